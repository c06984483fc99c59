import { operation } from "../../operation";
import { outboxPageSchema, outboxQuery } from "./schemas";

/**
 * Outside production only, so a developer can read a code: 404 in production (not registered) and to any caller
 * not on the API's own machine.
 */
export const devOutbox = operation({
  method: "GET",
  path: "/dev/outbox",
  summary: "Mails in the development outbox, newest first",
  tags: ["dev"],
  access: "public",
  query: outboxQuery,
  data: outboxPageSchema,
  errors: [404],
});
