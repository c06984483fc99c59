import { and, eq, lt, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { presenceHeld } from "../db/process-presence";
import { idempotencyKeys } from "../db/schema";

/** Whose key: keys are the caller's own, so one caller can never replay another's answer. */
export interface IdempotencyClaim {
  owner: string;
  key: string;
}

export type StoredOutcome = typeof idempotencyKeys.$inferSelect;

/**
 * A first attempt still `running` this long after it began is abandoned even though its process lives (its outcome
 * could not be kept): a repeat may take it over.
 */
const ABANDONED_AFTER_SECONDS = 60;

/**
 * Claims the key for this request, held by the process whose presence id is `holder` (api/db/process-presence.ts):
 * true when this is the first attempt (or the first one was abandoned: its process is gone, or it has run for a
 * minute), false when another attempt holds or has answered it.
 */
export async function claimKey(db: Database, claim: IdempotencyClaim, requestHash: string, holder: number): Promise<boolean> {
  const abandoned = sql`(${idempotencyKeys.holder} IS NOT NULL AND NOT ${presenceHeld(idempotencyKeys.holder)})
    OR ${idempotencyKeys.createdAt} < now() - make_interval(secs => ${ABANDONED_AFTER_SECONDS})`;
  const rows = await db
    .insert(idempotencyKeys)
    .values({ ...claim, requestHash, holder })
    .onConflictDoUpdate({
      target: [idempotencyKeys.owner, idempotencyKeys.key],
      set: {
        requestHash,
        holder,
        state: "running",
        statusCode: null,
        contentType: null,
        body: null,
        createdAt: sql`now()`,
        completedAt: null,
      },
      setWhere: sql`${idempotencyKeys.state} = 'running' AND (${abandoned})`,
    })
    .returning({ owner: idempotencyKeys.owner });
  return rows.length > 0;
}

export async function readOutcome(db: Database, claim: IdempotencyClaim): Promise<StoredOutcome | undefined> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.owner, claim.owner), eq(idempotencyKeys.key, claim.key)));
  return row;
}

/** The first attempt's answer, kept for its repeats. */
export async function completeKey(
  db: Database,
  claim: IdempotencyClaim,
  outcome: { statusCode: number; contentType: string; body: string },
) {
  await db
    .update(idempotencyKeys)
    .set({ ...outcome, state: "done", completedAt: sql`now()` })
    .where(and(eq(idempotencyKeys.owner, claim.owner), eq(idempotencyKeys.key, claim.key)));
}

/** Gives the key back (the attempt failed on the server's side and changed nothing): a repeat runs again. */
export async function releaseKey(db: Database, claim: IdempotencyClaim) {
  await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.owner, claim.owner), eq(idempotencyKeys.key, claim.key)));
}

/**
 * Gives back a failed attempt's key that could not be given back when it failed, while it is still that attempt's:
 * running and held by this process (`holder`), never a later attempt another process has claimed since.
 */
export async function releaseFailedKey(db: Database, claim: IdempotencyClaim, holder: number) {
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.owner, claim.owner),
        eq(idempotencyKeys.key, claim.key),
        eq(idempotencyKeys.holder, holder),
        eq(idempotencyKeys.state, "running"),
      ),
    );
}

/** Keys are kept for a day: long enough for any retry. */
export async function forgetOldKeys(db: Database) {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, sql`now() - interval '24 hours'`));
}
