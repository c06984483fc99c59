import { randomUUID } from "node:crypto";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import { SHARED_BOM_DAYS } from "@contract/api/bom/shared";
import type { BomLine } from "@contract/bom/line";
import type { Database } from "../../db/client";
import { sharedBoms } from "../../db/schema";
import { derivedKey, readSignedLink, signLink } from "../../lib/signed-links";

// BOMs sent from an engineer's tools (docs/decisions/059-bom-matching.md): the lines are kept in a row, the link is
// the row's id signed as the guest order links are (051), so neither a guessed id nor an altered one opens a BOM.

/** The key shared-BOM links are signed with: derived from the server's secret for this purpose alone. */
export const sharedBomKey = (jwtSecret: string) => derivedKey(jwtSecret, "shared-bom-link");

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface SharedBomInput {
  lines: BomLine[];
  boards: number;
  sparePercent: number;
}

/** Keeps a BOM for SHARED_BOM_DAYS; the token opens it until then. */
export async function shareBom(db: Database, key: Buffer, bom: SharedBomInput, now = Date.now()) {
  const id = randomUUID();
  const { token, expiresAt } = signLink(key, id, SHARED_BOM_DAYS, now);
  await db.insert(sharedBoms).values({ id, ...bom, expiresAt });
  return { token, expiresAt };
}

/** The BOM a token opens: undefined for a forged, altered or expired token, or a BOM no longer kept. */
export async function findSharedBom(db: Database, key: Buffer, token: string) {
  const id = readSignedLink(key, token);
  if (!id || !UUID.test(id)) return undefined;
  // The row's expiry counts too: it is the one the cleanup goes by.
  const [row] = await db
    .select()
    .from(sharedBoms)
    .where(and(eq(sharedBoms.id, id), gt(sharedBoms.expiresAt, sql`now()`)));
  return row;
}

/** Forgets expired BOMs. */
export async function forgetExpiredBoms(db: Database) {
  await db.delete(sharedBoms).where(lt(sharedBoms.expiresAt, sql`now()`));
}
