import { and, eq, inArray } from "drizzle-orm";
import { customerReferenceKey } from "@contract/api/customer-references/values";
import type { Database } from "../../db/client";
import { customerReferences } from "../../db/schema";

/** The key a BOM's customer part number is found by, as the search finds it (docs/decisions/043-customer-references.md). */
export const customerNumberKey = (number: string | undefined) => (number ? customerReferenceKey(number) : "");

/** The variant each of the company's customer part numbers names, by key: one query for the whole BOM. */
export async function variantsByCustomerNumbers(db: Database, companyId: string, keys: string[]): Promise<Map<string, number>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .select({ key: customerReferences.numberKey, variantId: customerReferences.variantId })
    .from(customerReferences)
    .where(and(eq(customerReferences.companyId, companyId), inArray(customerReferences.numberKey, keys)));
  return new Map(rows.map((row) => [row.key, row.variantId]));
}
