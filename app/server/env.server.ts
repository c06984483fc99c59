import { z } from "zod";

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  API_PORT: z.coerce.number().int().default(4000),
  API_URL: z.url().optional(),
  API_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  SESSION_SECRET: z.string().min(32, "must be at least 32 characters (a comma-separated list rotates secrets)"),
  STORE_NAME: z.string().min(1).default("Devre Elektronik"),
  // Unset: Secure in production. A store served over plain http (the local `npm start`) sets it to false.
  COOKIE_SECURE: z.enum(["true", "false"]).optional(),
});

export type StorefrontEnv = z.infer<typeof envSchema> & { API_URL: string };

let cached: StorefrontEnv | undefined;

/** Parsed once; a bad variable stops the storefront with one line naming it. */
export function env(): StorefrontEnv {
  if (cached) return cached;
  const result = envSchema.safeParse(process.env);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`Invalid environment variable ${issue.path.join(".")}: ${issue.message}`);
  }
  cached = { ...result.data, API_URL: (result.data.API_URL ?? `http://127.0.0.1:${result.data.API_PORT}`).replace(/\/$/, "") };
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
