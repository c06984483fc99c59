import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/errors";
import { successSchema } from "../../lib/envelope";
import { requestLocale } from "../../lib/locale";
import { message } from "../../lib/messages";
import { identityOf, requireUser } from "../../plugins/auth";
import { identityMessage } from "./messages";
import { resourceAccessOf } from "./permissions";
import { loginBody, refreshTokenBody, tokenRecordSchema } from "./schemas";
import { signIn } from "./service";
import type { IdentitySettings } from "./settings";
import { permissionsOf, revokeSignIn, rotateRefreshToken } from "./tokens";

const signInLimit = { rateLimit: { max: 30, timeWindow: "1 minute" } };

const userInfoSchema = z.object({
  userInfo: z.object({
    id: z.string(),
    name: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    userType: z.enum(["b2b", "b2c"]),
    languageCode: z.enum(["tr", "en"]),
    companyId: z.string().nullable(),
    companyName: z.string().nullable(),
    roleName: z.string().nullable(),
    isCompanyAdmin: z.boolean(),
  }),
  tokenInfo: z.object({
    resourceAccess: z.record(z.string(), z.object({ roles: z.array(z.string()) })),
    expiresAt: z.number(),
  }),
});

/** Sign-in, token refresh, sign-out and who-am-I (spec sections 3, 4 and 7). */
const authRoutes: FastifyPluginAsyncZod<{ settings: IdentitySettings }> = async (app, { settings }) => {
  for (const [path, userType, summary] of [
    ["/v1/identity/auth/login", "b2b", "Business sign-in"],
    ["/v1/identity/auth/login-email", "b2c", "Consumer sign-in"],
  ] as const) {
    app.post(
      path,
      { schema: { tags: ["identity"], summary, body: loginBody, response: { 200: successSchema(tokenRecordSchema) } }, config: signInLimit },
      async (request) => ({ success: true as const, data: await signIn(app, settings, { ...request.body, userType }, requestLocale(request)) }),
    );
  }

  app.post(
    "/v1/identity/auth/refresh-token",
    {
      schema: { tags: ["identity"], summary: "Rotate the refresh token", body: refreshTokenBody, response: { 200: successSchema(tokenRecordSchema) } },
      config: { rateLimit: { max: 60, timeWindow: "1 minute" } },
    },
    async (request) => {
      const tokens = await rotateRefreshToken(app.db, request.body.refreshToken, { ...settings });
      if (!tokens) throw new AppError(401, identityMessage("refreshInvalid", requestLocale(request)));
      return { success: true as const, data: tokens };
    },
  );

  app.post(
    "/v1/identity/auth/sign-out",
    { schema: { tags: ["identity"], summary: "Revoke the sign-in of a refresh token", body: refreshTokenBody, response: { 200: successSchema(z.null()) } } },
    async (request) => {
      await revokeSignIn(app.db, request.body.refreshToken, settings.JWT_SECRET);
      return { success: true as const, message: identityMessage("signedOut", requestLocale(request)), data: null };
    },
  );

  app.get(
    "/v1/identity/users/me/info",
    {
      schema: { tags: ["identity"], summary: "The signed-in user and their token info", security: [{ bearer: [] }], response: { 200: successSchema(userInfoSchema) } },
      preHandler: requireUser,
    },
    async (request) => {
      const identity = identityOf(request);
      const user = await app.db.query.users.findFirst({ where: (users, { eq }) => eq(users.id, identity.userId), with: { company: true, role: true } });
      if (!user) throw new AppError(401, message("unauthorized", requestLocale(request)));
      const permissions = await permissionsOf(app.db, user);
      return {
        success: true as const,
        data: {
          userInfo: {
            id: user.id,
            name: `${user.firstName} ${user.lastName}`,
            firstName: user.firstName,
            lastName: user.lastName,
            email: user.email,
            userType: user.userType,
            languageCode: user.languageCode,
            companyId: user.companyId,
            companyName: user.company?.title ?? null,
            roleName: user.role?.name ?? null,
            isCompanyAdmin: user.role?.isAdmin ?? false,
          },
          tokenInfo: { resourceAccess: resourceAccessOf(permissions), expiresAt: accessTokenExpiry(request.headers.authorization) },
        },
      };
    },
  );
};

/** The exp claim of the presented access token (its signature was verified by the auth plugin). */
function accessTokenExpiry(header: string | undefined): number {
  const payload = header?.split(".")[1];
  if (!payload) return 0;
  return (JSON.parse(Buffer.from(payload, "base64url").toString()) as { exp?: number }).exp ?? 0;
}

export default authRoutes;
