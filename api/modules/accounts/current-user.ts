import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { requestLocale, type ApiLocale } from "../../lib/locale";
import { message } from "../../lib/messages";
import { identityOf } from "../../plugins/auth";

/** The caller's row; a token of a deleted user answers 401 like any invalid token. */
export async function currentUser(db: Database, request: FastifyRequest) {
  return findCurrentUser(db, identityOf(request).userId, requestLocale(request));
}

/** The signed-in user `userId`'s row, else 401 in `locale` (a token of a deleted user). */
export async function findCurrentUser(db: Database, userId: string, locale: ApiLocale) {
  const user = await db.query.users.findFirst({ where: eq(users.id, userId) });
  if (!user) throw new AppError(401, message("unauthorized", locale));
  return user;
}
