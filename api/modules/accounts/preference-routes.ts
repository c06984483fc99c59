import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { CURRENCIES } from "../../../app/lib/settings";
import { users, type User } from "../../db/schema";
import { successSchema } from "../../lib/envelope";
import { requireUser } from "../../plugins/auth";
import { isCountryCode } from "../lookups/places";
import { currentUser } from "./current-user";

const settingsSchema = z.object({
  languageCode: z.enum(["tr", "en"]),
  currencyCode: z.enum(CURRENCIES),
  countryCode: z.string().trim().toUpperCase().refine(isCountryCode, "must be a country from the list"),
});

const consentState = z.object({ accepted: z.boolean(), updatedAt: z.string().nullable() });
const consentsSchema = z.object({
  commercialMessages: consentState.extend({ email: z.boolean(), sms: z.boolean(), phone: z.boolean() }),
  cookies: z.object({ analytics: z.boolean(), marketing: z.boolean(), updatedAt: z.string().nullable() }),
  gdpr: z.object({
    membershipAgreementAcceptedAt: z.string().nullable(),
    kvkkAcceptedAt: z.string().nullable(),
    explicitConsent: consentState,
    transferAbroad: consentState,
  }),
});

const notificationsSchema = z.object({
  orderUpdates: z.boolean(),
  offerUpdates: z.boolean(),
  stockAlerts: z.boolean(),
  priceAlerts: z.boolean(),
  newsletter: z.boolean(),
});

const iso = (value: Date | null) => value?.toISOString() ?? null;

function consentsOf(user: User) {
  return {
    commercialMessages: {
      accepted: user.commercialEmail || user.commercialSms || user.commercialPhone,
      email: user.commercialEmail,
      sms: user.commercialSms,
      phone: user.commercialPhone,
      updatedAt: iso(user.commercialMessagesUpdatedAt),
    },
    cookies: { analytics: user.cookieAnalytics, marketing: user.cookieMarketing, updatedAt: iso(user.cookieConsentUpdatedAt) },
    gdpr: {
      membershipAgreementAcceptedAt: iso(user.membershipAgreementAcceptedAt),
      kvkkAcceptedAt: iso(user.kvkkAcceptedAt),
      explicitConsent: { accepted: user.explicitConsent, updatedAt: iso(user.explicitConsentUpdatedAt) },
      transferAbroad: { accepted: user.transferAbroad, updatedAt: iso(user.transferAbroadUpdatedAt) },
    },
  };
}

/** Settings, consents (each change recorded with its date) and notification preferences of the caller. */
const preferenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ bearer: [] }];
  const update = async (userId: string, values: Partial<typeof users.$inferInsert>) => {
    const [row] = await app.db.update(users).set({ ...values, updatedAt: new Date() }).where(eq(users.id, userId)).returning();
    return row;
  };

  app.get(
    "/v1/identity/users/me/settings",
    { schema: { tags: ["accounts"], summary: "Language, currency and country", security, response: { 200: successSchema(settingsSchema) } }, preHandler: requireUser },
    async (request) => {
      const { languageCode, currencyCode, countryCode } = await currentUser(app, request);
      return { success: true as const, data: settingsSchema.parse({ languageCode, currencyCode, countryCode }) };
    },
  );

  app.put(
    "/v1/identity/users/me/settings",
    { schema: { tags: ["accounts"], summary: "Change language, currency and country", security, body: settingsSchema, response: { 200: successSchema(settingsSchema) } }, preHandler: requireUser },
    async (request) => {
      const user = await update((await currentUser(app, request)).id, request.body);
      return { success: true as const, data: settingsSchema.parse(user) };
    },
  );

  app.get(
    "/v1/identity/users/me/consents",
    { schema: { tags: ["accounts"], summary: "Commercial message, cookie and GDPR/KVKK consents", security, response: { 200: successSchema(consentsSchema) } }, preHandler: requireUser },
    async (request) => ({ success: true as const, data: consentsOf(await currentUser(app, request)) }),
  );

  app.put(
    "/v1/identity/users/me/commercial-messages-consents",
    {
      schema: { tags: ["accounts"], summary: "Commercial messages consent by channel", security, body: z.object({ email: z.boolean(), sms: z.boolean(), phone: z.boolean() }), response: { 200: successSchema(consentsSchema) } },
      preHandler: requireUser,
    },
    async (request) => {
      const { email, sms, phone } = request.body;
      const user = await update((await currentUser(app, request)).id, { commercialEmail: email, commercialSms: sms, commercialPhone: phone, commercialMessagesUpdatedAt: new Date() });
      return { success: true as const, data: consentsOf(user) };
    },
  );

  app.put(
    "/v1/identity/users/me/cookie-consents",
    {
      schema: { tags: ["accounts"], summary: "Optional cookies consent", security, body: z.object({ analytics: z.boolean(), marketing: z.boolean() }), response: { 200: successSchema(consentsSchema) } },
      preHandler: requireUser,
    },
    async (request) => {
      const user = await update((await currentUser(app, request)).id, {
        cookieAnalytics: request.body.analytics,
        cookieMarketing: request.body.marketing,
        cookieConsentUpdatedAt: new Date(),
      });
      return { success: true as const, data: consentsOf(user) };
    },
  );

  app.put(
    "/v1/identity/users/me/gdpr-consents",
    {
      schema: { tags: ["accounts"], summary: "Explicit consent and transfer abroad (KVKK)", security, body: z.object({ explicitConsent: z.boolean(), transferAbroad: z.boolean() }), response: { 200: successSchema(consentsSchema) } },
      preHandler: requireUser,
    },
    async (request) => {
      const current = await currentUser(app, request);
      const now = new Date();
      // A date records a change; re-sending the same answer keeps the date it was given.
      const user = await update(current.id, {
        explicitConsent: request.body.explicitConsent,
        explicitConsentUpdatedAt: request.body.explicitConsent === current.explicitConsent ? current.explicitConsentUpdatedAt : now,
        transferAbroad: request.body.transferAbroad,
        transferAbroadUpdatedAt: request.body.transferAbroad === current.transferAbroad ? current.transferAbroadUpdatedAt : now,
      });
      return { success: true as const, data: consentsOf(user) };
    },
  );

  app.get(
    "/v1/identity/users/me/notification-preferences",
    { schema: { tags: ["accounts"], summary: "Notification preferences", security, response: { 200: successSchema(notificationsSchema) } }, preHandler: requireUser },
    async (request) => ({ success: true as const, data: (await currentUser(app, request)).notificationPreferences }),
  );

  app.put(
    "/v1/identity/users/me/notification-preferences",
    { schema: { tags: ["accounts"], summary: "Change notification preferences", security, body: notificationsSchema, response: { 200: successSchema(notificationsSchema) } }, preHandler: requireUser },
    async (request) => {
      const user = await update((await currentUser(app, request)).id, { notificationPreferences: request.body });
      return { success: true as const, data: user.notificationPreferences };
    },
  );
};

export default preferenceRoutes;
