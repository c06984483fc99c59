import type { Database } from "../../db/client";
import { AppError } from "../../lib/errors";
import { text } from "../../lib/messages";
import { ensureActiveCart, presentCart } from "../carts/service";
import { lineRows, partFacts, touchCart, upsertLine } from "../carts/store";
import { lineProblem, type CartContext } from "../carts/view";
import { insertOfferedLines } from "../requests-desk/offer-cart";
import { projectPart, projectTerms } from "./cart-terms";
import { isOrderable, itemsOfProjects, requireProject } from "./read";

/**
 * Puts a project's items (those named, else all) in the user's active cart as Project lines: each at its offered
 * quantity added to what the cart's line for that project already holds, under the cart's quantity rules at the
 * project price; an item made to order as a SpecialProduct line of the project at its offer line's price and quantity. Only an active project within its period (409 otherwise); another company's project is a 404.
 */
export async function addProjectItems(
  db: Database,
  identity: { userId: string; companyId: string },
  projectId: number,
  itemIds: number[],
  context: CartContext,
) {
  const project = await requireProject(db, projectId, identity.companyId, context.locale);
  if (!isOrderable(project)) throw new AppError(409, text("projects.notOrderable", context.locale));
  const items = (await itemsOfProjects(db, [projectId], context.locale)).filter(
    (item) => itemIds.length === 0 || itemIds.includes(item.id),
  );
  if (itemIds.some((id) => !items.some((item) => item.id === id))) throw new AppError(404, text("projects.noSuchItem", context.locale));
  const cart = await ensureActiveCart(db, identity.userId, context);
  const held = new Map(
    (await lineRows(db, cart.id)).filter((line) => line.projectId === projectId).map((line) => [line.variantId, line.quantity]),
  );
  const parts = await partFacts(
    db,
    items.map((item) => item.variantId),
  );
  const terms = (await projectTerms(db, [projectId])).get(projectId);
  const results = [];
  for (const item of items) {
    if (item.variantId === 0) {
      // An item made to order goes in as the offer's line does, at the offered quantity, under the project.
      await insertOfferedLines(db, cart.id, [{ id: item.offerLine!.id, quantity: item.cartQuantity }], projectId);
      results.push({ itemId: item.id, variantId: 0, added: true, message: null });
      continue;
    }
    const quantity = (held.get(item.variantId) ?? 0) + item.cartQuantity;
    const message = lineProblem(projectPart(parts.get(item.variantId), terms), quantity, context.locale);
    if (message === null) await upsertLine(db, cart.id, item.variantId, quantity, "Project", projectId);
    results.push({ itemId: item.id, variantId: item.variantId, added: message === null, message });
  }
  if (results.some((result) => result.added)) await touchCart(db, cart.id);
  return { items: results, cart: await presentCart(db, cart, context) };
}
