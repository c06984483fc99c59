import type { FastifyInstance } from "fastify";
import { accountDefaults } from "../../config";
import type { AppConfig } from "../../server";
import accountRoutes from "../accounts/routes";
import mailerPlugin from "../mail/mailer";
import identityRoutes from "./routes";
import type { IdentitySettings } from "./settings";

/** Identity and accounts: the mailer first, then their routes. */
export async function registerAccounts(app: FastifyInstance, config: AppConfig) {
  const given = Object.fromEntries(Object.entries(config).filter(([, value]) => value !== undefined));
  const settings: IdentitySettings = { ...accountDefaults, ...given, JWT_SECRET: config.JWT_SECRET };

  await app.register(mailerPlugin, { smtpUrl: settings.SMTP_URL, from: settings.MAIL_FROM });
  await app.register(identityRoutes, { prefix: "/v1", settings });
  await app.register(accountRoutes, { prefix: "/v1" });
}
