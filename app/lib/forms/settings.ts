import { z } from "zod";
import { LOCALES } from "@contract/locale";
import { CURRENCIES } from "../settings";
import { optionalText, requiredText } from "./fields";

// The dashboard settings page: one small form per section, told apart by their `intent`.

export const SETTINGS_INTENTS = ["preferences", "notifications", "commercial-messages", "cookies", "gdpr", "request-deletion", "withdraw-deletion"] as const;
export type SettingsIntent = (typeof SETTINGS_INTENTS)[number];

const flag = z.boolean().default(false);

export const preferencesSchema = z.object({
  languageCode: z.enum(LOCALES, { error: "validation.required" }),
  currencyCode: z.enum(CURRENCIES, { error: "validation.required" }),
  countryCode: z.string({ error: "validation.required" }).regex(/^[A-Z]{2}$/, "validation.required"),
});

export const notificationsSchema = z.object({ orderUpdates: flag, offerUpdates: flag, stockAlerts: flag, priceAlerts: flag, newsletter: flag });

export const commercialMessagesSchema = z.object({ email: flag, sms: flag, phone: flag });

export const cookieConsentSchema = z.object({ analytics: flag, marketing: flag });

export const gdprConsentSchema = z.object({ explicitConsent: flag, transferAbroad: flag });

/** The confirmation step of an account deletion: the password, an optional reason and an explicit yes. */
export const deletionRequestSchema = z.object({
  password: requiredText(128),
  reason: optionalText(1000),
  confirm: z.boolean({ error: "validation.mustAccept" }).refine((value) => value, "validation.mustAccept"),
});
