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
import { changeKeepingAManager } from "./managers";
import { companyRoleFor, findCompanyUser, refuseSelf } from "./users";

const companyIdOf = (identity: Identity) => identity.companyId as string;

/**
 * Invites a sub-user: the account is made with the role, unverified and with an unusable password, and the
 * activation link mailed in the chosen language sets the first password (api/modules/user-management/invitation.ts).
 * Inviting again someone of the company who has not accepted yet (a lost mail, an expired link) sends a new link with
 * the names and role given now; any other account with the e-mail is a 409.
 */
export async function inviteUser(deps: IdentityDeps, identity: Identity, input: InviteUserInput, locale: ApiLocale) {
  const { db, mailer, settings } = deps;
  await companyRoleFor(db, identity, input.roleId, locale);
  const taken = await db.query.users.findFirst({ where: and(eq(users.email, input.email), eq(users.userType, "b2b")) });
  const waiting = taken && taken.companyId === identity.companyId && taken.invitedBy && !taken.emailVerifiedAt && !taken.deactivatedAt;
  if (taken && !waiting) {
    const problem = text("userManagement.emailTaken", locale);
    throw new AppError(409, problem, [{ field: "email", message: problem }]);
  }
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

/** Edits a user; deactivating one ends their sign-ins at once, and never leaves the company without a user manager. */
export async function updateUser(
  deps: IdentityDeps,
  identity: Identity,
  userId: string,
  input: { firstName: string; lastName: string; phoneCountryCode: string | null; phone: string | null; isActive: boolean },
  locale: ApiLocale,
) {
  const before = await findCompanyUser(deps.db, identity, userId, locale);
  const deactivating = !input.isActive && before.status !== "deactivated";
  if (deactivating) refuseSelf(identity, userId, locale);
  await changeKeepingAManager(deps.db, companyIdOf(identity), locale, (tx) =>
    tx
      .update(users)
      .set({
        firstName: input.firstName,
        lastName: input.lastName,
        phoneCountryCode: input.phone ? input.phoneCountryCode : null,
        phone: input.phone,
        deactivatedAt: input.isActive ? null : before.status === "deactivated" ? undefined : new Date(),
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId)),
  );
  if (deactivating) await revokeAllSignIns(deps, [userId]);
  return findCompanyUser(deps.db, identity, userId, locale);
}

/** Deletes a user of the company, never the caller nor the last user manager; their sign-ins end with the account. */
export async function deleteUser(deps: IdentityDeps, identity: Identity, userId: string, locale: ApiLocale) {
  await findCompanyUser(deps.db, identity, userId, locale);
  refuseSelf(identity, userId, locale);
  // Their sign-ins end first: the refresh tokens go with the account, and the revocation list needs their ids.
  await revokeAllSignIns(deps, [userId]);
  await changeKeepingAManager(deps.db, companyIdOf(identity), locale, (tx) => tx.delete(users).where(eq(users.id, userId)));
}

/** Gives a user another role of the company; it counts from their next request (api/plugins/auth.ts). */
export async function changeUserRole(deps: IdentityDeps, identity: Identity, userId: string, roleId: string, locale: ApiLocale) {
  await findCompanyUser(deps.db, identity, userId, locale);
  await changeKeepingAManager(deps.db, companyIdOf(identity), locale, async (tx) => {
    await companyRoleFor(tx, identity, roleId, locale);
    await tx.update(users).set({ roleId, updatedAt: new Date() }).where(eq(users.id, userId));
  });
  return findCompanyUser(deps.db, identity, userId, locale);
}
