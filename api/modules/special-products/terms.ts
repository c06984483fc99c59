import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { specialProducts, users } from "../../db/schema";

// What the catalog, the prices and the cart read of special products (docs/decisions/053-special-products.md): a
// part exclusive to a company does not exist for anyone else; a company's fixed price replaces the price breaks.

/** What a company's special product grants it. */
export interface SpecialTerms {
  isExclusive: boolean;
  /** The unit price in USD whatever the quantity, or null (the catalog's breaks). */
  fixedPriceUsd: string | null;
}

export interface CompanySpecials {
  /** Variants exclusive to another company: answered as if they did not exist. */
  hidden: Set<number>;
  /** The caller's company's special products, by variant id. */
  terms: Map<number, SpecialTerms>;
}

const NONE: CompanySpecials = { hidden: new Set(), terms: new Map() };

/** The special products among `variantIds` as the company (null: a guest or a consumer) sees them. */
export async function specialsFor(executor: Executor, companyId: string | null, variantIds: number[]): Promise<CompanySpecials> {
  if (variantIds.length === 0) return NONE;
  const rows = await executor
    .select({
      variantId: specialProducts.variantId,
      companyId: specialProducts.companyId,
      isExclusive: specialProducts.isExclusive,
      fixedPriceUsd: specialProducts.fixedPriceUsd,
    })
    .from(specialProducts)
    .where(inArray(specialProducts.variantId, variantIds));
  if (rows.length === 0) return NONE;
  const specials: CompanySpecials = { hidden: new Set(), terms: new Map() };
  for (const row of rows) {
    if (row.companyId === companyId) specials.terms.set(row.variantId, { isExclusive: row.isExclusive, fixedPriceUsd: row.fixedPriceUsd });
    else if (row.isExclusive) specials.hidden.add(row.variantId);
  }
  return specials;
}

/** The company a cart's owner belongs to: its special products apply to the cart; null for a guest's or a consumer's. */
export async function cartCompany(executor: Executor, userId: string | null | undefined): Promise<string | null> {
  if (!userId) return null;
  const [row] = await executor.select({ companyId: users.companyId }).from(users).where(eq(users.id, userId));
  return row?.companyId ?? null;
}

/** Which companies hold the given variants (all when null) exclusively: the search index's audience column. */
export async function exclusiveHolders(executor: Executor, variantIds: number[] | null): Promise<Map<number, string>> {
  const rows = await executor
    .select({ variantId: specialProducts.variantId, companyId: specialProducts.companyId })
    .from(specialProducts)
    .where(and(eq(specialProducts.isExclusive, true), variantIds === null ? undefined : inArray(specialProducts.variantId, variantIds)));
  return new Map(rows.map((row) => [row.variantId, row.companyId]));
}

/** SQL: the variant `column` names is not exclusive to a company other than `companyId` (null: to any company). */
export function visibleVariant(column: SQL, companyId: string | null | undefined): SQL {
  return sql`NOT EXISTS (SELECT 1 FROM special_products s WHERE s.variant_id = ${column} AND s.is_exclusive
    AND s.company_id IS DISTINCT FROM ${companyId ?? null}::uuid)`;
}

/**
 * A part as its company buys it: a fixed price is the one break, at quantity 1, with no discount group's rate (like a
 * project's price, decision 045); without one the part keeps its breaks. Flags for the answers.
 */
export function asSpecial<T extends { breaks: Array<[number, string]>; discountRate: string | null; isShowPrice: boolean }>(
  part: T,
  terms: SpecialTerms | undefined,
): T & { isSpecial: boolean; isFixedPrice: boolean } {
  if (!terms) return { ...part, isSpecial: false, isFixedPrice: false };
  if (terms.fixedPriceUsd === null) return { ...part, isSpecial: true, isFixedPrice: false };
  return { ...part, isShowPrice: true, discountRate: null, breaks: [[1, terms.fixedPriceUsd]], isSpecial: true, isFixedPrice: true };
}
