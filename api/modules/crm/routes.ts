import type { FastifyInstance } from "fastify";
import { guestContactRequest, userContactRequest } from "@contract/api/crm";
import { guestIdOf } from "../../lib/guest";
import { requestLocale } from "../../lib/locale";
import { text } from "../../lib/messages";
import { route } from "../../lib/route";
import { guardSignedIn, identityOf } from "../../plugins/auth";
import { createContactRequest } from "./service";

/** CRM: contact forms from guests and signed-in users (mounted under /v1). */
export default async function crmRoutes(app: FastifyInstance) {
  route(
    app,
    guestContactRequest,
    async (request) => {
      const locale = requestLocale(request);
      const origin = { userId: null, guestId: guestIdOf(request), locale, clientIp: request.ip, correlationId: request.id };
      const data = await createContactRequest(app.db, request.body, origin);
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
        const data = await createContactRequest(app.db, request.body, origin);
        return { success: true, message: text("crm.contactReceived", locale), data };
      },
      { config: { rateLimit: { max: 10, timeWindow: "1 minute" } } },
    );
  });
}
