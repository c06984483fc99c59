import { and, eq, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Executor } from "../db/client";
import { fieldRefusal } from "./errors";

/** A user's named rows, each name once per user in any case (a unique index on the user and lower(name)). */
type NamedByUser = PgTable & { id: PgColumn; userId: PgColumn; name: PgColumn };

/**
 * A name the user already gives another of their rows (any case) is the name field's error, in the caller's words:
 * wish lists and saved BOMs. `exceptId` is the row being renamed.
 */
export async function refuseTakenName(
  executor: Executor,
  table: NamedByUser,
  { userId, name, exceptId }: { userId: string; name: string; exceptId: number | null },
  problem: string,
) {
  const [taken] = await executor
    .select({ id: table.id })
    .from(table as PgTable)
    .where(and(eq(table.userId, userId), sql`lower(${table.name}) = lower(${name})`));
  if (taken && taken.id !== exceptId) throw fieldRefusal(400, "name", problem);
}
