import * as z from "zod";

const listOf = (value: string) =>
  value
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);

const WORKERS = "a whole number from 1 to 64";

const byteLimit = (bytes: number) => z.coerce.number().int().min(1024).default(bytes);

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  // Whose X-Forwarded-For is believed (Express "trust proxy": addresses, CIDRs or `loopback`): the load balancer's.
  STOREFRONT_TRUST_PROXY: z.string().default("loopback").transform(listOf),
  // Worker processes sharing the port (node:cluster), as API_WORKERS for the API: a page renders on one core.
  STOREFRONT_WORKERS: z.coerce.number().int(WORKERS).min(1, WORKERS).max(64, WORKERS).default(1),
  // Request bodies server.ts accepts before any action reads them (larger answer 413 unread). A urlencoded form: the
  // largest, the contact form (5,000 characters of message), is under 50 KiB even with every character
  // percent-encoded. A multipart form: a file's bytes past what its form reads (the company document's 10 MiB, a
  // Gerber archive's) are counted and dropped, never held, so a body well over them is still read to its end and a
  // file too large comes back next to its field with everything else typed; only a body over this answers 413.
  STOREFRONT_FORM_LIMIT_BYTES: byteLimit(256 * 1024),
  STOREFRONT_UPLOAD_LIMIT_BYTES: byteLimit(32 * 1024 * 1024),
  API_PORT: z.coerce.number().int().default(4000),
  API_URL: z.url().optional(),
  API_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  SESSION_SECRET: z.string().min(32, "must be at least 32 characters (a comma-separated list rotates secrets)"),
  STORE_NAME: z.string().min(1).default("Devre Elektronik"),
  // The built-in sandbox card provider's secret, the API's too: its 3-D Secure page (features/payments/routes/sandbox-bank.tsx)
  // reads the payment the API signed and signs the result. Unset: the page answers 503, as the API refuses card payments.
  PAYMENT_SANDBOX_SECRET: z.string().min(32).optional(),
  // Unset: Secure in production. A store served over plain http (the local `npm start`) sets it to false.
  COOKIE_SECURE: z.enum(["true", "false"]).optional(),
});

export type StorefrontEnv = z.infer<typeof envSchema> & { API_URL: string };

/** Parses the storefront's environment; a bad variable throws one line naming it. */
export function parseStorefrontEnv(source: Record<string, string | undefined>): StorefrontEnv {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`Invalid environment variable ${issue.path.join(".")}: ${issue.message}`);
  }
  return { ...result.data, API_URL: (result.data.API_URL ?? `http://127.0.0.1:${result.data.API_PORT}`).replace(/\/$/, "") };
}

let cached: StorefrontEnv | undefined;

/** Parsed once, at start-up (server.ts, entry.server.tsx), so a bad variable stops the storefront before it serves. */
export function env(): StorefrontEnv {
  cached ??= parseStorefrontEnv(process.env);
  return cached;
}

/** Cookies are Secure in production unless COOKIE_SECURE says otherwise. */
export function secureCookies(): boolean {
  const { COOKIE_SECURE, NODE_ENV } = env();
  return COOKIE_SECURE ? COOKIE_SECURE === "true" : NODE_ENV === "production";
}

/** What the browser may know. */
export function publicEnv() {
  return { STORE_NAME: env().STORE_NAME };
}
