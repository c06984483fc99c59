import { guestToPayment, type Catalog } from "../mixed-load/journeys";
import { Visitor } from "../mixed-load/visitor";

/**
 * A guest with a part in the cart who has gone through the checkout up to its payment step, as a browser without
 * JavaScript does it (the mixed load's journey): its cookies, for Lighthouse and the validator to see the cart and
 * every checkout step as this guest.
 */
export async function guestAtPayment(web: string, catalog: Catalog): Promise<string> {
  const visitor = new Visitor(web, "127.0.0.1", () => {});
  await guestToPayment({ visitor, cart: new Map() }, catalog, 1);
  return visitor.cookieHeader();
}
