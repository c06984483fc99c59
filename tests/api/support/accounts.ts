import { desc, eq } from "drizzle-orm";
import type { Database } from "../../../api/db/client";
import { companies, companyRoles, mailOutbox, rolePermissions, users } from "../../../api/db/schema";
import { hashPassword } from "../../../api/lib/passwords";
import { ALL_PERMISSIONS } from "../../../api/modules/identity/permissions";
import { DEFAULT_NOTIFICATIONS } from "../../../api/modules/identity/settings";
import type { App } from "../../../api/server";
import { ANKARA_ADDRESS } from "../../support/turkish-address";

let ipCounter = 0;

/** A fresh documentation-range client address, so per-IP limits of one test do not leak into the next. */
export function freshIp() {
  ipCounter += 1;
  return `198.18.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

export async function post(app: App, url: string, payload: unknown, headers: Record<string, string> = {}) {
  return app.inject({ method: "POST", url, payload: payload as object, headers: { "x-forwarded-for": freshIp(), ...headers } });
}

export async function signIn(app: App, email: string, password: string, userType: "b2b" | "b2c") {
  const path = userType === "b2b" ? "/v1/identity/auth/login" : "/v1/identity/auth/login-email";
  const response = await post(app, path, { email, password });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return response.json().data as { accessToken: string; refreshToken: string; expiresIn: number; refreshExpiresIn: number };
}

/** A valid shipping address body (a Turkish place from the lookups). */
export const SHIPPING_ADDRESS = { title: "Office", ...ANKARA_ADDRESS };

export const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

/** The newest mail in the outbox for an address, and the 6-digit code in it. */
export async function latestMail(db: Database, to: string) {
  const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt)).limit(1);
  return mail ? { ...mail, code: /\b(\d{6})\b/.exec(mail.text)?.[1] ?? null } : null;
}

/**
 * A verified account of its own, outside the demo company: a consumer, or a business administrator of a new company
 * (every permission). Tests of "another user's id" need one that shares nothing with the caller.
 */
export async function createVerifiedAccount(db: Database, userType: "b2b" | "b2c", email: string, password: string) {
  const verified = new Date();
  const person = {
    email,
    passwordHash: await hashPassword(password),
    firstName: "Test",
    lastName: "User",
    emailVerifiedAt: verified,
    membershipAgreementAcceptedAt: verified,
    kvkkAcceptedAt: verified,
    notificationPreferences: DEFAULT_NOTIFICATIONS,
  };
  if (userType === "b2c") {
    await db.insert(users).values({ ...person, userType });
    return;
  }
  const [company] = await db
    .insert(companies)
    .values({
      title: `Test ${email}`,
      taxOffice: "Kadıköy",
      taxNumber: String(Date.now()).slice(-10),
      companyTypeCode: "limited",
      sectorCode: "other",
      activityAreaCode: "distributor",
      countryCode: "TR",
      addressLine: "Test Caddesi No: 1",
    })
    .returning();
  const [role] = await db.insert(companyRoles).values({ companyId: company.id, name: "Yönetici", isAdmin: true }).returning();
  await db.insert(rolePermissions).values(ALL_PERMISSIONS.map((permission) => ({ roleId: role.id, permission })));
  await db.insert(users).values({ ...person, userType, companyId: company.id, roleId: role.id });
}

/** A verified user of an existing company (found by one of its users' e-mail), with a role of its own holding `permissions`. */
export async function createCompanyUser(db: Database, colleagueEmail: string, email: string, password: string, permissions: string[]) {
  const colleague = await db.query.users.findFirst({ where: eq(users.email, colleagueEmail) });
  if (!colleague?.companyId) throw new Error(`${colleagueEmail} is not a business user`);
  const [role] = await db
    .insert(companyRoles)
    .values({ companyId: colleague.companyId, name: `Role of ${email}` })
    .returning();
  if (permissions.length) await db.insert(rolePermissions).values(permissions.map((permission) => ({ roleId: role.id, permission })));
  const verified = new Date();
  await db.insert(users).values({
    userType: "b2b",
    email,
    passwordHash: await hashPassword(password),
    firstName: "Test",
    lastName: "Colleague",
    emailVerifiedAt: verified,
    membershipAgreementAcceptedAt: verified,
    kvkkAcceptedAt: verified,
    notificationPreferences: DEFAULT_NOTIFICATIONS,
    companyId: colleague.companyId,
    roleId: role.id,
  });
}
