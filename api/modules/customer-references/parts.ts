import { eq, inArray } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { products, variants } from "../../db/schema";
import { normalizePartNumber } from "../catalog/text";

// The store's part a customer part number is given to, named by its variant id, its SKU or its MPN
// (docs/decisions/043-customer-references.md).

export interface NamedPart {
  variantId: number;
  sku: string;
}

/** Why a part name found no single part: none, or an MPN with several packagings (the SKU says which). */
export type PartMiss = "unknownPart" | "ambiguousMpn";

const partColumns = { variantId: variants.id, sku: variants.sku };

export async function partByVariantId(db: Executor, variantId: number): Promise<NamedPart | null> {
  const [part] = await db.select(partColumns).from(variants).where(eq(variants.id, variantId)).limit(1);
  return part ?? null;
}

/** A part by its SKU first, else by its MPN when the MPN has one packaging only. */
export async function partByName(db: Executor, name: string): Promise<NamedPart | PartMiss> {
  const key = normalizePartNumber(name);
  if (!key) return "unknownPart";
  const [bySku] = await db.select(partColumns).from(variants).where(eq(variants.skuNormalized, key)).limit(1);
  if (bySku) return bySku;
  const byMpn = await db
    .select(partColumns)
    .from(variants)
    .where(inArray(variants.productId, db.select({ id: products.id }).from(products).where(eq(products.mpnNormalized, key))))
    .limit(2);
  if (byMpn.length === 1) return byMpn[0];
  return byMpn.length ? "ambiguousMpn" : "unknownPart";
}
