import { sql } from "drizzle-orm";
import { AppError } from "../../lib/errors";
import { listItemsByIds, type PresentContext } from "./present";
import { queryRows } from "../../lib/query-rows";
import { productIdOfVariant } from "./variant-product";

/** Whose history: the signed-in user, else the guest's anonymous-customer-id; neither means no history. */
export interface Viewer {
  userId: string | null;
  guestId: string | null;
}

/** Each viewer keeps at most this many products. */
const HISTORY_LIMIT = 50;

const viewerCondition = (viewer: Viewer) =>
  viewer.userId ? sql`user_id = ${viewer.userId}` : sql`guest_id = ${viewer.guestId} AND user_id IS NULL`;

export async function recordView(context: PresentContext, viewer: Viewer, variantId: number) {
  if (!viewer.userId && !viewer.guestId) return { recorded: false };
  const productId = await productIdOfVariant(context.db, variantId);
  if (productId === null) throw new AppError(404, "Variant not found", [{ field: "variantId", message: "variantId: no such variant" }]);
  const target = viewer.userId
    ? sql`(user_id, product_id) WHERE user_id IS NOT NULL`
    : sql`(guest_id, product_id) WHERE guest_id IS NOT NULL`;
  await context.db.execute(
    sql`INSERT INTO last_viewed_products (user_id, guest_id, product_id, variant_id, viewed_at)
        VALUES (${viewer.userId}, ${viewer.userId ? null : viewer.guestId}, ${productId}, ${variantId}, now())
        ON CONFLICT ${target} DO UPDATE SET variant_id = excluded.variant_id, viewed_at = excluded.viewed_at`,
  );
  await context.db.execute(
    sql`DELETE FROM last_viewed_products WHERE ${viewerCondition(viewer)} AND id NOT IN (
          SELECT id FROM last_viewed_products WHERE ${viewerCondition(viewer)} ORDER BY viewed_at DESC, id DESC LIMIT ${HISTORY_LIMIT})`,
  );
  return { recorded: true };
}

export async function lastViewed(context: PresentContext, viewer: Viewer, take: number) {
  if (!viewer.userId && !viewer.guestId) return [];
  const rows = await queryRows<{ variantId: number }>(
    context.db,
    sql`SELECT variant_id AS "variantId" FROM last_viewed_products WHERE ${viewerCondition(viewer)}
        ORDER BY viewed_at DESC, id DESC LIMIT ${take}`,
  );
  return listItemsByIds(
    rows.map((row) => row.variantId),
    context,
  );
}
