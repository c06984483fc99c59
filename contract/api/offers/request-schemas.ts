import * as z from "zod";
import { emailText, mustAccept, nameText, optionalText, phoneCountryCodeText, phoneText } from "../../rules";
import { REQUEST_CASE_STATUSES } from "../requests-desk/values";

// What every made-to-order request (PCB and stencil, heat sink, price and stock) answers alike: its requester's
// contact, a page of the caller's requests, and the parts of a detail's address.

/** How to reach the one who asked, as the request stored it. */
export const requesterContactSchema = z.object({
  companyName: z.string().nullable(),
  name: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneCountryCode: z.string().nullable(),
  phone: z.string().nullable(),
});

/** Where the store's handling of a request stands (its case's status, docs/decisions/041-request-cases.md). */
export const requestStatusSchema = z.enum(REQUEST_CASE_STATUSES);

/** A reply the store's staff sent about a request (their internal notes are never answered). */
export const requestReplySchema = z.object({ body: z.string(), createdAt: z.string() });
export type RequestReply = z.output<typeof requestReplySchema>;

/** Which page of the caller's requests. */
export const requestPageQuery = z.object({
  page: z.coerce.number<number>().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number<number>().int().min(1).max(50).default(10),
});

/** A page of requests, newest first. */
export const requestPageOf = <Item extends z.ZodType>(item: Item) =>
  z.object({ items: z.array(item), page: z.number().int(), pageSize: z.number().int(), totalCount: z.number().int() });

/** A detail's `{id}`. */
export const requestIdParams = z.object({ id: z.coerce.number<number>().int().min(1).max(2_147_483_647) });
/** A detail's `{userId}`: the requester's, which must match the request's. */
export const requesterIdField = z.uuid().meta({ example: "4f7c2a9e-1b3d-4c5e-8f6a-2d1e0b9c8a7f" });

/** What a guest's request says of who asks (a signed-in user's contact is the account's), by the field rules of §5. */
export const GUEST_REQUESTER_FIELDS = {
  companyName: optionalText(160),
  name: nameText(80),
  lastName: nameText(80),
  email: emailText,
  phoneCountryCode: phoneCountryCodeText,
  phone: phoneText,
  isMembershipTermsAccepted: mustAccept,
};
