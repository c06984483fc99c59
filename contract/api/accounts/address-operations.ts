import * as z from "zod";
import { pageOf } from "../../envelope";
import { operation, type Access } from "../../operation";
import { businessBillingAddressSchema, consumerBillingAddressSchema, shippingAddressSchema } from "./responses";
import { addressIdParams, addressListQuery, businessBillingAddressBody, consumerBillingAddressBody, shippingAddressBody } from "./schemas";

/**
 * One address book of the caller (docs/spec.md §7): list, create, read, edit, delete and make default. Another
 * user's id answers 404 like a missing one; the first address of a book becomes its default, and deleting the
 * default hands the flag to the newest remaining one.
 */
function addressBook<const Name extends string, const A extends Access, B extends z.ZodType, D extends z.ZodType>(
  name: Name,
  label: string,
  access: A,
  body: B,
  data: D,
  errors: readonly number[] = [],
) {
  const path = `/identity/users/me/${name}` as const;
  const tags = ["addresses"];
  const one = { tags, access, params: addressIdParams, errors: [...errors, 404] } as const;
  return {
    list: operation({
      method: "GET",
      path,
      summary: `List ${label}es`,
      tags,
      access,
      query: addressListQuery,
      data: pageOf(data),
      errors,
    }),
    create: operation({ method: "POST", path, summary: `Create a ${label}`, tags, access, body, status: 201, data, errors }),
    get: operation({ method: "GET", path: `${path}/:id`, summary: `One ${label}`, ...one, data }),
    update: operation({ method: "PUT", path: `${path}/:id`, summary: `Edit a ${label}`, ...one, body, data }),
    remove: operation({ method: "DELETE", path: `${path}/:id`, summary: `Delete a ${label}`, ...one, data: z.null() }),
    makeDefault: operation({ method: "PUT", path: `${path}/:id/default`, summary: `Make a ${label} the default`, ...one, data }),
  };
}

export const shippingAddressBook = addressBook(
  "shipping-addresses",
  "shipping address",
  "user",
  shippingAddressBody,
  shippingAddressSchema,
);

/** Business users only. */
export const businessBillingAddressBook = addressBook(
  "business-billing-address",
  "business billing address",
  "b2b",
  businessBillingAddressBody,
  businessBillingAddressSchema,
);

/** Consumers only: a business user's token answers 403 (their invoices go to the business billing address). */
export const consumerBillingAddressBook = addressBook(
  "billing-addresses",
  "consumer billing address",
  "b2c",
  consumerBillingAddressBody,
  consumerBillingAddressSchema,
);
