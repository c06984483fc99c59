import { operation } from "../../operation";
import { outboxPageSchema, outboxQuery } from "./schemas";

/** Outside production only (the API does not register it in production: 404), so a person can read a code. */
export const devOutbox = operation({
  method: "GET",
  path: "/dev/outbox",
  summary: "Mails in the development outbox, newest first",
  tags: ["dev"],
  access: "public",
  query: outboxQuery,
  data: outboxPageSchema,
});
