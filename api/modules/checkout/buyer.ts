import type { FastifyRequest } from "fastify";
import type { Address, TypedAddress } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { guestIdOf } from "../../lib/guest";
import { requestLocale } from "../../lib/locale";
import { message } from "../../lib/messages";
import { identityOf, type Identity } from "../../plugins/auth";

/** Who checks out: a signed-in user (the active cart, the address book) or a guest (the guest's cart, typed addresses). */
export type UserBuyer = { kind: "user"; identity: Identity };
export type GuestBuyer = { kind: "guest"; guestId: string };
export type Buyer = UserBuyer | GuestBuyer;

export const userBuyer = (request: FastifyRequest): UserBuyer => ({ kind: "user", identity: identityOf(request) });

/** The guest of the X-Anonymous-Customer-Id header; a call without one has no checkout (404). */
export function guestBuyer(request: FastifyRequest): GuestBuyer {
  const guestId = guestIdOf(request);
  if (!guestId) throw new AppError(404, message("notFound", requestLocale(request)));
  return { kind: "guest", guestId };
}

/** The stable ids a guest's two typed addresses go by in the checkout's answer (they have no rows of their own). */
export const GUEST_ADDRESS_IDS = { billing: "guest-billing", shipping: "guest-shipping" } as const;

/** A guest's typed address in the address book's row shape, so that the checkout and the order read both alike. */
export function guestAddressRow(values: TypedAddress, kind: "billing" | "shipping", updatedAt: Date): Address {
  return {
    ...values,
    id: GUEST_ADDRESS_IDS[kind],
    userId: "",
    companyId: null,
    kind,
    invoiceType: values.invoiceType ?? null,
    cityId: values.cityId ?? null,
    townId: values.townId ?? null,
    districtId: values.districtId ?? null,
    zipCode: values.zipCode ?? null,
    companyName: values.companyName ?? null,
    taxOffice: values.taxOffice ?? null,
    taxOfficeCode: values.taxOfficeCode ?? null,
    taxNumber: values.taxNumber ?? null,
    identityNumber: values.identityNumber ?? null,
    isDefault: false,
    createdAt: updatedAt,
    updatedAt,
  };
}
