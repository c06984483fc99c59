import type { FastifyInstance } from "fastify";
import { accountDefaults } from "../../config";
import countersPlugin from "../../plugins/counters";
import type { AppConfig } from "../../server";
import accountRoutes from "../accounts/routes";
import mailerPlugin from "../mail/mailer";
import mailDevRoutes from "../mail/routes";
import lookupRoutes from "../lookups/routes";
import authRoutes from "./auth-routes";
import resetRoutes from "./reset-routes";
import type { IdentitySettings } from "./settings";
import signupRoutes from "./signup-routes";

/** Identity, accounts, lookups and mail: their infrastructure first, then their routes. */
export async function registerAccounts(app: FastifyInstance, config: AppConfig) {
  const given = Object.fromEntries(Object.entries(config).filter(([, value]) => value !== undefined));
  const settings: IdentitySettings = { ...accountDefaults, ...given, JWT_SECRET: config.JWT_SECRET };

  await app.register(countersPlugin, { redisUrl: config.REDIS_URL });
  await app.register(mailerPlugin, { smtpUrl: settings.SMTP_URL, from: settings.MAIL_FROM });
  await app.register(authRoutes, { settings });
  await app.register(signupRoutes, { settings });
  await app.register(resetRoutes, { settings });
  await app.register(accountRoutes);
  await app.register(lookupRoutes);
  if (config.NODE_ENV !== "production") await app.register(mailDevRoutes);
}
