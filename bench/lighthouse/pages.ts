import { pathFor } from "../../contract/paths";
import type { Catalog } from "../mixed-load/journeys";

// The pages the Lighthouse benchmark looks at: the ones a buyer passes on the way to an order, and the two tools.

export interface AuditedPage {
  name: string;
  path: string;
  /** The page needs the guest's session (a cart with a line, the checkout's steps done so far). */
  withSession: boolean;
}

/** The pages, in the order they are audited; the product is one the demo catalog sells from stock. */
export function auditedPages(catalog: Catalog): AuditedPage[] {
  const page = (name: string, path: string, withSession = false) => ({ name, path, withSession });
  return [
    page("home (tr)", pathFor("home", "tr")),
    page("home (en)", pathFor("home", "en")),
    page("product list", pathFor("productList", "en", { name: "chip-resistors-smd" })),
    page("product", catalog.bought[0].productPath),
    page("cart", pathFor("shoppingCart", "en"), true),
    page("checkout: address", pathFor("checkoutAddress", "en"), true),
    page("checkout: delivery", pathFor("checkoutDelivery", "en"), true),
    page("checkout: payment", pathFor("checkoutPayment", "en"), true),
    page("PCB offer form", pathFor("pcbOfferForm", "en")),
    page("BOM tool", pathFor("bomTool", "en")),
  ];
}
