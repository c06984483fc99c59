import type { CartDocument, CartDocumentKey } from "@contract/api/carts/documents";
import type { CartLine } from "@contract/api/carts/schemas";
import type { Database } from "../../../db/client";
import type { Address } from "../../../db/schema";
import { AppError } from "../../../lib/errors";
import type { Seller } from "../../../lib/seller";
import { text } from "../../../lib/messages";
import { findDefaultAddress } from "../../accounts/address-service";
import { exportLines } from "../export-content";
import { presentCart } from "../service";
import type { CartRow } from "../store";
import type { CartContext } from "../view";
import { renderTemplate } from "./render";
import { findTemplate } from "./templates";
import { placeholderValues, type DocumentFacts } from "./values";

/** A line as the document lists it: the cart view's figures in the caller's currency, none computed here. */
const documentLine = (line: CartLine): CartDocument["lines"][number] => ({
  mpn: line.mpn,
  manufacturerName: line.manufacturerName,
  description: line.description,
  quantity: line.quantity.value,
  unitPrice: line.unitPrice?.primary ?? null,
  vatRate: line.vatRate,
  totalPrice: line.totalPrice?.primary ?? null,
});

/**
 * One of the cart's legal documents for its owner: the template in the caller's language filled in with the buyer's
 * data and the cart's, as the cart answers it. An empty cart has nothing to sell: 409.
 */
export async function cartDocument(
  db: Database,
  key: CartDocumentKey,
  cart: CartRow,
  buyer: DocumentFacts["buyer"] & { id: string; companyId?: string | null },
  /** `address`: the address the texts name instead of the book's default (a guest's typed one, null before it is typed). */
  options: { storeName: string; seller: Seller; context: CartContext; address?: Address | null },
): Promise<CartDocument> {
  const { context } = options;
  const view = await presentCart(db, cart, context);
  const lines = exportLines(view);
  if (lines.length === 0) throw new AppError(409, text("cartDocuments.emptyCart", context.locale));
  const template = await findTemplate(db, key, context.locale);
  const owner = { userId: buyer.id, companyId: buyer.companyId ?? null };
  const address =
    options.address !== undefined
      ? options.address
      : ((await findDefaultAddress(db, owner, "billing")) ?? (await findDefaultAddress(db, owner, "shipping")));
  const date = new Date();
  const locale = template.locale;
  const values = placeholderValues(
    { storeName: options.storeName, seller: options.seller, buyer, address, totals: view.totals.primary, date },
    locale,
  );
  return {
    key,
    title: template.title,
    version: template.version,
    locale,
    generatedAt: date.toISOString(),
    blocks: renderTemplate(template.body, values),
    lines: lines.map(documentLine),
    totals: view.totals.primary,
  };
}
