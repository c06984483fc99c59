import type { FastifyRequest } from "fastify";
import { guestIdOf } from "../../lib/guest";
import { requestLocale } from "../../lib/locale";
import { currentUser } from "../accounts/current-user";

/** How to reach the one who asks, as every made-to-order request stores it (api/db/schema/offers.ts). */
export interface RequesterContact {
  companyName: string | null;
  name: string;
  lastName: string;
  email: string;
  phoneCountryCode: string | null;
  phone: string | null;
}

/** Who asks and from where: a signed-in user (with the company then) or a guest, with the contact the request names. */
export interface Requester {
  userId: string | null;
  companyId: string | null;
  guestId: string | null;
  contact: RequesterContact;
  membershipTermsAcceptedAt: Date | null;
  locale: string;
  clientIp: string;
}

/** A guest, by the contact fields of the form and the browser's anonymous id; the form's terms box was ticked now. */
export function guestRequester(request: FastifyRequest, body: RequesterContact): Requester {
  const { companyName, name, lastName, email, phoneCountryCode, phone } = body;
  return {
    userId: null,
    companyId: null,
    guestId: guestIdOf(request),
    contact: { companyName, name, lastName, email, phoneCountryCode, phone },
    membershipTermsAcceptedAt: new Date(),
    locale: requestLocale(request),
    clientIp: request.ip,
  };
}

/** The signed-in caller, whose contact is the account's (the membership terms were accepted at sign-up). */
export async function userRequester(request: FastifyRequest): Promise<Requester> {
  const user = await currentUser(request.server.db, request);
  return {
    userId: user.id,
    companyId: user.companyId,
    guestId: null,
    contact: {
      companyName: null,
      name: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phoneCountryCode: user.phoneCountryCode,
      phone: user.phone,
    },
    membershipTermsAcceptedAt: null,
    locale: requestLocale(request),
    clientIp: request.ip,
  };
}

/** The requester columns of a request row to insert, with the consent to commercial messages given with the form. */
export const requesterValues = (requester: Requester, isCommercialCommunicationApproved: boolean) => ({
  userId: requester.userId,
  companyId: requester.companyId,
  guestId: requester.guestId,
  ...requester.contact,
  isCommercialCommunicationApproved,
  membershipTermsAcceptedAt: requester.membershipTermsAcceptedAt,
  locale: requester.locale,
  clientIp: requester.clientIp,
});

/** A stored request's contact, as its detail answers it. */
export const contactOf = (row: RequesterContact): RequesterContact => ({
  companyName: row.companyName,
  name: row.name,
  lastName: row.lastName,
  email: row.email,
  phoneCountryCode: row.phoneCountryCode,
  phone: row.phone,
});

/** Who asked, as a list of a company's requests names them. */
export const requesterName = (row: Pick<RequesterContact, "name" | "lastName">) => `${row.name} ${row.lastName}`;
