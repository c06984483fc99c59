import { AppError, TooManyRequests } from "../../lib/errors";
import type { CounterStore } from "../../lib/counters";
import type { ApiLocale } from "../../lib/locale";
import { message, text } from "../../lib/messages";
import type { IdentitySettings } from "./settings";

/**
 * Per-account limits (the per-IP ones are the routes' `config.rateLimit`). Keys use the e-mail whether or not
 * an account exists, so the answers do not tell which e-mails are registered.
 */
export async function limitPerAccount(counters: CounterStore, key: string, max: number, windowSeconds: number, locale: ApiLocale) {
  const wait = await spendAllowance(counters, key, max, windowSeconds);
  if (wait > 0) throw new TooManyRequests(message("rateLimited", locale), wait);
}

/** Counts one use of a per-account allowance: 0 while within it, else the seconds until its window frees. */
export async function spendAllowance(counters: CounterStore, key: string, max: number, windowSeconds: number): Promise<number> {
  const counter = `limit:${key}`;
  if ((await counters.hit(counter, windowSeconds)) <= max) return 0;
  return Math.max(1, await counters.ttl(counter));
}

const lockKey = (account: string) => `lock:${account}`;
const failuresKey = (account: string) => `failures:${account}`;

export async function assertNotLocked(counters: CounterStore, account: string, locale: ApiLocale) {
  const seconds = await counters.ttl(lockKey(account));
  if (seconds > 0) throw new AppError(423, text("identity.locked", locale, { m: Math.ceil(seconds / 60) }));
}

/** Counts a failed sign-in; the one that reaches the threshold locks the account and says so. */
export async function recordFailure(counters: CounterStore, account: string, settings: IdentitySettings, locale: ApiLocale) {
  const failures = await counters.hit(failuresKey(account), settings.LOCKOUT_WINDOW_SECONDS);
  if (failures < settings.LOCKOUT_THRESHOLD) return;
  await counters.set(lockKey(account), settings.LOCKOUT_SECONDS);
  await counters.clear(failuresKey(account));
  throw new AppError(423, text("identity.locked", locale, { m: Math.ceil(settings.LOCKOUT_SECONDS / 60) }));
}

export async function clearFailures(counters: CounterStore, account: string) {
  await counters.clear(failuresKey(account));
}

/** A password reset proves the owner: the lock and the failures go. */
export async function unlock(counters: CounterStore, account: string) {
  await counters.clear(lockKey(account));
  await counters.clear(failuresKey(account));
}
