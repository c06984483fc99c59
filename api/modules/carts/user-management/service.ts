import type { Cart, CartLine } from "@contract/api/carts/schemas";
import type { Database } from "../../../db/client";
import { AppError } from "../../../lib/errors";
import { message } from "../../../lib/messages";
import { foldText } from "../../catalog/text";
import { exportLines } from "../export-content";
import { presentCart } from "../service";
import { lineRows, partFacts, touchCart, updateCartRow, updateLineRow, type CartRow } from "../store";
import { quantityChangeProblem, type CartContext } from "../view";
import { cartHistory, recordQuantityChanges, recordSavedChange, type QuantityChange } from "./changes";
import type { CompanyUser } from "./owners";

// What a company administrator does to a user's cart (docs/decisions/027-business-accounts.md): the cart priced and
// checked exactly as the user's own (service.ts, view.ts), every change recorded with its actor.

/** A user's cart as the administrator sees it: the cart (an absent one answers as empty) and its changes. */
export async function presentUserCart(db: Database, owner: CompanyUser, cart: CartRow | undefined, context: CartContext) {
  return { owner, cart: await presentCart(db, cart, context), changes: cart ? await cartHistory(db, cart.id) : [] };
}

/**
 * Sets the quantities of some of the cart's lines, all or none: a line of another cart is a 404, a quantity the
 * rules refuse (minimum, multiple, stock) a 400 on that line's field. Each quantity that differs is recorded.
 */
export async function changeQuantities(
  db: Database,
  cart: CartRow,
  wanted: Array<{ lineId: number; quantity: number }>,
  actorUserId: string,
  context: CartContext,
) {
  const held = new Map((await lineRows(db, cart.id)).map((line) => [line.id, line]));
  if (wanted.some((line) => !held.has(line.lineId))) throw new AppError(404, message("notFound", context.locale));
  const parts = await partFacts(db, [...new Set(wanted.map((line) => held.get(line.lineId)!.variantId))]);
  const refusals = wanted.flatMap(({ lineId, quantity }, index) => {
    const line = held.get(lineId)!;
    const problem = quantityChangeProblem(line, parts.get(line.variantId), quantity, context.locale);
    return problem ? [{ field: `lines.${index}.quantity`, message: problem }] : [];
  });
  if (refusals.length) throw new AppError(400, refusals[0].message, refusals);

  const changes: QuantityChange[] = wanted
    .filter(({ lineId, quantity }) => held.get(lineId)!.quantity !== quantity)
    .map(({ lineId, quantity }) => {
      const line = held.get(lineId)!;
      const part = parts.get(line.variantId);
      const manufacturer = part ? context.reference.manufacturerById.get(part.manufacturerId) : undefined;
      return {
        lineId,
        variantId: line.variantId,
        sku: part?.sku ?? "",
        mpn: part?.mpn ?? "",
        manufacturerName: manufacturer?.name ?? "",
        before: line.quantity,
        after: quantity,
      };
    });
  if (changes.length === 0) return;
  await db.transaction(async (tx) => {
    for (const change of changes) await updateLineRow(tx, cart.id, change.lineId, { quantity: change.after });
    await recordQuantityChanges(tx, cart.id, actorUserId, changes);
    await touchCart(tx, cart.id);
  });
}

/** Saves the cart or takes it off the saved ones; only a change of state is recorded. */
export async function markUserCartSaved(db: Database, cart: CartRow, isSaved: boolean, actorUserId: string): Promise<CartRow> {
  if (cart.isSaved === isSaved) return cart;
  return db.transaction(async (tx) => {
    const updated = await updateCartRow(tx, cart.id, { isSaved });
    await recordSavedChange(tx, cart.id, actorUserId, isSaved);
    return updated;
  });
}

/** The cart's lines whose part number, manufacturer part number or description holds the words (case and accents aside). */
export function matchingLines(cart: Cart, words: string): CartLine[] {
  const wanted = foldText(words);
  return exportLines(cart).filter((line) => [line.sku, line.mpn, line.description].some((value) => foldText(value).includes(wanted)));
}
