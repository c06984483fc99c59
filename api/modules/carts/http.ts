import type { FastifyReply, FastifyRequest } from "fastify";
import * as carts from "@contract/api/carts/operations";
import type { Cart } from "@contract/api/carts/schemas";
import type { CurrencyCode } from "@contract/limits";
import { pricingFor } from "../../lib/currency";
import { catalogContext, ok, privateNoStore } from "../catalog/http";
import type { SearchIndex } from "../catalog/search-index";
import type { ApiLocale } from "../../lib/locale";
import { markNothingApplied } from "../../plugins/idempotency";
import { cartNameIn } from "./cart-name";
import { buildCartExport, exportFileName } from "./export-file";
import type { CartRow } from "./store";
import { secondaryCurrencyOf, type CartContext } from "./view";

export interface CartOptions {
  /** Signs shared-cart links (share-link.ts). */
  shareSecret: string;
  /** Heads the cart's PDF export. */
  storeName: string;
  /** The catalog's index: an unavailable line's alternatives are its related parts (alternatives.ts). */
  searchIndex: SearchIndex;
}

/** A cart request's `currency` query (the caller's currency: query, then X-Currency-Code, then USD). */
type CartRequest = FastifyRequest & { query: { currency?: CurrencyCode } };

/** What a cart answer needs: language, reference tables, the caller's currency and the second one (view.ts). */
export async function cartContext(request: CartRequest): Promise<CartContext> {
  const { db, locale, pricing, reference } = await catalogContext(request.server.db, request, request.query.currency);
  return { locale, reference, primary: pricing, secondary: await pricingFor(db, secondaryCurrencyOf(pricing.currency)) };
}

/** A cart is the caller's alone: no cache keeps it. */
export const mine = <T>(reply: FastifyReply, data: T) => {
  privateNoStore(reply);
  return ok(data);
};

/** The answer of an add: when every part asked for was refused nothing changed, and a repeat may run again. */
export const added = <T extends { items: Array<{ added: boolean }> }>(request: FastifyRequest, reply: FastifyReply, change: T) => {
  if (!change.items.some((item) => item.added)) markNothingApplied(request);
  return mine(reply, change);
};

export const summaryOf = (
  row: Pick<CartRow, "id" | "name" | "isActive" | "isSaved" | "createdAt" | "updatedAt">,
  productCount: number,
  locale: ApiLocale,
) => ({
  id: row.id,
  name: cartNameIn(row.name, locale),
  isActive: row.isActive,
  isSaved: row.isSaved,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  productCount,
});

/**
 * A cart as a file to download (export-file.ts), named for the day and the user's cart id (a guest's id is not
 * shown: `guest`); no cache keeps it.
 */
export function exportAnswer(
  reply: FastifyReply,
  cart: Cart,
  nameId: number | null,
  format: carts.CartExportFormat,
  options: { storeName: string; context: CartContext },
) {
  const date = new Date();
  const { locale } = options.context;
  privateNoStore(reply);
  reply.header("content-type", carts.CART_EXPORT_TYPES[format]);
  reply.header("content-disposition", `attachment; filename="${exportFileName(nameId, format, locale, date)}"`);
  return buildCartExport(format, { cart, storeName: options.storeName, locale, date });
}
