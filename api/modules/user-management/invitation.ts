import { and, eq, isNotNull, isNull } from "drizzle-orm";
import { users } from "../../db/schema";
import { AppError } from "../../lib/errors";
import type { ApiLocale } from "../../lib/locale";
import { text } from "../../lib/messages";
import { hashPassword } from "../../lib/passwords";
import { consumeLinkToken } from "../identity/otp";
import type { IdentityDeps } from "../identity/settings";

/**
 * An invited sub-user's first password: the invitation link's token is spent once, and the account, still waiting
 * and not deactivated meanwhile, becomes active with the agreements accepted now.
 */
export async function acceptInvitation({ db, settings }: IdentityDeps, input: { token: string; password: string }, locale: ApiLocale) {
  const invalid = () => new AppError(400, text("userManagement.invitationInvalid", locale));
  const link = await consumeLinkToken(db, settings.JWT_SECRET, "invitation", input.token);
  if (!link) throw invalid();
  const now = new Date();
  const [user] = await db
    .update(users)
    .set({
      passwordHash: await hashPassword(input.password),
      emailVerifiedAt: now,
      membershipAgreementAcceptedAt: now,
      kvkkAcceptedAt: now,
      updatedAt: now,
    })
    .where(
      and(
        eq(users.email, link.email),
        eq(users.userType, "b2b"),
        isNotNull(users.invitedBy),
        isNull(users.emailVerifiedAt),
        isNull(users.deactivatedAt),
      ),
    )
    .returning({ email: users.email });
  if (!user) throw invalid();
  return user;
}
