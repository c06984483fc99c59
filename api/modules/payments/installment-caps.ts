import { sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { queryRows } from "../../lib/query-rows";

// How many installments a card payment may be split into (docs/decisions/033-card-payments-in-lira.md): Turkish rules
// (BDDK, the regulation on bank and credit cards, article 26) cap installments by what is bought, and the banks apply
// the cap of the merchant's goods. The store has one cap; a top-level category may have its own; a cart mixing
// categories gets the smallest of its categories' caps.

export interface InstallmentCaps {
  /** The store's cap, for every category without its own. */
  store: number;
  /** Caps by top-level category code. */
  byCategory: Readonly<Record<string, number>>;
}

/** The caps of the configuration: `CARD_INSTALLMENTS_MAX_BY_CATEGORY` holds "code:count" pairs separated by commas. */
export function installmentCapsOf(settings: { CARD_INSTALLMENTS_MAX: number; CARD_INSTALLMENTS_MAX_BY_CATEGORY: string }): InstallmentCaps {
  const byCategory = Object.fromEntries(
    settings.CARD_INSTALLMENTS_MAX_BY_CATEGORY.split(",")
      .map((pair) => pair.split(":").map((part) => part.trim()))
      .filter(([code, count]) => code && count)
      .map(([code, count]) => [code, Math.max(1, Number(count))]),
  );
  return { store: settings.CARD_INSTALLMENTS_MAX, byCategory };
}

/** The most installments a cart of these parts may be paid in: the smallest cap of their top-level categories. */
export async function installmentCapOf(db: Executor, variantIds: readonly number[], caps: InstallmentCaps): Promise<number> {
  if (variantIds.length === 0 || Object.keys(caps.byCategory).length === 0) return caps.store;
  const roots = await queryRows<{ code: string }>(
    db,
    sql`WITH RECURSIVE up AS (
          SELECT c.id, c.parent_id, c.code FROM categories c
          WHERE c.id IN (SELECT p.category_id FROM variants v JOIN products p ON p.id = v.product_id
                         WHERE v.id IN (${sql.join(
                           variantIds.map((id) => sql`${id}`),
                           sql`, `,
                         )}))
          UNION
          SELECT c.id, c.parent_id, c.code FROM categories c JOIN up ON c.id = up.parent_id)
        SELECT code FROM up WHERE parent_id IS NULL`,
  );
  return roots.length ? Math.min(...roots.map((root) => caps.byCategory[root.code] ?? caps.store)) : caps.store;
}
