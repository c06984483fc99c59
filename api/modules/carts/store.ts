import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { CartLineType } from "@contract/api/carts/values";
import type { Database, Executor } from "../../db/client";
import { cartLines, carts, checkouts } from "../../db/schema";
import { queryRows } from "../../lib/query-rows";
import { companyNumberForCartLine } from "../customer-references/service";

/** Whose cart: a signed-in user's (several) or a guest's (one, by the anonymous-customer id). */
export type CartOwner = { userId: string } | { guestId: string };

export type CartRow = typeof carts.$inferSelect;

const ownedBy = (owner: CartOwner) => ("userId" in owner ? eq(carts.userId, owner.userId) : eq(carts.guestId, owner.guestId));

/** The owner's cart by id; undefined for another owner's cart or none (the caller answers 404 for both). */
export async function findCart(db: Database, owner: CartOwner, cartId: number): Promise<CartRow | undefined> {
  const [row] = await db
    .select()
    .from(carts)
    .where(and(eq(carts.id, cartId), ownedBy(owner)));
  return row;
}

/** Any cart by id, whoever owns it: only for a caller who proved the right to it (a signed share link). */
export async function findCartById(db: Database, cartId: number): Promise<CartRow | undefined> {
  const [row] = await db.select().from(carts).where(eq(carts.id, cartId));
  return row;
}

/** A guest's cart, or undefined before the first add. */
export async function findGuestCart(db: Executor, guestId: string): Promise<CartRow | undefined> {
  const [row] = await db.select().from(carts).where(eq(carts.guestId, guestId));
  return row;
}

/** The active cart of a user: the one flagged active, else the most recent; undefined when the user has none. */
export async function findActiveCart(db: Executor, userId: string): Promise<CartRow | undefined> {
  const [row] = await db
    .select()
    .from(carts)
    .where(eq(carts.userId, userId))
    .orderBy(desc(carts.isActive), desc(carts.updatedAt), desc(carts.id))
    .limit(1);
  return row;
}

export async function listCartRows(db: Database, userId: string) {
  return db
    .select({
      id: carts.id,
      name: carts.name,
      isActive: carts.isActive,
      isSaved: carts.isSaved,
      createdAt: carts.createdAt,
      updatedAt: carts.updatedAt,
      // Spelled out: inside the subquery a bare column name would be cart_lines' own.
      productCount: sql<number>`(SELECT count(*)::int FROM cart_lines l WHERE l.cart_id = "carts"."id")`,
    })
    .from(carts)
    .where(eq(carts.userId, userId))
    .orderBy(desc(carts.updatedAt), desc(carts.id));
}

/**
 * Takes the active flag from the user's carts, before another cart gets it (one active cart per user). Spec §4: a
 * change of the active cart resets the checkout, of every cart of the user.
 */
async function releaseActiveCart(tx: Pick<Database, "update" | "delete" | "select">, userId: string) {
  await tx.delete(checkouts).where(inArray(checkouts.cartId, tx.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId))));
  await tx
    .update(carts)
    .set({ isActive: false })
    .where(and(eq(carts.userId, userId), eq(carts.isActive, true)));
}

/** A new cart for a user, flagged active (the others lose the flag in the same transaction). */
export async function insertUserCart(db: Database, userId: string, name: string): Promise<CartRow> {
  return db.transaction(async (tx) => {
    await releaseActiveCart(tx, userId);
    const [row] = await tx.insert(carts).values({ userId, name, isActive: true }).returning();
    return row;
  });
}

/** The guest's cart, created on the first add (two first adds at once share one cart). */
export async function ensureGuestCartRow(db: Database, guestId: string, name: string): Promise<CartRow> {
  await db.insert(carts).values({ guestId, name }).onConflictDoNothing();
  return (await findGuestCart(db, guestId))!;
}

export async function setActive(db: Database, userId: string, cartId: number) {
  await db.transaction(async (tx) => {
    await releaseActiveCart(tx, userId);
    await tx
      .update(carts)
      .set({ isActive: true, updatedAt: sql`now()` })
      .where(eq(carts.id, cartId));
  });
}

export async function updateCartRow(db: Executor, cartId: number, values: Partial<Pick<CartRow, "name" | "isSaved">>) {
  const [row] = await db
    .update(carts)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(carts.id, cartId))
    .returning();
  return row;
}

/** Deletes a cart; when it was a user's active cart, the most recent remaining one takes the flag (one is always flagged). */
export async function deleteCartRow(db: Database, cart: CartRow) {
  await db.transaction(async (tx) => {
    await tx.delete(carts).where(eq(carts.id, cart.id));
    if (!cart.userId || !cart.isActive) return;
    const [next] = await tx
      .select({ id: carts.id })
      .from(carts)
      .where(eq(carts.userId, cart.userId))
      .orderBy(desc(carts.updatedAt), desc(carts.id))
      .limit(1);
    if (next) await tx.update(carts).set({ isActive: true }).where(eq(carts.id, next.id));
  });
}

export async function touchCart(db: Executor, cartId: number) {
  await db
    .update(carts)
    .set({ updatedAt: sql`now()` })
    .where(eq(carts.id, cartId));
}

export interface StoredLine {
  id: number;
  /** The part; on a line accepted from an offer, the offer line's part, or 0 for an item made to order (046). */
  variantId: number;
  quantity: number;
  lineType: CartLineType;
  projectId: number;
  customerReference: string;
  offerLineId: number | null;
}

export async function lineCount(db: Executor, cartId: number | undefined): Promise<number> {
  if (cartId === undefined) return 0;
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(cartLines)
    .where(eq(cartLines.cartId, cartId));
  return row.count;
}

const storedLine = {
  id: cartLines.id,
  variantId:
    sql<number>`coalesce(${cartLines.variantId}, (SELECT ol.variant_id FROM offer_lines ol WHERE ol.id = ${cartLines.offerLineId}), 0)`.mapWith(
      Number,
    ),
  quantity: cartLines.quantity,
  lineType: cartLines.lineType,
  projectId: cartLines.projectId,
  customerReference: cartLines.customerReference,
  offerLineId: cartLines.offerLineId,
};

export async function lineRows(db: Executor, cartId: number): Promise<StoredLine[]> {
  return db.select(storedLine).from(cartLines).where(eq(cartLines.cartId, cartId)).orderBy(cartLines.createdAt, cartLines.id);
}

/** One line of the cart; undefined for a line of another cart. */
export async function lineRow(db: Database, cartId: number, lineId: number): Promise<StoredLine | undefined> {
  const [row] = await db
    .select(storedLine)
    .from(cartLines)
    .where(and(eq(cartLines.id, lineId), eq(cartLines.cartId, cartId)));
  return row;
}

/**
 * Sets a line's quantity, adding the line (of `lineType`) when the cart has none for the part in that project (0: none);
 * a new line takes the company's customer part number (docs/decisions/043-customer-references.md).
 */
export async function upsertLine(
  db: Database,
  cartId: number,
  variantId: number,
  quantity: number,
  lineType: CartLineType = "Standard",
  projectId = 0,
) {
  await db
    .insert(cartLines)
    .values({ cartId, variantId, quantity, lineType, projectId, customerReference: companyNumberForCartLine(cartId, variantId) })
    .onConflictDoUpdate({ target: [cartLines.cartId, cartLines.variantId, cartLines.projectId], set: { quantity } });
}

export async function updateLineRow(
  db: Executor,
  cartId: number,
  lineId: number,
  values: Partial<Pick<StoredLine, "quantity" | "customerReference">>,
) {
  await db
    .update(cartLines)
    .set(values)
    .where(and(eq(cartLines.id, lineId), eq(cartLines.cartId, cartId)));
}

/** Points a line at another packaging of its part. */
export async function setLineVariant(db: Database, cartId: number, lineId: number, variantId: number) {
  await db
    .update(cartLines)
    .set({ variantId })
    .where(and(eq(cartLines.id, lineId), eq(cartLines.cartId, cartId)));
}

/** Removes the given lines of the cart (ids of other carts are ignored), or all when `lineIds` is null. */
export async function deleteLines(db: Database, cartId: number, lineIds: number[] | null) {
  await db
    .delete(cartLines)
    .where(lineIds === null ? eq(cartLines.cartId, cartId) : and(eq(cartLines.cartId, cartId), inArray(cartLines.id, lineIds)));
}

/** What the cart rules and the line view read of a part. */
export interface PartFacts {
  variantId: number;
  productId: number;
  sku: string;
  packaging: string;
  isReel: boolean;
  mpq: number;
  minimumOrderQuantity: number;
  orderQuantityMultiplier: number;
  totalStock: number;
  isBackorderable: boolean;
  isShowPrice: boolean;
  mpn: string;
  slug: string;
  referenceCode: string;
  descriptionTr: string;
  descriptionEn: string;
  manufacturerId: number;
  categoryId: number;
  status: string;
  vatRate: string;
  medias: Array<{ kind: string; path: string }>;
  properties: Record<string, number | string>;
  /** Every packaging of the part's product: [variant id, packaging], by id. */
  packagings: Array<[number, string]>;
  discountRate: string | null;
  breaks: Array<[number, string]>;
}

export async function partFacts(db: Executor, variantIds: number[]): Promise<Map<number, PartFacts>> {
  if (variantIds.length === 0) return new Map();
  const rows = await queryRows<PartFacts>(
    db,
    sql`SELECT v.id AS "variantId", v.product_id AS "productId", v.sku, v.packaging, v.is_reel AS "isReel", v.mpq,
          v.minimum_order_quantity AS "minimumOrderQuantity", v.order_quantity_multiplier AS "orderQuantityMultiplier",
          v.total_stock AS "totalStock", v.is_backorderable AS "isBackorderable", v.is_show_price AS "isShowPrice",
          p.mpn, p.slug, p.reference_code AS "referenceCode", p.description_tr AS "descriptionTr",
          p.description_en AS "descriptionEn", p.manufacturer_id AS "manufacturerId", p.category_id AS "categoryId", p.status, p.vat_rate::text AS "vatRate",
          p.medias, p.properties,
          (SELECT json_agg(json_build_array(o.id, o.packaging) ORDER BY o.id) FROM variants o WHERE o.product_id = v.product_id) AS packagings,
          (SELECT max(gv.discount_rate)::text FROM category_group_variants gv WHERE gv.variant_id = v.id) AS "discountRate",
          (SELECT coalesce(json_agg(json_build_array(b.quantity, b.unit_price_usd::text) ORDER BY b.quantity), '[]'::json)
             FROM price_breaks b WHERE b.variant_id = v.id) AS breaks
        FROM variants v JOIN products p ON p.id = v.product_id
        WHERE v.id = ANY(${sql.param(variantIds)}::int[])`,
  );
  return new Map(rows.map((row) => [row.variantId, row]));
}
