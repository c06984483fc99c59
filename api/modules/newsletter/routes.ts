import type { FastifyInstance } from "fastify";
import { confirmNewsletter, subscribeNewsletter, unsubscribeNewsletter } from "@contract/api/newsletter/operations";
import { AppError } from "../../lib/errors";
import { requestLocale, type ApiLocale } from "../../lib/locale";
import { text } from "../../lib/messages";
import { route } from "../../lib/route";
import { sendOrderMail } from "../orders/mails";
import { optInMail, type NewsletterMailSettings } from "./mails";
import { confirmSubscription, endSubscription, requestSubscription } from "./service";
import { readNewsletterToken, type NewsletterPurpose } from "./tokens";

/** A link that is not ours (or not for this) answers 400, an opt-in link past its time 410: both say so plainly. */
function addressOf(secret: string, purpose: NewsletterPurpose, token: string, locale: ApiLocale): string {
  const reading = readNewsletterToken(secret, purpose, token);
  if (reading === "invalid") throw new AppError(400, text("newsletter.invalidLink", locale));
  if (reading === "expired") throw new AppError(410, text("newsletter.expiredLink", locale));
  return reading.email;
}

/**
 * The newsletter (mounted under /v1, docs/decisions/024-newsletter.md): a public subscribe that answers alike for
 * every address, the opt-in link's confirmation and the unsubscribe link, each rate limited per IP.
 */
export default async function newsletterRoutes(app: FastifyInstance, settings: NewsletterMailSettings) {
  const { db } = app;

  route(
    app,
    subscribeNewsletter,
    async (request) => {
      const locale = requestLocale(request);
      const { email, source } = request.body;
      const userId = request.identity?.userId ?? null;
      if (await requestSubscription(db, { email, source, locale, userId, clientIp: request.ip })) {
        await sendOrderMail(app, async () => optInMail(email, locale, settings));
      }
      return { success: true, message: text("newsletter.checkInbox", locale), data: null };
    },
    { config: { rateLimit: { max: 5, timeWindow: "1 minute" } } },
  );

  route(
    app,
    confirmNewsletter,
    async (request) => {
      const locale = requestLocale(request);
      const email = addressOf(settings.secret, "confirm", request.body.token, locale);
      if (!(await confirmSubscription(db, email))) throw new AppError(410, text("newsletter.expiredLink", locale));
      return { success: true, message: text("newsletter.confirmed", locale), data: { email } };
    },
    { config: { rateLimit: { max: 10, timeWindow: "1 minute" } } },
  );

  route(
    app,
    unsubscribeNewsletter,
    async (request) => {
      const locale = requestLocale(request);
      const email = addressOf(settings.secret, "unsubscribe", request.body.token, locale);
      await endSubscription(db, email);
      return { success: true, message: text("newsletter.unsubscribed", locale), data: { email } };
    },
    { config: { rateLimit: { max: 10, timeWindow: "1 minute" } } },
  );
}
