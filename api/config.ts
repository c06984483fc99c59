import { z } from "zod";

const listOf = (value: string) =>
  value
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);

/** Identity, mail and upload settings; every one has a default, so `accountDefaults` completes a partial config. */
const accountsEnv = z.object({
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(3600).default(300),
  REFRESH_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(300)
    .default(60 * 60 * 24 * 30),
  // A refresh token presented again this soon after its first use gets a new pair instead of ending the
  // sign-in: storefront processes refreshing one sign-in at once all present the same token. 0: no grace.
  REFRESH_TOKEN_REUSE_GRACE_SECONDS: z.coerce.number().int().min(0).max(60).default(10),
  // Unset: mails go to the outbox table (listed at /v1/dev/outbox outside production).
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default("Devre Elektronik <no-reply@devre.example>"),
  STORE_NAME: z.string().min(1).default("Devre Elektronik"),
  // Links in mails (account activation) point here.
  STOREFRONT_URL: z.url().default("http://127.0.0.1:3000"),
  // Mails to an address a visitor typed and has not proven, per address (all kinds together) and store-wide per
  // minute: over the threshold the breaker stops them for MAIL_BREAKER_OPEN_SECONDS (docs/decisions/029-outbound-mail-limits.md).
  // Six an hour: a sign-up code and the five new codes a pending user may ask for in that hour.
  MAIL_PER_ADDRESS_HOURLY: z.coerce.number().int().min(1).default(6),
  MAIL_PER_ADDRESS_DAILY: z.coerce.number().int().min(1).default(20),
  MAIL_BREAKER_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  MAIL_BREAKER_OPEN_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(5 * 60),
  COMPANY_DOCUMENT_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(5 * 1024 * 1024),
  // After this many failed sign-ins within the window the account is locked for LOCKOUT_SECONDS.
  LOCKOUT_THRESHOLD: z.coerce.number().int().min(1).default(5),
  LOCKOUT_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(15 * 60),
  LOCKOUT_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(15 * 60),
});

export type AccountsConfig = z.infer<typeof accountsEnv>;

/** Checkout and payments (docs/decisions/017-orders.md, 018-iyzico.md). */
const ordersEnvFields = z.object({
  PAYMENT_PROVIDER: z.enum(["sandbox", "iyzico"]).default("sandbox"),
  // Signs the sandbox provider's messages; the storefront's sandbox page holds the same. Unset: card payments answer 503.
  PAYMENT_SANDBOX_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  // The merchant's keys from iyzico's panel; the sandbox's keys work only with the sandbox's address.
  IYZICO_API_KEY: z.string().min(1).optional(),
  IYZICO_SECRET_KEY: z.string().min(1).optional(),
  // iyzico's sandbox until the live address (https://api.iyzipay.com) is set.
  IYZICO_BASE_URL: z.url({ protocol: /^https?$/ }).default("https://sandbox-api.iyzipay.com"),
  // An unpaid order holds its stock this long: a card payment in progress, then an EFT transfer.
  CARD_PAYMENT_MINUTES: z.coerce.number().int().min(5).max(240).default(30),
  EFT_PAYMENT_DAYS: z.coerce.number().int().min(1).max(30).default(3),
  // A guest's unpaid orders (docs/decisions/030-unpaid-orders-hold.md): an EFT order holds its stock only this many
  // hours; one guest id, one e-mail and one client address each have at most this many unpaid orders, worth this much.
  GUEST_EFT_PAYMENT_HOURS: z.coerce.number().int().min(1).max(24).default(4),
  GUEST_UNPAID_ORDERS_MAX: z.coerce.number().int().min(1).max(100).default(3),
  GUEST_UNPAID_VALUE_MAX_USD: z.coerce.number().int().min(1).default(5000),
  // The most installments a card payment is split into (docs/decisions/033-card-payments-in-lira.md): BDDK's cap for
  // electronic goods, and "code:count" caps by top-level category code ("led-lighting:6,connectors:2"); a cart
  // mixing categories gets the smallest.
  CARD_INSTALLMENTS_MAX: z.coerce.number().int().min(1).max(12).default(4),
  CARD_INSTALLMENTS_MAX_BY_CATEGORY: z
    .string()
    .regex(/^\s*([a-z0-9-]+\s*:\s*\d{1,2}\s*(,\s*|$))*$/, 'must be "code:count" pairs separated by commas')
    .default(""),
  // Where made-to-order requests (PCB and stencil quotes) are mailed for the sales team.
  SALES_EMAIL: z.email().default("sales@devre.example"),
  // The seller every document names (invoices, the distance sales contract, the preliminary information form, the bank
  // accounts, mails: api/lib/seller.ts). The defaults are samples for the finance team to replace.
  SELLER_TITLE: z.string().min(2).default("Devre Elektronik Sanayi ve Ticaret A.Ş."),
  SELLER_ADDRESS: z.string().min(2).default("Örnek Mahallesi Teknoloji Caddesi No: 1"),
  SELLER_DISTRICT: z.string().min(2).default("Kadıköy"),
  SELLER_CITY: z.string().min(2).default("İstanbul"),
  SELLER_POSTAL_CODE: z.string().min(2).default("34000"),
  SELLER_PHONE: z.string().min(2).default("+90 216 000 00 00"),
  SELLER_EMAIL: z.email().default("destek@devre.example"),
  SELLER_WEBSITE: z.url().default("https://www.devre.example"),
  // The registered e-mail (KEP) the distance-sales texts give for a withdrawal notice.
  SELLER_KEP: z.string().min(2).default("devreelektronik@hs01.kep.tr"),
  SELLER_TRADE_REGISTRY_NUMBER: z.string().min(1).default("İstanbul 000000-0"),
  SELLER_TAX_OFFICE: z.string().min(2).default("Kadıköy"),
  SELLER_TAX_NUMBER: z
    .string()
    .regex(/^\d{10}$/)
    .default("1234567890"),
  SELLER_MERSIS_NUMBER: z
    .string()
    .regex(/^\d{16}$/)
    .default("0123456789000015"),
  // The invoices' series (docs/decisions/034-invoices.md): three letters or digits before the year and the sequence.
  INVOICE_SERIES: z
    .string()
    .regex(/^[A-Z0-9]{3}$/)
    .default("DEV"),
  // A company buyer's UBL-TR profile: EARSIVFATURA until the integrator can tell which buyers are e-Fatura users.
  INVOICE_COMPANY_PROFILE: z.enum(["EARSIVFATURA", "TEMELFATURA"]).default("EARSIVFATURA"),
  // Seals the staff's TOTP secrets (AES-256-GCM, docs/decisions/036-staff-accounts.md). Required in production; unset
  // elsewhere, a key is derived from JWT_SECRET (api/modules/back-office/totp-secret.ts).
  STAFF_TOTP_KEY: z
    .string()
    .refine((value) => Buffer.from(value, "base64").length === 32, "must be 32 bytes in base64")
    .optional(),
});

/** The central bank's daily rates and the back office's key (docs/decisions/032-exchange-rates.md). */
const ratesEnvFields = z.object({
  // The daily fetch: unset means on in production and off elsewhere (tests, development, the browser tests' store).
  RATES_FETCH: z.enum(["on", "off"]).optional(),
  // Istanbul's clock, each working day: after the bank sets its rates at 15:30, before they count as due at 17:00.
  RATES_FETCH_TIME: z
    .string()
    .regex(/^(15:(3\d|[45]\d)|16:[0-5]\d)$/, "must be a time from 15:30 to 16:59")
    .default("15:45"),
  RATES_SOURCE_URL: z.url({ protocol: /^https?$/ }).default("https://www.tcmb.gov.tr/kurlar/today.xml"),
  RATES_FETCH_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(10_000),
  // A failed or not yet published fetch is tried again this many times, this far apart.
  RATES_FETCH_RETRIES: z.coerce.number().int().min(0).max(10).default(3),
  RATES_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
});

export type RatesConfig = z.infer<typeof ratesEnvFields>;
/** The exchange-rate settings of a partial config, with the defaults of those not given. */
export const ratesSettingsOf = (config: Partial<RatesConfig>): RatesConfig => ratesEnvFields.parse(config);

/** iyzico chosen without its keys stops start-up: otherwise the first card payment would find out. */
const withIyzicoKeys = <Schema extends z.ZodType<{ PAYMENT_PROVIDER: string; IYZICO_API_KEY?: string; IYZICO_SECRET_KEY?: string }>>(
  schema: Schema,
) =>
  schema
    .refine((env) => env.PAYMENT_PROVIDER !== "iyzico" || env.IYZICO_API_KEY, {
      path: ["IYZICO_API_KEY"],
      message: "required when PAYMENT_PROVIDER is iyzico",
    })
    .refine((env) => env.PAYMENT_PROVIDER !== "iyzico" || env.IYZICO_SECRET_KEY, {
      path: ["IYZICO_SECRET_KEY"],
      message: "required when PAYMENT_PROVIDER is iyzico",
    });
const ordersEnv = withIyzicoKeys(ordersEnvFields);

export type OrdersConfig = z.infer<typeof ordersEnvFields>;
/** The checkout and payment settings of a partial config, with the defaults of those not given. */
export const ordersSettingsOf = (config: Partial<OrdersConfig>): OrdersConfig => ordersEnv.parse(config);
export const accountDefaults: AccountsConfig = accountsEnv.parse({});

const envSchema = withIyzicoKeys(
  z
    .object({
      NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
      API_HOST: z.string().min(1).default("127.0.0.1"),
      API_PORT: z.coerce.number().int().min(1).max(65535).default(4000),
      DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
      DATA_DIR: z.string().min(1).default("./data"),
      REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
      LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
      JWT_SECRET: z.string().min(32, "must be at least 32 characters"),
      // Addresses whose X-Forwarded-For is believed: the storefront's, nobody else's.
      TRUST_PROXY: z.string().default("127.0.0.1,::1,::ffff:127.0.0.1").transform(listOf),
      BODY_LIMIT_BYTES: z.coerce
        .number()
        .int()
        .positive()
        .default(1024 * 1024),
      SEED_ON_START: z.enum(["demo", "none"]).default("demo"),
      DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
      // A request's database work ends before the storefront gives up on it (its API_TIMEOUT_MS, 10 s), so that a save
      // the user was told failed is not committed afterwards, and a slow table cannot hold the pool for long:
      // each statement at most DB_STATEMENT_TIMEOUT_MS, a wait for a lock DB_LOCK_TIMEOUT_MS, for a pool connection
      // DB_POOL_WAIT_MS (then 503). PostgreSQL server only; migrations and seeding run without them.
      DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(8000),
      DB_LOCK_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(3000),
      DB_POOL_WAIT_MS: z.coerce.number().int().min(100).max(60_000).default(2000),
      // How far behind the database the product list's in-memory index may answer; 0 waits for every change.
      CATALOG_INDEX_STALENESS_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
      // Worker processes sharing the port (node:cluster); more than one needs PostgreSQL and Redis (shared state).
      API_WORKERS: z.coerce.number().int().min(1).max(64).default(1),
      ...accountsEnv.shape,
      ...ordersEnvFields.shape,
      ...ratesEnvFields.shape,
    })
    .refine((env) => env.NODE_ENV !== "production" || env.STAFF_TOTP_KEY, {
      path: ["STAFF_TOTP_KEY"],
      message: "required in production (32 random bytes in base64: openssl rand -base64 32)",
    })
    .refine((env) => env.API_WORKERS === 1 || env.DATABASE_URL, {
      path: ["API_WORKERS"],
      message: "more than one worker needs DATABASE_URL (PGlite belongs to one process)",
    })
    .refine((env) => env.API_WORKERS === 1 || env.REDIS_URL, {
      path: ["API_WORKERS"],
      message: "more than one worker needs REDIS_URL (rate limits, account lockouts, mail limits and ended sign-ins must be shared)",
    }),
);

export type Config = z.infer<typeof envSchema>;

export class ConfigError extends Error {}

/** Parses the environment; a bad variable stops start-up with one line naming it. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = envSchema.safeParse(env);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new ConfigError(`Invalid environment variable ${issue.path.join(".")}: ${issue.message}`);
}
