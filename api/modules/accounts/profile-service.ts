import type { z } from "zod";
import { eq } from "drizzle-orm";
import type { UserProfile } from "@contract/api/accounts/responses";
import type { changePasswordBody, profileBody } from "@contract/api/accounts/schemas";
import type { Database } from "../../db/client";
import { users, type User } from "../../db/schema";
import { AppError } from "../../lib/errors";
import type { ApiLocale } from "../../lib/locale";
import { text } from "../../lib/messages";
import { hashPassword, passwordMatches } from "../../lib/passwords";
import { revokeAllSignIns, type SignIns } from "../identity/tokens";

/** The profile of a user, with the company they belong to and their role in it (business users). */
export async function profileOf(db: Database, user: User): Promise<UserProfile> {
  const withCompany = await db.query.users.findFirst({ where: eq(users.id, user.id), with: { company: true, role: true } });
  const company = withCompany?.company
    ? {
        id: withCompany.company.id,
        title: withCompany.company.title,
        roleName: withCompany.role?.name ?? null,
        isAdmin: withCompany.role?.isAdmin ?? false,
      }
    : null;
  const { userType, firstName, lastName, email, phoneCountryCode, phone, genderCode, birthDate, titleCode } = user;
  return { userType, firstName, lastName, email, phoneCountryCode, phone, genderCode, birthDate, titleCode, company };
}

export async function updateProfile(db: Database, user: User, body: z.output<typeof profileBody>): Promise<UserProfile> {
  // Birth date belongs to consumers, job title to business users.
  const values = {
    ...body,
    birthDate: user.userType === "b2c" ? body.birthDate : null,
    titleCode: user.userType === "b2b" ? body.titleCode : null,
  };
  const [updated] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, user.id))
    .returning();
  return profileOf(db, updated);
}

/** A new password after the current one is confirmed; every sign-in of the user ends (they sign in again). */
export async function changePassword(
  { db, revocations }: SignIns,
  user: User,
  body: z.output<typeof changePasswordBody>,
  locale: ApiLocale,
) {
  if (!(await passwordMatches(user.passwordHash, body.currentPassword))) {
    const wrong = text("identity.currentPasswordWrong", locale);
    throw new AppError(400, wrong, [{ field: "currentPassword", message: wrong }]);
  }
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(body.newPassword), updatedAt: new Date() })
    .where(eq(users.id, user.id));
  await revokeAllSignIns({ db, revocations }, [user.id]);
}
