import * as z from "zod";
import {
  accountDeletionBody,
  commercialMessagesConsentBody,
  cookieConsentBody,
  gdprConsentBody,
  notificationPreferencesSchema,
} from "@contract/api/accounts/schemas";
import { mustAccept } from "@contract/rules";

// The dashboard settings page: one small form per section, told apart by their `intent`. The language, currency
// and country form sends the contract's body as it is (accountSettingsBody).

export const SETTINGS_INTENTS = [
  "preferences",
  "notifications",
  "commercial-messages",
  "cookies",
  "gdpr",
  "request-deletion",
  "withdraw-deletion",
] as const;
export type SettingsIntent = (typeof SETTINGS_INTENTS)[number];

/** A form of checkboxes for a body of yes/no fields: a box left unticked is not sent, and means no. */
function checkboxesOf<Shape extends Record<string, z.ZodBoolean>>(body: z.ZodObject<Shape>) {
  const boxes = Object.fromEntries(Object.entries(body.shape).map(([name, field]) => [name, field.default(false)]));
  return z.object(boxes as { [Name in keyof Shape]: z.ZodDefault<Shape[Name]> });
}

export const notificationsSchema = checkboxesOf(notificationPreferencesSchema);
export const commercialMessagesSchema = checkboxesOf(commercialMessagesConsentBody);
export const cookieConsentSchema = checkboxesOf(cookieConsentBody);
export const gdprConsentSchema = checkboxesOf(gdprConsentBody);

/** The confirmation step of an account deletion: the password, an optional reason and an explicit yes. */
export const deletionRequestSchema = accountDeletionBody.extend({ confirm: mustAccept });
