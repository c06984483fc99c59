import { asc, eq } from "drizzle-orm";
import type { CartSnapshot } from "@contract/api/crm/topic-schemas";
import type { Database } from "../../db/client";
import { cartLines, products, variants } from "../../db/schema";
import { findCart, type CartOwner } from "../carts/store";

/**
 * The lines of the caller's own cart as they are now (part number and quantity), read here rather than taken from
 * the form; null when the cart is not the caller's (or a guest without an anonymous id asks), which answers 404.
 */
export async function cartSnapshot(db: Database, owner: CartOwner | null, cartId: number): Promise<CartSnapshot | null> {
  const cart = owner && (await findCart(db, owner, cartId));
  if (!cart) return null;
  const lines = await db
    .select({ mpn: products.mpn, quantity: cartLines.quantity })
    .from(cartLines)
    .innerJoin(variants, eq(variants.id, cartLines.variantId))
    .innerJoin(products, eq(products.id, variants.productId))
    .where(eq(cartLines.cartId, cart.id))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id));
  return { cartId: cart.id, lines };
}
