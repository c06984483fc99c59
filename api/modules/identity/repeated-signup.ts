import { randomUUID } from "node:crypto";
import { and, eq, isNotNull } from "drizzle-orm";
import type { UserType } from "@contract/limits";
import type { Database } from "../../db/client";
import { users, type User } from "../../db/schema";
import type { CounterStore } from "../../lib/counters";
import type { ApiLocale } from "../../lib/locale";
import { signupAttemptedMail } from "../mail/templates";
import { limitPerAccount } from "./abuse";
import { storefrontUrl } from "./links";
import { signupStarted } from "./service";
import type { IdentityDeps } from "./settings";

/** Sign-ups one address may start in an hour, registered or not: each one mails the address. */
const SIGNUPS_PER_ADDRESS_HOURLY = 5;

/** The per-address cap on sign-up mails; the same for every address, so its 429 tells nothing about registration. */
export async function limitSignupsPerAddress(counters: CounterStore, email: string, locale: ApiLocale) {
  await limitPerAccount(counters, `signup:${email}`, SIGNUPS_PER_ADDRESS_HOURLY, 60 * 60, locale);
}

export async function verifiedAccount(db: Database, email: string, userType: UserType) {
  return db.query.users.findFirst({ where: and(eq(users.email, email), eq(users.userType, userType), isNotNull(users.emailVerifiedAt)) });
}

/**
 * A sign-up for an address that already has a verified account changes nothing: the owner is told someone tried, and
 * the caller gets the answer a new sign-up gets (docs/decisions/028-pending-sign-ups.md).
 */
export async function tellOwnerOfSignup({ mailer, settings }: IdentityDeps, owner: User) {
  const locale = owner.languageCode;
  const loginUrl = storefrontUrl(settings.STOREFRONT_URL, "login", locale, {});
  await mailer.send(signupAttemptedMail({ to: owner.email, name: owner.firstName, locale, storeName: settings.STORE_NAME, loginUrl }));
  // An attempt id like any other, bound to nothing: no code verifies it.
  return signupStarted(owner.email, owner.userType, randomUUID());
}
