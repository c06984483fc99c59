import type { Database } from "../../../../db/client";
import { indexSegment, type IndexSnapshot } from "../snapshot";
import { changeLogPosition } from "./change-log-position";
import { categorySegments, mpnOrder } from "./layout";
import { exclusiveHolders } from "../../../special-products/terms";
import { emptySnapshot, placeAudiences, placeRows } from "./place-rows";
import { readRows } from "./read-rows";

/**
 * Reads the whole filter table, lays it out by category and MPN, marks the parts exclusive to a company, then builds
 * each segment's bitmaps.
 */
export async function loadSnapshot(db: Database): Promise<IndexSnapshot> {
  const position = await changeLogPosition(db);
  const rows = await readRows(db);
  const snapshot = emptySnapshot(rows, categorySegments(rows), position);
  placeRows(snapshot, rows, mpnOrder(rows));
  placeAudiences(snapshot, await exclusiveHolders(db, null));
  for (const segment of snapshot.segments) indexSegment(snapshot, segment);
  return snapshot;
}
