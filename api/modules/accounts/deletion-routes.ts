import { and, count, eq, ne } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { accountDeletionRequests, companyRoles, users, type User } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { successSchema } from "../../lib/envelope";
import { requestLocale, type ApiLocale } from "../../lib/locale";
import { message } from "../../lib/messages";
import { passwordMatches } from "../../lib/passwords";
import { requireUser } from "../../plugins/auth";
import { identityMessage } from "../identity/messages";
import { currentUser } from "./current-user";

const texts = {
  adminWithUsers: {
    tr: "Firmanızda başka kullanıcılar var; hesabınızı silmeden önce yönetici rolünü başka bir kullanıcıya verin ya da kullanıcıları kaldırın",
    en: "Your company has other users; give the administrator role to another user or remove the users before deleting your account",
  },
  pending: { tr: "Zaten bekleyen bir hesap silme talebiniz var", en: "You already have a pending account deletion request" },
  requested: { tr: "Hesap silme talebiniz alındı", en: "Your account deletion request has been received" },
  withdrawn: { tr: "Hesap silme talebiniz geri alındı", en: "Your account deletion request has been withdrawn" },
} as const;

const requestSchema = z.object({ id: z.string(), status: z.enum(["pending", "withdrawn", "completed"]), reason: z.string().nullable(), createdAt: z.string() });
const checkSchema = z.object({ canDelete: z.boolean(), blockers: z.array(z.string()), pendingRequest: requestSchema.nullable() });

async function pendingRequestOf(app: FastifyInstance, userId: string) {
  const row = await app.db.query.accountDeletionRequests.findFirst({
    where: and(eq(accountDeletionRequests.userId, userId), eq(accountDeletionRequests.status, "pending")),
  });
  return row ? { id: row.id, status: row.status, reason: row.reason, createdAt: row.createdAt.toISOString() } : null;
}

/** What stands in the way of deleting the account; empty means it may be requested. */
async function blockersOf(app: FastifyInstance, user: User, locale: ApiLocale): Promise<string[]> {
  if (user.userType !== "b2b" || !user.companyId || !user.roleId) return [];
  const role = await app.db.query.companyRoles.findFirst({ where: eq(companyRoles.id, user.roleId) });
  if (!role?.isAdmin) return [];
  const [{ others }] = await app.db
    .select({ others: count() })
    .from(users)
    .where(and(eq(users.companyId, user.companyId), ne(users.id, user.id)));
  return others > 0 ? [texts.adminWithUsers[locale]] : [];
}

/** The account deletion request: a check first, then a request confirmed with the password, which can be withdrawn. */
const deletionRoutes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ bearer: [] }];

  app.get(
    "/v1/identity/users/me/account-deletion-request/check",
    { schema: { tags: ["accounts"], summary: "May the account be deleted?", security, response: { 200: successSchema(checkSchema) } }, preHandler: requireUser },
    async (request) => {
      const user = await currentUser(app, request);
      const blockers = await blockersOf(app, user, requestLocale(request));
      const pendingRequest = await pendingRequestOf(app, user.id);
      return { success: true as const, data: { canDelete: blockers.length === 0 && !pendingRequest, blockers, pendingRequest } };
    },
  );

  app.post(
    "/v1/identity/users/me/account-deletion-request",
    {
      schema: {
        tags: ["accounts"],
        summary: "Ask for the account to be deleted",
        security,
        body: z.object({ password: z.string().min(1).max(128), reason: z.string().trim().max(1000).optional() }),
        response: { 201: successSchema(requestSchema) },
      },
      preHandler: requireUser,
      config: { rateLimit: { max: 10, timeWindow: "1 minute" } },
    },
    async (request, reply) => {
      const locale = requestLocale(request);
      const user = await currentUser(app, request);
      if (!(await passwordMatches(user.passwordHash, request.body.password))) {
        const text = identityMessage("currentPasswordWrong", locale);
        throw new AppError(400, text, [{ field: "password", message: text }]);
      }
      const blockers = await blockersOf(app, user, locale);
      if (blockers.length) throw new AppError(409, blockers[0]);
      if (await pendingRequestOf(app, user.id)) throw new AppError(409, texts.pending[locale]);
      const [row] = await app.db.insert(accountDeletionRequests).values({ userId: user.id, reason: request.body.reason || null }).returning();
      return reply.status(201).send({
        success: true as const,
        message: texts.requested[locale],
        data: { id: row.id, status: row.status, reason: row.reason, createdAt: row.createdAt.toISOString() },
      });
    },
  );

  app.delete(
    "/v1/identity/users/me/account-deletion-request",
    { schema: { tags: ["accounts"], summary: "Withdraw the pending deletion request", security, response: { 200: successSchema(z.null()) } }, preHandler: requireUser },
    async (request) => {
      const locale = requestLocale(request);
      const user = await currentUser(app, request);
      const [row] = await app.db
        .update(accountDeletionRequests)
        .set({ status: "withdrawn", resolvedAt: new Date() })
        .where(and(eq(accountDeletionRequests.userId, user.id), eq(accountDeletionRequests.status, "pending")))
        .returning({ id: accountDeletionRequests.id });
      if (!row) throw new AppError(404, message("notFound", locale));
      return { success: true as const, message: texts.withdrawn[locale], data: null };
    },
  );
};

export default deletionRoutes;
