import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { identityOf, requireUser } from "../../plugins/auth";
import { successSchema } from "../../lib/envelope";
import { guestIdOf } from "../../lib/guest";
import { requestLocale } from "../../lib/locale";
import { contactCreatedData, contactFormBody } from "./schemas";
import { createContactRequest } from "./service";

const receivedMessage = { tr: "Mesajınız bize ulaştı; en kısa sürede dönüş yapacağız.", en: "Your message has reached us; we will get back to you shortly." };

const crmRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = { body: contactFormBody, response: { 201: successSchema(contactCreatedData) } };

  app.post(
    "/v1/crm/contact-form-requests",
    {
      schema: { ...schema, tags: ["crm"], summary: "Contact form from a guest" },
      config: { rateLimit: { max: 5, timeWindow: "1 minute" } },
    },
    async (request, reply) => {
      const locale = requestLocale(request);
      const origin = { userId: null, guestId: guestIdOf(request), locale, clientIp: request.ip, correlationId: request.id };
      const row = await createContactRequest(app.db, request.body, origin);
      return reply.status(201).send({ success: true as const, message: receivedMessage[locale], data: row });
    },
  );

  app.post(
    "/v1/aggregator/users/me/contact-form-requests",
    {
      schema: { ...schema, tags: ["crm"], summary: "Contact form from the signed-in user", security: [{ bearer: [] }] },
      preHandler: requireUser,
      config: { rateLimit: { max: 10, timeWindow: "1 minute" } },
    },
    async (request, reply) => {
      const locale = requestLocale(request);
      const origin = { userId: identityOf(request).userId, guestId: null, locale, clientIp: request.ip, correlationId: request.id };
      const row = await createContactRequest(app.db, request.body, origin);
      return reply.status(201).send({ success: true as const, message: receivedMessage[locale], data: row });
    },
  );
};

export default crmRoutes;
