import Fastify, { LogController, type FastifyServerOptions } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { ordersSettingsOf, type AccountsConfig, type Config, type OrdersConfig } from "./config";
import type { Database } from "./db/client";
import { answerClientError } from "./lib/client-errors";
import catalogRoutes from "./modules/catalog/routes";
import { createSearchIndex } from "./modules/catalog/search-index";
import contentRoutes from "./modules/content/routes";
import crmPlugin from "./modules/crm/plugin";
import accountRoutes from "./modules/accounts/routes";
import cartRoutes from "./modules/carts/routes";
import healthRoutes from "./modules/health/routes";
import identityRoutes from "./modules/identity/routes";
import { identitySettingsOf } from "./modules/identity/settings";
import lookupRoutes from "./modules/lookups/routes";
import mailerPlugin from "./modules/mail/mailer";
import mailDevRoutes from "./modules/mail/routes";
import newsletterRoutes from "./modules/newsletter/routes";
import checkoutRoutes from "./modules/checkout/routes";
import offersPlugin from "./modules/offers/plugin";
import ordersPlugin from "./modules/orders/plugin";
import { cardProvider } from "./modules/payments/card-provider";
import paymentsPlugin from "./modules/payments/plugin";
import returnRoutes from "./modules/returns/routes";
import authPlugin from "./plugins/auth";
import correlationPlugin, { correlationIdFor } from "./plugins/correlation";
import countersPlugin from "./plugins/counters";
import dbPlugin from "./plugins/db";
import idempotencyPlugin from "./plugins/idempotency";
import errorsPlugin, { frameworkErrorAnswer } from "./plugins/errors";
import inputGuardPlugin from "./plugins/input-guard";
import openapiPlugin from "./plugins/openapi";
import rateLimitPlugin from "./plugins/rate-limit";
import redisPlugin from "./plugins/redis";
import revocationsPlugin from "./plugins/revocations";
import securityHeadersPlugin from "./plugins/security-headers";

export type AppConfig = Pick<Config, "JWT_SECRET" | "TRUST_PROXY" | "BODY_LIMIT_BYTES" | "REDIS_URL" | "LOG_LEVEL" | "NODE_ENV"> &
  Partial<AccountsConfig> &
  Partial<OrdersConfig> &
  Partial<Pick<Config, "CATALOG_INDEX_STALENESS_MS">>;

/** Builds the API without listening: main.ts listens, tests call `app.inject`. */
export async function buildApp(config: AppConfig, db: Database, logger: FastifyServerOptions["logger"] = { level: config.LOG_LEVEL }) {
  const app = Fastify({
    logger,
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    logController: new LogController({ requestIdLogLabel: "correlationId" }),
    genReqId: (request) => correlationIdFor(request.headers["x-correlation-id"]),
    return503OnClosing: true,
    frameworkErrors: frameworkErrorAnswer,
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(inputGuardPlugin);
  await app.register(correlationPlugin);
  await app.register(dbPlugin, { db });
  await app.register(redisPlugin, { url: config.REDIS_URL });
  const identitySettings = identitySettingsOf(config);
  await app.register(revocationsPlugin, { accessTokenTtlSeconds: identitySettings.ACCESS_TOKEN_TTL_SECONDS });
  await app.register(authPlugin, { jwtSecret: config.JWT_SECRET });
  await app.register(rateLimitPlugin);
  await app.register(idempotencyPlugin);
  await app.register(countersPlugin);
  await app.register(openapiPlugin);

  // The catalog's in-memory search index: the product list answers from it, readiness waits for it.
  const searchIndex = createSearchIndex(db, { stalenessMs: config.CATALOG_INDEX_STALENESS_MS ?? 1000 });
  await app.register(healthRoutes, { prefix: "/v1", searchIndex });
  await app.register(contentRoutes, { prefix: "/v1" });
  await app.register(lookupRoutes, { prefix: "/v1" });
  const orderSettings = ordersSettingsOf(config);
  // What the order and return mails name and link to.
  const mail = { storeName: identitySettings.STORE_NAME, storefrontUrl: identitySettings.STOREFRONT_URL };
  const provider = cardProvider(orderSettings, identitySettings.STOREFRONT_URL, app.log, config.NODE_ENV === "production");
  await app.register(paymentsPlugin, { prefix: "/v1", provider, mail });
  if (config.NODE_ENV !== "production") await app.register(mailDevRoutes, { prefix: "/v1" });
  await app.register(crmPlugin, { prefix: "/v1", ...mail, salesEmail: orderSettings.SALES_EMAIL });
  await app.register(catalogRoutes, { prefix: "/v1", searchIndex });
  await app.register(cartRoutes, { prefix: "/v1", shareSecret: config.JWT_SECRET, storeName: identitySettings.STORE_NAME, searchIndex });
  await app.register(offersPlugin, { prefix: "/v1", ...mail, salesEmail: orderSettings.SALES_EMAIL });
  await app.register(newsletterRoutes, { prefix: "/v1", ...mail, secret: config.JWT_SECRET });
  await app.register(checkoutRoutes, { prefix: "/v1", provider, storeName: identitySettings.STORE_NAME });
  await app.register(ordersPlugin, {
    prefix: "/v1",
    devRoutes: config.NODE_ENV !== "production",
    orders: {
      provider,
      ...mail,
      cardPaymentMinutes: orderSettings.CARD_PAYMENT_MINUTES,
      eftPaymentDays: orderSettings.EFT_PAYMENT_DAYS,
      guestUnpaid: {
        eftPaymentHours: orderSettings.GUEST_EFT_PAYMENT_HOURS,
        maxOrders: orderSettings.GUEST_UNPAID_ORDERS_MAX,
        maxValueUsd: orderSettings.GUEST_UNPAID_VALUE_MAX_USD,
      },
      seller: {
        title: orderSettings.SELLER_TITLE,
        address: orderSettings.SELLER_ADDRESS,
        taxOffice: orderSettings.SELLER_TAX_OFFICE,
        taxNumber: orderSettings.SELLER_TAX_NUMBER,
        mersisNumber: orderSettings.SELLER_MERSIS_NUMBER,
      },
    },
  });
  await app.register(returnRoutes, {
    prefix: "/v1",
    mail,
  });
  await app.register(mailerPlugin, {
    smtpUrl: identitySettings.SMTP_URL,
    from: identitySettings.MAIL_FROM,
    limits: {
      perAddressHourly: identitySettings.MAIL_PER_ADDRESS_HOURLY,
      perAddressDaily: identitySettings.MAIL_PER_ADDRESS_DAILY,
      breakerPerMinute: identitySettings.MAIL_BREAKER_PER_MINUTE,
      breakerOpenSeconds: identitySettings.MAIL_BREAKER_OPEN_SECONDS,
    },
  });
  await app.register(identityRoutes, { prefix: "/v1", settings: identitySettings });
  await app.register(accountRoutes, { prefix: "/v1" });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
