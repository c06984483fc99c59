import type { FastifyInstance } from "fastify";
import { authRoutes } from "./auth-routes";
import { resetRoutes } from "./reset-routes";
import type { IdentitySettings } from "./settings";
import { signupRoutes } from "./signup-routes";
import { userManagementRoutes } from "../user-management/routes";

/** Identity (mounted under /v1): sign-in and tokens, sign-up, password reset, the signed-in user's info, and a company's users and roles. */
export default async function identityRoutes(app: FastifyInstance, { settings }: { settings: IdentitySettings }) {
  const deps = { db: app.db, counters: app.counters, mailer: app.mailer, revocations: app.revocations, settings };
  await authRoutes(app, deps);
  await signupRoutes(app, deps);
  resetRoutes(app, deps);
  await userManagementRoutes(app, deps);
}
