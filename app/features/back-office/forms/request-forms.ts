import { assignRequestBody, requestMessageBody, requestStatusBody } from "@contract/api/requests-desk/schemas";

// The requests inbox's forms: the API's bodies as they are (issue 33 item 1).

export const assignForm = assignRequestBody;
export const statusForm = requestStatusBody;
export const messageForm = requestMessageBody;

/** The request page's intents: `note` and `reply` share the message form's one field. */
export const REQUEST_INTENTS = ["assign", "status", "note", "reply"] as const;
export type RequestIntent = (typeof REQUEST_INTENTS)[number];
