import { accountDefaults, type AccountsConfig } from "../../config";
import type { Database } from "../../db/client";
import type { NotificationPreferenceValues } from "../../db/schema";
import type { CounterStore } from "../../lib/counters";
import type { SignInRevocations } from "../../lib/revocations";
import type { Mailer } from "../mail/mailer";

/** What the identity and account routes need from the configuration. */
export interface IdentitySettings extends AccountsConfig {
  JWT_SECRET: string;
}

/** The identity settings of a configuration: what it gives, the defaults for the rest. */
export function identitySettingsOf(config: Partial<AccountsConfig> & { JWT_SECRET: string }): IdentitySettings {
  const given = Object.fromEntries(Object.entries(config).filter(([, value]) => value !== undefined));
  return { ...accountDefaults, ...given, JWT_SECRET: config.JWT_SECRET };
}

/** The notifications a new account starts with (the seed's demo accounts too). */
export const DEFAULT_NOTIFICATIONS: NotificationPreferenceValues = {
  orderUpdates: true,
  offerUpdates: true,
  stockAlerts: false,
  priceAlerts: false,
  newsletter: false,
};

/** What the identity services work with, handed to them by the routes. */
export interface IdentityDeps {
  db: Database;
  counters: CounterStore;
  mailer: Mailer;
  revocations: SignInRevocations;
  settings: IdentitySettings;
}
