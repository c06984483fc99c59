import * as z from "zod";
import { operation } from "../../operation";
import {
  approveReturnBody,
  disposeLineBody,
  refundReturnBody,
  rejectReturnBody,
  returnDeskDetailSchema,
  returnDeskListQuery,
  returnDeskListSchema,
  returnLineParams,
} from "./desk-schemas";
import { returnNumberParams } from "./schemas";
import { RETURN_PHOTO_TYPES } from "./values";

// The back office's returns desk (docs/decisions/039-returns-desk.md): staff holding `returns.view` read the requests,
// those holding `returns.manage` decide, receive, refund and settle the goods. Every change is written to the audit
// log in its own transaction and answers the request as the desk shows it. A move the request's status does not
// allow answers 409.

const tags = ["back-office"];
const base = "/back-office/returns";
const view = { tags, access: "staff", staffPermission: "returns.view" } as const;
const manage = {
  tags,
  access: "staff",
  staffPermission: "returns.manage",
  params: returnNumberParams,
  data: returnDeskDetailSchema,
  errors: [404, 409],
} as const;

export const listDeskReturns = operation({
  method: "GET",
  path: base,
  summary: "The return requests, newest first, by status, request date, customer and order number",
  ...view,
  query: returnDeskListQuery,
  data: returnDeskListSchema,
});

export const getDeskReturn = operation({
  method: "GET",
  path: `${base}/:returnNumber`,
  summary: "One return request with its customer, lines, photo, order and history, refund and audit trail",
  ...view,
  params: returnNumberParams,
  data: returnDeskDetailSchema,
  errors: [404],
});

export const getDeskReturnPhoto = operation({
  method: "GET",
  path: `${base}/:returnNumber/photo`,
  summary: "The photo (or PDF) sent with a return request",
  ...view,
  params: returnNumberParams,
  produces: RETURN_PHOTO_TYPES,
  data: z.string().meta({ format: "binary" }),
  errors: [404],
});

export const approveDeskReturn = operation({
  method: "POST",
  path: `${base}/:returnNumber/approve`,
  summary: "Approve a requested return, with a note the customer reads (how to send the goods); mails the customer",
  ...manage,
  body: approveReturnBody,
});

export const rejectDeskReturn = operation({
  method: "POST",
  path: `${base}/:returnNumber/reject`,
  summary: "Reject a requested return with its reason, which the customer reads; mails the customer",
  ...manage,
  body: rejectReturnBody,
});

export const receiveDeskReturn = operation({
  method: "POST",
  path: `${base}/:returnNumber/receive`,
  summary: "Mark an approved return's goods received at the store",
  ...manage,
});

export const refundDeskReturn = operation({
  method: "POST",
  path: `${base}/:returnNumber/refund`,
  summary:
    "Refund a received return: a card's through its provider, an EFT order's by a transfer to the IBAN given (recorded), a net-term order's on the current account; mails the customer",
  ...manage,
  body: refundReturnBody,
  errors: [404, 409, 503],
});

export const disposeDeskReturnLine = operation({
  method: "POST",
  path: `${base}/:returnNumber/lines/:lineNumber/disposition`,
  summary: "Put a received line's goods back in stock, or write them off with a reason",
  ...manage,
  params: returnLineParams,
  body: disposeLineBody,
});
