import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { requestLocale } from "../../lib/locale";
import { message } from "../../lib/messages";
import { identityOf } from "../../plugins/auth";

/** The caller's row; a token of a deleted user answers 401 like any invalid token. */
export async function currentUser(db: Database, request: FastifyRequest) {
  const user = await db.query.users.findFirst({ where: eq(users.id, identityOf(request).userId) });
  if (!user) throw new AppError(401, message("unauthorized", requestLocale(request)));
  return user;
}
