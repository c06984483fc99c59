import { eq, sql } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { priceBreaks } from "../../db/schema";

// Writing price breaks (docs/decisions/044-catalog-desk.md). A variant keeps its first break's price (the list's
// price sort reads it there), and updating the variant row is what makes its variant_search row and the product
// list's search index follow (migration 0007's trigger; docs/decisions/002-in-memory-search-index.md).

/** A break as the desk writes it: the quantity and the USD unit price as decimal text. */
export interface BreakInput {
  quantity: number;
  unitPrice: string;
}

// Rows per INSERT: well under PostgreSQL's 65,535 parameters.
const INSERT_BATCH = 1_000;

/** Sets each variant's first-break price from its breaks (and so its variant_search row, through the trigger). */
async function refreshFirstPrices(tx: Transaction, variantIds: number[]) {
  if (!variantIds.length) return;
  await tx.execute(sql`
    UPDATE variants v SET unit_price_usd =
      (SELECT b.unit_price_usd FROM price_breaks b WHERE b.variant_id = v.id ORDER BY b.quantity LIMIT 1)
    WHERE v.id = ANY(${sql.param(variantIds)}::int[])`);
}

/** Replaces one variant's price breaks (the editor's save). */
export async function replacePriceBreaks(tx: Transaction, variantId: number, breaks: readonly BreakInput[]) {
  await tx.delete(priceBreaks).where(eq(priceBreaks.variantId, variantId));
  if (breaks.length)
    await tx.insert(priceBreaks).values(breaks.map((step) => ({ variantId, quantity: step.quantity, unitPriceUsd: step.unitPrice })));
  await refreshFirstPrices(tx, [variantId]);
}

/** Adds or changes the given breaks of many variants, the others kept (an import's apply). */
export async function upsertPriceBreaks(tx: Transaction, breaks: ReadonlyArray<BreakInput & { variantId: number }>) {
  for (let start = 0; start < breaks.length; start += INSERT_BATCH) {
    await tx
      .insert(priceBreaks)
      .values(
        breaks
          .slice(start, start + INSERT_BATCH)
          .map((step) => ({ variantId: step.variantId, quantity: step.quantity, unitPriceUsd: step.unitPrice })),
      )
      .onConflictDoUpdate({ target: [priceBreaks.variantId, priceBreaks.quantity], set: { unitPriceUsd: sql`excluded.unit_price_usd` } });
  }
  await refreshFirstPrices(tx, [...new Set(breaks.map((step) => step.variantId))]);
}
