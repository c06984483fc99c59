import { eq } from "drizzle-orm";
import type { z } from "zod";
import { accountSettingsSchema, type AccountSettings, type Consents } from "@contract/api/accounts/responses";
import type {
  commercialMessagesConsentBody,
  cookieConsentBody,
  gdprConsentBody,
  NotificationPreferences,
} from "@contract/api/accounts/schemas";
import type { Database } from "../../db/client";
import { users, type User } from "../../db/schema";

const iso = (value: Date | null) => value?.toISOString() ?? null;

async function updateUser(db: Database, userId: string, values: Partial<typeof users.$inferInsert>): Promise<User> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return row;
}

export function settingsOf(user: User): AccountSettings {
  const { languageCode, currencyCode, countryCode } = user;
  return accountSettingsSchema.parse({ languageCode, currencyCode, countryCode });
}

export async function updateSettings(db: Database, userId: string, settings: AccountSettings): Promise<AccountSettings> {
  return settingsOf(await updateUser(db, userId, settings));
}

export function consentsOf(user: User): Consents {
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

// Each consent change is recorded with its date.

export async function updateCommercialMessagesConsent(
  db: Database,
  userId: string,
  { email, sms, phone }: z.output<typeof commercialMessagesConsentBody>,
) {
  return consentsOf(
    await updateUser(db, userId, {
      commercialEmail: email,
      commercialSms: sms,
      commercialPhone: phone,
      commercialMessagesUpdatedAt: new Date(),
    }),
  );
}

export async function updateCookieConsent(db: Database, userId: string, { analytics, marketing }: z.output<typeof cookieConsentBody>) {
  return consentsOf(
    await updateUser(db, userId, { cookieAnalytics: analytics, cookieMarketing: marketing, cookieConsentUpdatedAt: new Date() }),
  );
}

export async function updateGdprConsent(
  db: Database,
  current: User,
  { explicitConsent, transferAbroad }: z.output<typeof gdprConsentBody>,
) {
  const now = new Date();
  // A date records a change; re-sending the same answer keeps the date it was given.
  const user = await updateUser(db, current.id, {
    explicitConsent,
    explicitConsentUpdatedAt: explicitConsent === current.explicitConsent ? current.explicitConsentUpdatedAt : now,
    transferAbroad,
    transferAbroadUpdatedAt: transferAbroad === current.transferAbroad ? current.transferAbroadUpdatedAt : now,
  });
  return consentsOf(user);
}

export async function updateNotificationPreferences(
  db: Database,
  userId: string,
  preferences: NotificationPreferences,
): Promise<NotificationPreferences> {
  return (await updateUser(db, userId, { notificationPreferences: preferences })).notificationPreferences;
}
