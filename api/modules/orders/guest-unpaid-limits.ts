import { sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { AppError } from "../../lib/errors";
import type { ApiLocale } from "../../lib/locale";
import { text } from "../../lib/messages";
import { queryRows } from "../../lib/query-rows";

/** What a guest's unpaid orders may hold (docs/decisions/030-unpaid-orders-hold.md). */
export interface GuestUnpaidLimits {
  /** How long a guest's EFT order holds its stock before it is cancelled. */
  eftPaymentHours: number;
  /** Per guest id, per e-mail and per client address: unpaid orders at once, and their value together. */
  maxOrders: number;
  maxValueUsd: number;
}

export interface GuestOrderKeys {
  guestId: string;
  email: string;
  ip: string;
}

/**
 * Refuses (409) a guest's new unpaid order when the unpaid guest orders of its guest id, its e-mail or its client
 * address already number `maxOrders`, or would be worth more than `maxValueUsd` with it: a visitor who rotates one of
 * the three is still counted by the others. Each key is locked for the rest of the transaction (in a fixed order), so
 * that concurrent orders of one visitor are counted one after the other.
 */
export async function assertGuestUnpaidWithinLimits(
  tx: Executor,
  keys: GuestOrderKeys,
  newOrderUsd: string,
  limits: GuestUnpaidLimits,
  locale: ApiLocale,
) {
  // One mailbox however it is spelt: lower case, without a `+tag` (as the mail limits count it, 029).
  const email = keys.email.toLowerCase().replace(/\+[^@]*@/, "@");
  const lockKeys = [`unpaid-guest:${keys.guestId}`, `unpaid-email:${email}`, `unpaid-ip:${keys.ip}`].sort();
  for (const key of lockKeys) await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
  // Compared in SQL: money stays numeric, never a float.
  const [{ over }] = await queryRows<{ over: boolean }>(
    tx,
    sql`
      WITH unpaid AS (
        SELECT guest_id, regexp_replace(lower(email), '[+][^@]*@', '@') AS email, accepted_terms->>'ip' AS ip, (totals_usd->>'total')::numeric AS usd
        FROM orders WHERE status = 'awaiting_payment' AND guest_id IS NOT NULL
          AND (guest_id = ${keys.guestId} OR regexp_replace(lower(email), '[+][^@]*@', '@') = ${email} OR accepted_terms->>'ip' = ${keys.ip})),
      held AS (
        SELECT count(*) AS orders, coalesce(sum(usd), 0) AS usd FROM unpaid WHERE guest_id = ${keys.guestId}
        UNION ALL SELECT count(*), coalesce(sum(usd), 0) FROM unpaid WHERE email = ${email}
        UNION ALL SELECT count(*), coalesce(sum(usd), 0) FROM unpaid WHERE ip = ${keys.ip})
      SELECT coalesce(bool_or(orders >= ${limits.maxOrders} OR usd + ${newOrderUsd}::numeric > ${limits.maxValueUsd}), false) AS over
      FROM held`,
  );
  if (over) throw new AppError(409, text("orders.unpaidLimit", locale, { count: limits.maxOrders, value: limits.maxValueUsd }));
}
