import type { FastifyInstance } from "fastify";
import crmRoutes from "./routes";
import type { TopicMailSettings } from "./topic-mails";
import contactTopicRoutes from "./topic-routes";

/** CRM (mounted under /v1): the contact forms, the general one and those on a service topic. */
export default async function crmPlugin(app: FastifyInstance, { storeName, storefrontUrl, salesEmail }: TopicMailSettings) {
  await app.register(crmRoutes, { storeName, salesEmail });
  await app.register(contactTopicRoutes, { storeName, storefrontUrl, salesEmail });
}
