import { and, count, eq, ne } from "drizzle-orm";
import type { z } from "zod";
import type { AccountDeletionCheck, AccountDeletionRequest } from "@contract/api/accounts/responses";
import type { accountDeletionBody } from "@contract/api/accounts/schemas";
import type { Database } from "../../db/client";
import { accountDeletionRequests, companyRoles, users, type User } from "../../db/schema";
import { AppError } from "../../lib/errors";
import type { ApiLocale } from "../../lib/locale";
import { message, text } from "../../lib/messages";
import { passwordMatches } from "../../lib/passwords";

// The account deletion request: a check first, then a request confirmed with the password, which can be withdrawn.

const requestOut = (row: typeof accountDeletionRequests.$inferSelect): AccountDeletionRequest => ({
  id: row.id,
  status: row.status,
  reason: row.reason,
  createdAt: row.createdAt.toISOString(),
});

async function pendingRequestOf(db: Database, userId: string) {
  const row = await db.query.accountDeletionRequests.findFirst({
    where: and(eq(accountDeletionRequests.userId, userId), eq(accountDeletionRequests.status, "pending")),
  });
  return row ? requestOut(row) : null;
}

/** What stands in the way of deleting the account; empty means it may be requested. */
async function blockersOf(db: Database, user: User, locale: ApiLocale): Promise<string[]> {
  if (user.userType !== "b2b" || !user.companyId || !user.roleId) return [];
  const role = await db.query.companyRoles.findFirst({ where: eq(companyRoles.id, user.roleId) });
  if (!role?.isAdmin) return [];
  const [{ others }] = await db
    .select({ others: count() })
    .from(users)
    .where(and(eq(users.companyId, user.companyId), ne(users.id, user.id)));
  return others > 0 ? [text("accounts.adminWithUsers", locale)] : [];
}

export async function deletionCheck(db: Database, user: User, locale: ApiLocale): Promise<AccountDeletionCheck> {
  const blockers = await blockersOf(db, user, locale);
  const pendingRequest = await pendingRequestOf(db, user.id);
  return { canDelete: blockers.length === 0 && !pendingRequest, blockers, pendingRequest };
}

/** A wrong password answers 400 on its field; a blocker or a pending request 409. */
export async function requestDeletion(db: Database, user: User, body: z.output<typeof accountDeletionBody>, locale: ApiLocale) {
  if (!(await passwordMatches(user.passwordHash, body.password))) {
    const wrong = text("identity.currentPasswordWrong", locale);
    throw new AppError(400, wrong, [{ field: "password", message: wrong }]);
  }
  const blockers = await blockersOf(db, user, locale);
  if (blockers.length) throw new AppError(409, blockers[0]);
  if (await pendingRequestOf(db, user.id)) throw new AppError(409, text("accounts.deletionPending", locale));
  const [row] = await db.insert(accountDeletionRequests).values({ userId: user.id, reason: body.reason }).returning();
  return requestOut(row);
}

/** Withdraws the pending request; none pending answers 404. */
export async function withdrawDeletion(db: Database, userId: string, locale: ApiLocale) {
  const [row] = await db
    .update(accountDeletionRequests)
    .set({ status: "withdrawn", resolvedAt: new Date() })
    .where(and(eq(accountDeletionRequests.userId, userId), eq(accountDeletionRequests.status, "pending")))
    .returning({ id: accountDeletionRequests.id });
  if (!row) throw new AppError(404, message("notFound", locale));
}
