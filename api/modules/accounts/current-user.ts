import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { users } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { requestLocale } from "../../lib/locale";
import { message } from "../../lib/messages";
import { identityOf } from "../../plugins/auth";

/** The caller's row; a token of a deleted user answers 401 like any invalid token. */
export async function currentUser(app: FastifyInstance, request: FastifyRequest) {
  const user = await app.db.query.users.findFirst({ where: eq(users.id, identityOf(request).userId) });
  if (!user) throw new AppError(401, message("unauthorized", requestLocale(request)));
  return user;
}
