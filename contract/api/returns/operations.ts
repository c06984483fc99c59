import { operation } from "../../operation";
import { orderNumberParams } from "../orders/schemas";
import {
  createReturnBody,
  returnableOrderSchema,
  returnDetailSchema,
  returnListQuery,
  returnListSchema,
  returnNumberParams,
  returnReasonListSchema,
} from "./schemas";
import { RETURN_PHOTO_TYPES } from "./values";

// Return requests of delivered orders (docs/decisions/019-returns.md). A request is made for an order the caller may
// see (the buyer's own, or for a business user who may view orders the company's); the list and the detail are the
// requests the caller made. Another's number answers 404 like a missing one.

const tags = ["returns"];
const me = "/returns/users/me";
const user = { tags, access: "user" } as const;

export const listReturnReasons = operation({
  method: "GET",
  path: "/returns/reasons",
  summary: "The reasons a return may be requested for, in the caller's language, with what each needs (a description, a photo)",
  tags,
  access: "public",
  data: returnReasonListSchema,
});

export const getReturnableOrder = operation({
  method: "GET",
  path: `${me}/orders/:orderNumber`,
  summary: "What of an order can be returned: each line with how many are left, the return window, or why nothing can",
  ...user,
  params: orderNumberParams,
  data: returnableOrderSchema,
  errors: [404],
});

/**
 * Multipart with an optional photo (checked by its first bytes: else 400 naming `photo`), or JSON without one. Needs
 * an Idempotency-Key (428 without). 409: the order is not delivered, or its 14 days have passed; 400: a quantity over
 * what is left, or a description or photo the reason needs.
 */
export const createReturn = operation({
  method: "POST",
  path: me,
  summary: "Request a return of some of a delivered order's items (needs an Idempotency-Key: a repeat answers the first request)",
  ...user,
  body: createReturnBody,
  files: { photo: { contentTypes: RETURN_PHOTO_TYPES, description: "A photo of the items or a PDF (up to 5 MB)" } },
  status: 201,
  data: returnDetailSchema,
  errors: [404, 409, 428],
});

export const listReturns = operation({
  method: "GET",
  path: me,
  summary: "The caller's return requests, newest first, optionally of one status",
  ...user,
  query: returnListQuery,
  data: returnListSchema,
});

export const getReturn = operation({
  method: "GET",
  path: `${me}/:returnNumber`,
  summary: "One return request with its lines",
  ...user,
  params: returnNumberParams,
  data: returnDetailSchema,
  errors: [404],
});
