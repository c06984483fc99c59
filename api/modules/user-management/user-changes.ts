import { and, eq } from "drizzle-orm";
import type { InviteUserInput } from "@contract/api/identity/user-management-schemas";
import { companies, users } from "../../db/schema";
import { AppError } from "../../lib/errors";
import type { ApiLocale } from "../../lib/locale";
import { text } from "../../lib/messages";
import { hashPassword } from "../../lib/passwords";
import type { Identity } from "../../plugins/auth";
import { storefrontUrl } from "../identity/links";
import { issueLinkToken } from "../identity/otp";
import { randomToken } from "../identity/secrets";
import { DEFAULT_NOTIFICATIONS, type IdentityDeps } from "../identity/settings";
import { revokeAllSignIns } from "../identity/tokens";
import { invitationMail } from "../mail/templates";
import { changeKeepingFullAccess } from "./full-access";
import { refuseOwnRole, refuseUserBeyondHeld } from "./grants";
import { findCompanyUser, grantableRoleFor, refuseSelf } from "./users";
import { releaseCompanyAddresses } from "../accounts/address-service";

const companyIdOf = (identity: Identity) => identity.companyId as string;

/**
 * Invites a sub-user: the account is made with the role, unverified and with an unusable password, and the
 * activation link mailed in the chosen language sets the first password (api/modules/user-management/invitation.ts).
 * Inviting again someone of the company who has not accepted yet (a lost mail, an expired link) sends a new link with
 * the names and role given now (when the caller may act on them); any other account with the e-mail is a 409. The
 * role must be one the caller holds all of (docs/decisions/027-business-accounts.md).
 */
export async function inviteUser(deps: IdentityDeps, identity: Identity, input: InviteUserInput, locale: ApiLocale) {
  const { db, mailer, settings } = deps;
  await grantableRoleFor(db, identity, input.roleId, locale);
  const taken = await db.query.users.findFirst({ where: and(eq(users.email, input.email), eq(users.userType, "b2b")) });
  const waiting = taken && taken.companyId === identity.companyId && taken.invitedBy && !taken.emailVerifiedAt && !taken.deactivatedAt;
  if (taken && !waiting) {
    const problem = text("userManagement.emailTaken", locale);
    throw new AppError(409, problem, [{ field: "email", message: problem }]);
  }
  if (taken) refuseUserBeyondHeld(await findCompanyUser(db, identity, taken.id, locale), locale);
  const values = {
    firstName: input.firstName,
    lastName: input.lastName,
    phoneCountryCode: input.phone ? input.phoneCountryCode : null,
    phone: input.phone,
    roleId: input.roleId,
    languageCode: input.languageCode,
    invitedBy: identity.userId,
  };
  const [created] = taken
    ? await db
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, taken.id))
        .returning()
    : await db
        .insert(users)
        .values({
          ...values,
          userType: "b2b",
          email: input.email,
          // Nobody knows this password: the invited user sets theirs through the link.
          passwordHash: await hashPassword(randomToken()),
          companyId: companyIdOf(identity),
          notificationPreferences: DEFAULT_NOTIFICATIONS,
        })
        .returning();
  const [inviter] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, company: companies.title })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, identity.userId));
  const token = await issueLinkToken(db, settings.JWT_SECRET, { email: created.email, purpose: "invitation", userType: "b2b" });
  await mailer.send(
    invitationMail({
      to: created.email,
      name: created.firstName,
      inviter: `${inviter.firstName} ${inviter.lastName}`,
      company: inviter.company,
      url: storefrontUrl(settings.STOREFRONT_URL, "acceptInvitation", input.languageCode, { token }),
      locale: input.languageCode,
      storeName: settings.STORE_NAME,
    }),
  );
  return findCompanyUser(db, identity, created.id, locale);
}

/**
 * Edits a user the caller may act on; deactivating one ends their sign-ins at once, and never leaves the company
 * without an active user holding every permission.
 */
export async function updateUser(
  deps: IdentityDeps,
  identity: Identity,
  userId: string,
  input: { firstName: string; lastName: string; phoneCountryCode: string | null; phone: string | null; isActive: boolean },
  locale: ApiLocale,
) {
  const deactivating = await changeKeepingFullAccess(deps.db, companyIdOf(identity), locale, async (tx) => {
    const before = await findCompanyUser(tx, identity, userId, locale);
    refuseUserBeyondHeld(before, locale);
    const deactivates = !input.isActive && before.status !== "deactivated";
    if (deactivates) refuseSelf(identity, userId, locale);
    await tx
      .update(users)
      .set({
        firstName: input.firstName,
        lastName: input.lastName,
        phoneCountryCode: input.phone ? input.phoneCountryCode : null,
        phone: input.phone,
        deactivatedAt: input.isActive ? null : before.status === "deactivated" ? undefined : new Date(),
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId));
    return deactivates;
  });
  if (deactivating) await revokeAllSignIns(deps, [userId]);
  return findCompanyUser(deps.db, identity, userId, locale);
}

/**
 * Deletes a user the caller may act on, never the caller nor the last active user holding every permission; their
 * sign-ins end with the account.
 */
export async function deleteUser(deps: IdentityDeps, identity: Identity, userId: string, locale: ApiLocale) {
  refuseUserBeyondHeld(await findCompanyUser(deps.db, identity, userId, locale), locale);
  refuseSelf(identity, userId, locale);
  // Their sign-ins end first: the refresh tokens go with the account, and the revocation list needs their ids.
  await revokeAllSignIns(deps, [userId]);
  await changeKeepingFullAccess(deps.db, companyIdOf(identity), locale, async (tx) => {
    await releaseCompanyAddresses(tx, userId);
    return tx.delete(users).where(eq(users.id, userId));
  });
}

/**
 * Gives another user, one the caller may act on, a role the caller holds all of; it counts from their next request
 * (api/plugins/auth.ts). Nobody changes their own role.
 */
export async function changeUserRole(deps: IdentityDeps, identity: Identity, userId: string, roleId: string, locale: ApiLocale) {
  await changeKeepingFullAccess(deps.db, companyIdOf(identity), locale, async (tx) => {
    const user = await findCompanyUser(tx, identity, userId, locale);
    refuseOwnRole(identity, userId, locale);
    refuseUserBeyondHeld(user, locale);
    await grantableRoleFor(tx, identity, roleId, locale);
    await tx.update(users).set({ roleId, updatedAt: new Date() }).where(eq(users.id, userId));
  });
  return findCompanyUser(deps.db, identity, userId, locale);
}
