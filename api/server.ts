import Fastify, { LogController, type FastifyServerOptions } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { ordersSettingsOf, ratesSettingsOf, type AccountsConfig, type Config, type OrdersConfig, type RatesConfig } from "./config";
import type { Database } from "./db/client";
import { answerClientError } from "./lib/client-errors";
import { sellerOf } from "./lib/seller";
import bomRequestRoutes from "./modules/bom/request-routes";
import bomRoutes from "./modules/bom/routes";
import { sharedBomKey } from "./modules/bom/shared";
import sharedBomRoutes from "./modules/bom/shared-routes";
import catalogRoutes from "./modules/catalog/routes";
import { createSearchIndex } from "./modules/catalog/search-index";
import contentRoutes from "./modules/content/routes";
import crmPlugin from "./modules/crm/plugin";
import accountRoutes from "./modules/accounts/routes";
import customerReferenceRoutes from "./modules/customer-references/routes";
import backOfficeRoutes from "./modules/back-office/routes";
import catalogDeskRoutes from "./modules/catalog-desk/routes";
import currentAccountRoutes from "./modules/current-account/routes";
import dashboardRoutes from "./modules/dashboard/routes";
import customerDeskRoutes from "./modules/customers/routes";
import projectRoutes from "./modules/projects/routes";
import specialProductRoutes from "./modules/special-products/routes";
import { offerLinkKey } from "./modules/requests-desk/offer-link";
import offerRoutes from "./modules/requests-desk/offer-routes";
import requestDeskRoutes from "./modules/requests-desk/routes";
import cartRoutes from "./modules/carts/routes";
import favoritesRoutes from "./modules/favorites/routes";
import healthRoutes from "./modules/health/routes";
import identityRoutes from "./modules/identity/routes";
import { identitySettingsOf } from "./modules/identity/settings";
import lookupRoutes from "./modules/lookups/routes";
import mailerPlugin from "./modules/mail/mailer";
import mailDevRoutes from "./modules/mail/routes";
import newsletterRoutes from "./modules/newsletter/routes";
import checkoutRoutes from "./modules/checkout/routes";
import offersPlugin from "./modules/offers/plugin";
import { orderLinkKey } from "./modules/orders/order-link";
import ordersPlugin from "./modules/orders/plugin";
import { cardProvider } from "./modules/payments/card-provider";
import { installmentCapsOf } from "./modules/payments/installment-caps";
import paymentsPlugin from "./modules/payments/plugin";
import ratesPlugin from "./modules/rates/plugin";
import reconciliationRoutes from "./modules/reconciliation/routes";
import returnRoutes from "./modules/returns/routes";
import authPlugin from "./plugins/auth";
import correlationPlugin, { correlationIdFor } from "./plugins/correlation";
import requestLogPlugin from "./plugins/request-log";
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
import answerBytesPlugin from "./plugins/answer-bytes";

export type AppConfig = Pick<Config, "JWT_SECRET" | "TRUST_PROXY" | "BODY_LIMIT_BYTES" | "REDIS_URL" | "LOG_LEVEL" | "NODE_ENV"> &
  Partial<AccountsConfig> &
  Partial<OrdersConfig> &
  Partial<RatesConfig> &
  Partial<Pick<Config, "CATALOG_INDEX_STALENESS_MS">>;

/** Builds the API without listening: main.ts listens, tests call `app.inject`. */
export async function buildApp(config: AppConfig, db: Database, logger: FastifyServerOptions["logger"] = { level: config.LOG_LEVEL }) {
  const app = Fastify({
    logger,
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    // One line per request instead of Fastify's two: plugins/request-log.ts.
    logController: new LogController({ requestIdLogLabel: "correlationId", disableRequestLogging: true }),
    genReqId: (request) => correlationIdFor(request.headers["x-correlation-id"]),
    return503OnClosing: true,
    frameworkErrors: frameworkErrorAnswer,
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(answerBytesPlugin);
  await app.register(inputGuardPlugin);
  await app.register(correlationPlugin);
  await app.register(requestLogPlugin);
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
  // One seller for every document and mail (api/lib/seller.ts), read from the configuration here only.
  app.decorate("seller", sellerOf(orderSettings));
  app.decorate("invoicing", {
    seller: app.seller,
    series: orderSettings.INVOICE_SERIES,
    companyProfile: orderSettings.INVOICE_COMPANY_PROFILE,
  });
  // What the order and return mails name and link to (a guest's order by a signed link).
  const mail = {
    storeName: identitySettings.STORE_NAME,
    storefrontUrl: identitySettings.STOREFRONT_URL,
    orderLinkKey: orderLinkKey(config.JWT_SECRET),
  };
  const provider = cardProvider(orderSettings, identitySettings.STOREFRONT_URL, app.log, config.NODE_ENV === "production");
  await app.register(paymentsPlugin, { prefix: "/v1", provider, mail });
  if (config.NODE_ENV !== "production") await app.register(mailDevRoutes, { prefix: "/v1" });
  await app.register(crmPlugin, { prefix: "/v1", ...mail, salesEmail: orderSettings.SALES_EMAIL });
  await app.register(catalogRoutes, { prefix: "/v1", searchIndex });
  await app.register(bomRoutes, { prefix: "/v1", searchIndex });
  await app.register(sharedBomRoutes, {
    prefix: "/v1",
    storefrontUrl: identitySettings.STOREFRONT_URL,
    linkKey: sharedBomKey(config.JWT_SECRET),
  });
  await app.register(cartRoutes, { prefix: "/v1", shareSecret: config.JWT_SECRET, storeName: identitySettings.STORE_NAME, searchIndex });
  await app.register(favoritesRoutes, { prefix: "/v1" });
  await app.register(offersPlugin, { prefix: "/v1", ...mail, salesEmail: orderSettings.SALES_EMAIL });
  await app.register(bomRequestRoutes, { prefix: "/v1", ...mail, salesEmail: orderSettings.SALES_EMAIL });
  await app.register(newsletterRoutes, { prefix: "/v1", ...mail, secret: config.JWT_SECRET });
  const installmentCaps = installmentCapsOf(orderSettings);
  await app.register(checkoutRoutes, { prefix: "/v1", provider, storeName: identitySettings.STORE_NAME, installmentCaps });
  await app.register(ordersPlugin, {
    prefix: "/v1",
    orders: {
      provider,
      installmentCaps,
      ...mail,
      cardPaymentMinutes: orderSettings.CARD_PAYMENT_MINUTES,
      eftPaymentDays: orderSettings.EFT_PAYMENT_DAYS,
      guestUnpaid: {
        eftPaymentHours: orderSettings.GUEST_EFT_PAYMENT_HOURS,
        maxOrders: orderSettings.GUEST_UNPAID_ORDERS_MAX,
        maxValueUsd: orderSettings.GUEST_UNPAID_VALUE_MAX_USD,
      },
      seller: app.seller,
      invoicing: app.invoicing,
    },
  });
  const rates = ratesSettingsOf(config);
  await app.register(ratesPlugin, {
    prefix: "/v1",
    schedule:
      (rates.RATES_FETCH ?? (config.NODE_ENV === "production" ? "on" : "off")) === "on"
        ? {
            url: rates.RATES_SOURCE_URL,
            timeoutMs: rates.RATES_FETCH_TIMEOUT_MS,
            time: rates.RATES_FETCH_TIME,
            retries: rates.RATES_FETCH_RETRIES,
            retryDelayMs: rates.RATES_RETRY_SECONDS * 1000,
          }
        : null,
  });
  await app.register(reconciliationRoutes, { prefix: "/v1", mail });
  await app.register(returnRoutes, {
    prefix: "/v1",
    mail,
    provider,
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
  await app.register(backOfficeRoutes, { prefix: "/v1", settings: identitySettings });
  await app.register(customerDeskRoutes, { prefix: "/v1", mail });
  await app.register(currentAccountRoutes, { prefix: "/v1", mail });
  await app.register(projectRoutes, { prefix: "/v1" });
  await app.register(specialProductRoutes, { prefix: "/v1" });
  await app.register(catalogDeskRoutes, { prefix: "/v1" });
  await app.register(requestDeskRoutes, { prefix: "/v1", mail });
  await app.register(offerRoutes, { prefix: "/v1", mail, offerLinkKey: offerLinkKey(config.JWT_SECRET) });
  await app.register(accountRoutes, { prefix: "/v1" });
  await app.register(customerReferenceRoutes, { prefix: "/v1" });
  await app.register(dashboardRoutes, { prefix: "/v1" });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
