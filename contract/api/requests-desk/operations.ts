import * as z from "zod";
import { operation } from "../../operation";
import { GERBER_CONTENT_TYPE } from "../offers/pcb-values";
import {
  assignRequestBody,
  requestCaseParams,
  requestCaseSchema,
  requestListQuery,
  requestListSchema,
  requestMessageBody,
  requestStatusBody,
} from "./schemas";

// The back office's requests inbox (issue 33 item 1, docs/decisions/041-request-cases.md): staff holding
// `requests.view` read every customer request and download a PCB request's Gerber archive; those holding
// `requests.manage` assign, set the status, write internal notes and reply (mailed to the requester). Every change
// is audited and answers the request as its page shows it afterwards.

const tags = ["back-office"];
const base = "/back-office/requests";
const view = { tags, access: "staff", staffPermission: "requests.view" } as const;
const manage = {
  tags,
  access: "staff",
  staffPermission: "requests.manage",
  params: requestCaseParams,
  data: requestCaseSchema,
  errors: [404],
} as const;

export const listDeskRequests = operation({
  method: "GET",
  path: base,
  summary: "Every customer request's case, newest first, by kind, status, assignee and a number, name, e-mail or company",
  ...view,
  query: requestListQuery,
  data: requestListSchema,
});

export const getDeskRequest = operation({
  method: "GET",
  path: `${base}/:caseId`,
  summary: "One request as the customer sent it, with its case, internal notes, replies and audit trail",
  ...view,
  params: requestCaseParams,
  data: requestCaseSchema,
  errors: [404],
});

export const getDeskRequestGerber = operation({
  method: "GET",
  path: `${base}/:caseId/gerber`,
  summary: "The Gerber archive sent with a PCB request",
  ...view,
  params: requestCaseParams,
  produces: [GERBER_CONTENT_TYPE],
  data: z.string().meta({ format: "binary" }),
  errors: [404],
});

export const assignDeskRequest = operation({
  method: "PUT",
  path: `${base}/:caseId/assignee`,
  summary: "Assigns the request to a staff member holding requests.manage, or to nobody",
  ...manage,
  body: assignRequestBody,
  errors: [404, 409],
});

export const setDeskRequestStatus = operation({
  method: "PUT",
  path: `${base}/:caseId/status`,
  summary: "Sets the request's status (new, in progress, offered, won, lost, closed)",
  ...manage,
  body: requestStatusBody,
});

export const addDeskRequestNote = operation({
  method: "POST",
  path: `${base}/:caseId/notes`,
  summary: "Adds an internal note, which the customer never sees",
  ...manage,
  body: requestMessageBody,
  status: 201,
});

export const replyDeskRequest = operation({
  method: "POST",
  path: `${base}/:caseId/replies`,
  summary: "Replies to the requester: stored, mailed in the request's language, and a new request becomes in progress",
  ...manage,
  body: requestMessageBody,
  status: 201,
});
