import type { FastifyInstance } from "fastify";
import { guestContactRequest, userContactRequest, type ContactFormInput } from "@contract/api/crm";
import { guestIdOf } from "../../lib/guest";
import { requestLocale } from "../../lib/locale";
import { text } from "../../lib/messages";
import { route } from "../../lib/route";
import { guardSignedIn, identityOf } from "../../plugins/auth";
import { sendOrderMail } from "../orders/mails";
import { createContactRequest, type RequestOrigin } from "./service";
import { contactFormSalesMail, type TopicMailSettings } from "./topic-mails";

/**
 * CRM: contact forms from guests and signed-in users (mounted under /v1). A message is stored with its case in the
 * requests inbox and mailed to the sales team.
 */
export default async function crmRoutes(app: FastifyInstance, settings: Pick<TopicMailSettings, "storeName" | "salesEmail">) {
  const store = async (body: ContactFormInput, origin: RequestOrigin) => {
    const row = await createContactRequest(app.db, body, origin);
    await sendOrderMail(app, async () => contactFormSalesMail({ contact: body, subject: body.subject, message: body.message }, settings));
    return row;
  };

  route(
    app,
    guestContactRequest,
    async (request) => {
      const locale = requestLocale(request);
      const origin = { userId: null, guestId: guestIdOf(request), locale, clientIp: request.ip, correlationId: request.id };
      const data = await store(request.body, origin);
      return { success: true, message: text("crm.contactReceived", locale), data };
    },
    { config: { rateLimit: { max: 5, timeWindow: "1 minute" } } },
  );

  await app.register(async (signedIn) => {
    guardSignedIn(signedIn);
    route(
      signedIn,
      userContactRequest,
      async (request) => {
        const locale = requestLocale(request);
        const origin = { userId: identityOf(request).userId, guestId: null, locale, clientIp: request.ip, correlationId: request.id };
        const data = await store(request.body, origin);
        return { success: true, message: text("crm.contactReceived", locale), data };
      },
      { config: { rateLimit: { max: 10, timeWindow: "1 minute" } } },
    );
  });
}
