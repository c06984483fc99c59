import { and, eq, inArray } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client";
import {
  cartLines,
  categoryGroupVariants,
  lastViewedProducts,
  offerLines,
  priceBreaks,
  products,
  projectItems,
  projects,
  variants,
} from "../../db/schema";
import { AppError } from "../../lib/errors";
import type { ApiLocale } from "../../lib/locale";
import { text } from "../../lib/messages";
import { recordStaffAction } from "../back-office/audit";
import type { StaffIdentity } from "../back-office/staff-identity";
import { AUDITED_PRODUCT, deskProduct, deskVariantsOf, productNotFound } from "./desk-product";

// Deleting a variant or a product from the catalog desk (docs/decisions/044-catalog-desk.md). The row goes: an order
// line keeps its own copy of what was sold (no foreign key), so orders keep their history. What only points at the
// part goes with it (cart lines, favorites, wish lists, customer references, recently viewed, curated groups); a part
// a project or an offer names is refused (409) — those are promises to a customer, and the part is better marked
// obsolete with its price hidden. Deleting its variant_search row (cascade) drops it from the search index
// (search-index/changes.ts) within CATALOG_INDEX_STALENESS_MS.

const FOREIGN_KEY_VIOLATION = "23503";

/** True when the database refused the delete because a row of another table still names the part. */
function isStillReferenced(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth += 1)
    if ((current as Error & { code?: unknown }).code === FOREIGN_KEY_VIOLATION) return true;
  return false;
}

/** Refuses the delete when a project or an offer names one of the variants: its message names them. */
async function refuseCommitted(tx: Transaction, variantIds: number[], locale: ApiLocale) {
  const inProjects = await tx
    .selectDistinct({ name: projects.name })
    .from(projectItems)
    .innerJoin(projects, eq(projects.id, projectItems.projectId))
    .where(inArray(projectItems.variantId, variantIds));
  if (inProjects.length)
    throw new AppError(409, text("catalogDesk.inProjects", locale, { projects: inProjects.map((row) => row.name).join(", ") }));
  const inOffers = await tx
    .selectDistinct({ offerId: offerLines.offerId })
    .from(offerLines)
    .where(inArray(offerLines.variantId, variantIds));
  if (inOffers.length)
    throw new AppError(409, text("catalogDesk.inOffers", locale, { offers: inOffers.map((row) => `#${row.offerId}`).join(", ") }));
}

/** Deletes variants and what only points at them; answers how many cart lines went with them. */
async function removeVariants(tx: Transaction, variantIds: number[], locale: ApiLocale): Promise<{ cartLines: number }> {
  await refuseCommitted(tx, variantIds, locale);
  const removedLines = await tx.delete(cartLines).where(inArray(cartLines.variantId, variantIds)).returning({ id: cartLines.id });
  await tx.delete(lastViewedProducts).where(inArray(lastViewedProducts.variantId, variantIds));
  await tx.delete(categoryGroupVariants).where(inArray(categoryGroupVariants.variantId, variantIds));
  await tx.delete(priceBreaks).where(inArray(priceBreaks.variantId, variantIds));
  await tx.delete(variants).where(inArray(variants.id, variantIds));
  return { cartLines: removedLines.length };
}

/** Runs a delete, a row still naming the part (a table this module does not know) answered as 409. */
async function deleting<T>(db: Database, locale: ApiLocale, work: (tx: Transaction) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (error) {
    if (isStillReferenced(error)) throw new AppError(409, text("catalogDesk.stillReferenced", locale));
    throw error;
  }
}

/** Deletes one variant of a product; its product's last variant is refused (the product is deleted instead). */
export async function deleteVariant(db: Database, ids: { productId: number; variantId: number }, staff: StaffIdentity, locale: ApiLocale) {
  await deleting(db, locale, async (tx) => {
    const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.id, ids.productId)).for("update");
    if (!product) throw productNotFound(locale);
    const [locked] = await tx
      .select({ id: variants.id })
      .from(variants)
      .where(and(eq(variants.id, ids.variantId), eq(variants.productId, ids.productId)))
      .for("update");
    if (!locked) throw new AppError(404, text("catalogDesk.variantNotFound", locale));
    const before = await deskVariantsOf(tx, ids.productId);
    if (before.length === 1) throw new AppError(409, text("catalogDesk.lastVariant", locale));
    const removed = await removeVariants(tx, [ids.variantId], locale);
    await recordStaffAction(tx, staff, {
      objectType: AUDITED_PRODUCT,
      objectId: String(ids.productId),
      action: "delete-variant",
      before: before.find((variant) => variant.id === ids.variantId),
      after: { removedCartLines: removed.cartLines },
    });
  });
}

/** Deletes a product with all its variants, under the variants' rules. */
export async function deleteProduct(db: Database, productId: number, staff: StaffIdentity, locale: ApiLocale) {
  await deleting(db, locale, async (tx) => {
    const [locked] = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId)).for("update");
    if (!locked) throw productNotFound(locale);
    const { audit, ...before } = await deskProduct(tx, productId, locale);
    const removed = await removeVariants(
      tx,
      before.variants.map((variant) => variant.id),
      locale,
    );
    await tx.delete(lastViewedProducts).where(eq(lastViewedProducts.productId, productId));
    await tx.delete(products).where(eq(products.id, productId));
    await recordStaffAction(tx, staff, {
      objectType: AUDITED_PRODUCT,
      objectId: String(productId),
      action: "delete-product",
      before: { ...before, changes: audit.length },
      after: { removedCartLines: removed.cartLines },
    });
  });
}
