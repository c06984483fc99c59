import type { CartLineType } from "@contract/api/carts/values";
import type { Database, Executor } from "../../db/client";
import { AppError } from "../../lib/errors";
import { message, text } from "../../lib/messages";
import { projectTerms } from "../projects/cart-terms";
import { offeredLines } from "../requests-desk/offer-cart";
import { partsAsOwnerSees } from "../special-products/cart-terms";
import { defaultCartName } from "./cart-name";
import { lineProblem, cartView, quantityChangeProblem, type CartContext } from "./view";
import {
  deleteLines,
  ensureGuestCartRow,
  findActiveCart,
  findCart,
  findCartById,
  findGuestCart,
  insertUserCart,
  lineRow,
  lineRows,
  partFacts,
  setLineVariant,
  touchCart,
  updateLineRow,
  upsertLine,
  type CartOwner,
  type CartRow,
} from "./store";

export interface ItemRequest {
  variantId: number;
  quantity: number;
}

const notFound = (context: CartContext) => new AppError(404, message("notFound", context.locale));

/** The cart with its lines priced (see view.ts); an absent cart answers as an empty one. */
export async function presentCart(db: Executor, cart: CartRow | undefined, context: CartContext) {
  const lines = cart ? await lineRows(db, cart.id) : [];
  const { parts, specials } = await partsAsOwnerSees(
    db,
    cart?.userId,
    await partFacts(db, [...new Set(lines.map((line) => line.variantId))]),
  );
  const projects = await projectTerms(db, [...new Set(lines.map((line) => line.projectId).filter((id) => id > 0))]);
  const offered = await offeredLines(
    db,
    lines.flatMap((line) => (line.offerLineId === null ? [] : [line.offerLineId])),
  );
  return cartView(cart, lines, parts, projects, context, offered, specials);
}

/** The owner's cart by id, or 404 (another owner's id answers like a missing one). */
export async function requireCart(db: Database, owner: CartOwner, cartId: number, context: CartContext): Promise<CartRow> {
  const cart = await findCart(db, owner, cartId);
  if (!cart) throw notFound(context);
  return cart;
}

/** The cart's line by id, or 404 (a line of another cart answers like a missing one). */
export async function requireLine(db: Database, cart: CartRow, lineId: number, context: CartContext) {
  const line = await lineRow(db, cart.id, lineId);
  if (!line) throw notFound(context);
  return line;
}

/** The user's active cart, created (and named in the caller's language) when the user has none. */
export async function ensureActiveCart(db: Database, userId: string, context: CartContext): Promise<CartRow> {
  return (await findActiveCart(db, userId)) ?? insertUserCart(db, userId, defaultCartName(context.locale));
}

export async function ensureGuestCart(db: Database, guestId: string | null, context: CartContext): Promise<CartRow> {
  if (!guestId) throw new AppError(400, text("carts.guestIdMissing", context.locale));
  return ensureGuestCartRow(db, guestId, defaultCartName(context.locale));
}

export async function guestCartOf(db: Executor, guestId: string | null) {
  return guestId ? findGuestCart(db, guestId) : undefined;
}

/** The guest's cart for a change to its lines; 404 before the first add. */
export async function requireGuestCart(db: Database, guestId: string | null, context: CartContext): Promise<CartRow> {
  const cart = await guestCartOf(db, guestId);
  if (!cart) throw notFound(context);
  return cart;
}

/**
 * Adds parts to a cart: each quantity joins what the cart already holds of the part and the sum must pass the rules
 * (minimum, multiple, stock); a refused part leaves the cart as it was and says why. One answer per part asked for.
 */
export async function addItems(
  db: Database,
  cart: CartRow,
  items: ItemRequest[],
  context: CartContext,
  lineType: CartLineType = "Standard",
) {
  const held = new Map(
    (await lineRows(db, cart.id))
      .filter((line) => line.projectId === 0 && line.offerLineId === null)
      .map((line) => [line.variantId, line.quantity]),
  );
  const { parts } = await partsAsOwnerSees(db, cart.userId, await partFacts(db, [...new Set(items.map((item) => item.variantId))]));
  const results = [];
  for (const { variantId, quantity } of items) {
    const total = (held.get(variantId) ?? 0) + quantity;
    const problem = lineProblem(parts.get(variantId), total, context.locale);
    if (problem === null) {
      await upsertLine(db, cart.id, variantId, total, lineType);
      held.set(variantId, total);
    }
    const isAvailable = lineProblem(parts.get(variantId), parts.get(variantId)?.minimumOrderQuantity ?? 1, context.locale) === null;
    results.push({ variantId, isAvailable, added: problem === null, message: problem });
  }
  if (results.some((result) => result.added)) await touchCart(db, cart.id);
  return { cart: await presentCart(db, cart, context), items: results };
}

/** A line's new quantity (checked by the rules; a refusal is a field error) and customer reference. */
export async function updateLine(
  db: Database,
  cart: CartRow,
  lineId: number,
  change: { quantity?: number; customerReference?: string | null },
  context: CartContext,
) {
  const line = await requireLine(db, cart, lineId, context);
  if (change.quantity !== undefined) {
    const parts = await partFacts(db, [line.variantId]);
    const problem = quantityChangeProblem(line, parts.get(line.variantId), change.quantity, context.locale);
    if (problem) throw new AppError(400, problem, [{ field: "quantity", message: problem }]);
  }
  await updateLineRow(db, cart.id, lineId, {
    ...(change.quantity !== undefined ? { quantity: change.quantity } : {}),
    ...(change.customerReference !== undefined ? { customerReference: change.customerReference ?? "" } : {}),
  });
  await touchCart(db, cart.id);
  return {
    cart: await presentCart(db, cart, context),
    items: [{ variantId: line.variantId, isAvailable: true, added: false, message: null }],
  };
}

/**
 * Moves a line to another packaging of its part: the quantity (added to a line the cart already has of that
 * packaging) must pass the new packaging's rules; a packaging of another part is a field error.
 */
export async function changeLinePackaging(db: Database, cart: CartRow, lineId: number, variantId: number, context: CartContext) {
  const lines = await lineRows(db, cart.id);
  const line = lines.find((candidate) => candidate.id === lineId);
  if (!line) throw notFound(context);
  if (line.offerLineId !== null) {
    const problem = text("carts.offeredPartFixed", context.locale);
    throw new AppError(400, problem, [{ field: "variantId", message: problem }]);
  }
  const parts = await partFacts(db, [line.variantId, variantId]);
  const target = parts.get(variantId);
  if (!target || target.productId !== parts.get(line.variantId)?.productId) {
    const problem = text("carts.notThisPart", context.locale);
    throw new AppError(400, problem, [{ field: "variantId", message: problem }]);
  }
  if (variantId !== line.variantId) {
    const existing = lines.find((candidate) => candidate.variantId === variantId && candidate.projectId === line.projectId);
    const quantity = line.quantity + (existing?.quantity ?? 0);
    const problem = lineProblem(target, quantity, context.locale);
    if (problem) throw new AppError(400, problem, [{ field: "quantity", message: problem }]);
    if (existing) {
      await updateLineRow(db, cart.id, existing.id, { quantity });
      await deleteLines(db, cart.id, [line.id]);
    } else await setLineVariant(db, cart.id, line.id, variantId);
    await touchCart(db, cart.id);
  }
  return { cart: await presentCart(db, cart, context), items: [{ variantId, isAvailable: true, added: false, message: null }] };
}

export async function removeLine(db: Database, cart: CartRow, lineId: number, context: CartContext) {
  await requireLine(db, cart, lineId, context);
  await deleteLines(db, cart.id, [lineId]);
  await touchCart(db, cart.id);
  return presentCart(db, cart, context);
}

export async function removeLines(db: Database, cart: CartRow, body: { lineIds: number[]; all?: boolean }, context: CartContext) {
  await deleteLines(db, cart.id, body.all ? null : body.lineIds);
  await touchCart(db, cart.id);
  return presentCart(db, cart, context);
}

/**
 * Moves a guest cart's lines into the user's active cart once: quantities add up and the rules apply again; what
 * passes leaves the guest cart, what does not stays there and is reported. Signing in twice merges nothing twice.
 */
export async function mergeGuestCart(db: Database, userId: string, guestId: string, context: CartContext) {
  const guestCart = await findGuestCart(db, guestId);
  const active = await ensureActiveCart(db, userId, context);
  const guestLines = guestCart ? await lineRows(db, guestCart.id) : [];
  if (!guestCart || guestLines.length === 0) return { cart: await presentCart(db, active, context), items: [] };
  const merged = await addItems(db, active, guestLines, context);
  const movedVariants = merged.items.filter((item) => item.added).map((item) => item.variantId);
  const movedLines = guestLines.filter((line) => movedVariants.includes(line.variantId)).map((line) => line.id);
  if (movedLines.length) await deleteLines(db, guestCart.id, movedLines);
  return merged;
}

/** The cart a share link opens, or 404 for a forged, expired or dead link (sharedCartId: null). */
export async function requireSharedCart(db: Database, cartId: number | null, context: CartContext): Promise<CartRow> {
  const cart = cartId === null ? undefined : await findCartById(db, cartId);
  if (!cart) throw notFound(context);
  return cart;
}

/** A shared cart's lines copied into a new cart of the user's (active from now), as SharesByLink lines under the rules. */
export async function copySharedCart(db: Database, userId: string, source: CartRow, context: CartContext) {
  const copy = await insertUserCart(db, userId, text("carts.sharedCopyName", context.locale, { name: source.name }).slice(0, 60));
  const lines = (await lineRows(db, source.id)).map(({ variantId, quantity }) => ({ variantId, quantity }));
  return addItems(db, copy, lines, context, "SharesByLink");
}
