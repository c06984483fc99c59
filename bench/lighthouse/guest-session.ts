import { guestToPayment, type Catalog } from "../mixed-load/journeys";
import { Visitor } from "../mixed-load/visitor";

/**
 * A guest with a part in the cart who has gone through the checkout up to its payment step, as a browser without
 * JavaScript does it (the mixed load's journey), for Lighthouse and the validator to see the cart and every checkout
 * step as this guest.
 */
export async function guestAtPayment(web: string, catalog: Catalog): Promise<Visitor> {
  const visitor = new Visitor(web, "127.0.0.1", () => {});
  await guestToPayment({ visitor, cart: new Map() }, catalog, 1);
  return visitor;
}

/**
 * The guest's cookies for a page, the page read first: an access token that expired (5 minutes) is refreshed here,
 * so Lighthouse, which sends the same cookies throughout, never spends the refresh token itself (a reuse would end
 * the guest's session and empty the cart).
 */
export async function freshCookies(guest: Visitor, path: string) {
  await guest.get("fresh cookies", path);
  return guest.cookieHeader();
}
