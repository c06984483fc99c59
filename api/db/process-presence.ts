import { randomInt } from "node:crypto";
import { sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type pg from "pg";
import { queryRows } from "../lib/query-rows";
import { connectOutsidePool, poolOf, type Database } from "./client";

/**
 * The advisory-lock class of API processes' presence locks (any fixed number, apart from client.ts's migration lock).
 */
export const PRESENCE_LOCK_CLASS = 4_021_978;
const RECONNECT_MS = 1000;

/** This process's presence: its id, held as a session-level advisory lock until `close`. */
export interface ProcessPresence {
  id: number;
  close(): Promise<void>;
}

/**
 * Says in the database that this API process is alive, for as long as it is: a session-level advisory lock
 * (PRESENCE_LOCK_CLASS, a random id no live process holds) on a connection of its own. PostgreSQL drops it the moment
 * that session ends, so a process that exits or is killed is gone from `pg_locks` at once, and another process can
 * take over what it held (docs/decisions/016-idempotent-writes.md). On PGlite the one session is the process's own.
 * A lost connection is opened again and the same id taken back; meanwhile this process counts as gone.
 */
export async function announcePresence(db: Database): Promise<ProcessPresence> {
  const pool = poolOf(db);
  if (!pool) {
    const id = await lockFreeId((id) => tryLock(db, id));
    // The database may already be closed (its own onClose ran first): the lock went with it.
    const close = () =>
      db.execute(sql`SELECT pg_advisory_unlock(${PRESENCE_LOCK_CLASS}, ${id})`).then(
        () => undefined,
        () => undefined,
      );
    return { id, close };
  }
  let session = await connectOutsidePool(pool);
  const id = await lockFreeId((id) => tryLockOn(session, id));
  let closed = false;
  const keep = (current: pg.Client) => {
    let lost = false;
    current.on("error", (error) => {
      if (lost) return;
      lost = true;
      console.error(`API presence connection lost (${error.message}); opening it again.`);
      void current.end().catch(() => undefined);
      void reopen();
    });
  };
  const reopen = async () => {
    if (closed) return;
    try {
      const next = await connectOutsidePool(pool);
      if (!(await tryLockOn(next, id))) {
        await next.end();
        throw new Error("the presence id is taken");
      }
      session = next;
      keep(next);
    } catch {
      setTimeout(() => void reopen(), RECONNECT_MS).unref();
    }
  };
  keep(session);
  return {
    id,
    close: async () => {
      closed = true;
      await session.end().catch(() => undefined);
    },
  };
}

async function lockFreeId(tryId: (id: number) => Promise<boolean>): Promise<number> {
  for (;;) {
    const id = randomInt(1, 2 ** 31 - 1);
    if (await tryId(id)) return id;
  }
}

async function tryLock(db: Database, id: number): Promise<boolean> {
  const [row] = await queryRows<{ locked: boolean }>(db, sql`SELECT pg_try_advisory_lock(${PRESENCE_LOCK_CLASS}, ${id}) AS locked`);
  return row?.locked === true;
}

async function tryLockOn(client: pg.Client, id: number): Promise<boolean> {
  const { rows } = await client.query<{ locked: boolean }>("SELECT pg_try_advisory_lock($1, $2) AS locked", [PRESENCE_LOCK_CLASS, id]);
  return rows[0]?.locked === true;
}

/** Whether the process whose presence id is in `holder` is alive: its lock is held in this database. */
export const presenceHeld = (holder: AnyPgColumn) => sql`EXISTS (
  SELECT 1 FROM pg_locks
  WHERE locktype = 'advisory' AND granted AND classid = ${PRESENCE_LOCK_CLASS}::oid AND objid = ${holder}::oid AND objsubid = 2
    AND database = (SELECT oid FROM pg_database WHERE datname = current_database()))`;
