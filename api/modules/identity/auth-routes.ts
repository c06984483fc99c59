import type { FastifyInstance } from "fastify";
import { businessSignIn, consumerSignIn, refreshToken, signOut, userInfo } from "@contract/api/identity/operations";
import { AppError } from "../../lib/errors";
import { requestLocale } from "../../lib/locale";
import { text } from "../../lib/messages";
import { route } from "../../lib/route";
import { guardSignedIn, identityOf } from "../../plugins/auth";
import { signIn } from "./service";
import type { IdentityDeps } from "./settings";
import { revokeSignIn, rotateRefreshToken } from "./tokens";
import { accessTokenExpiry, userInfoOf } from "./user-info";

const signInLimit = { rateLimit: { max: 30, timeWindow: "1 minute" } };

/** Sign-in, token refresh, sign-out and who-am-I (docs/spec.md §3, §4 and §7). */
export async function authRoutes(app: FastifyInstance, deps: IdentityDeps) {
  // One sign-in per user type: business users at login, consumers at login-email.
  route(
    app,
    businessSignIn,
    async (request) => ({ success: true, data: await signIn(deps, { ...request.body, userType: "b2b" }, requestLocale(request)) }),
    { config: signInLimit },
  );
  route(
    app,
    consumerSignIn,
    async (request) => ({ success: true, data: await signIn(deps, { ...request.body, userType: "b2c" }, requestLocale(request)) }),
    { config: signInLimit },
  );

  route(
    app,
    refreshToken,
    async (request) => {
      const tokens = await rotateRefreshToken(deps, request.body.refreshToken, deps.settings);
      if (!tokens) throw new AppError(401, text("identity.refreshInvalid", requestLocale(request)));
      return { success: true, data: tokens };
    },
    { config: { rateLimit: { max: 60, timeWindow: "1 minute" } } },
  );

  route(app, signOut, async (request) => {
    await revokeSignIn(deps, request.body.refreshToken, deps.settings.JWT_SECRET);
    return { success: true, message: text("identity.signedOut", requestLocale(request)), data: null };
  });

  await app.register(async (signedIn) => {
    guardSignedIn(signedIn);
    route(signedIn, userInfo, async (request) => {
      const expiresAt = accessTokenExpiry(request.headers.authorization);
      return { success: true, data: await userInfoOf(deps.db, identityOf(request), expiresAt, requestLocale(request)) };
    });
  });
}
