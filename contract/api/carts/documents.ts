import * as z from "zod";
import { LOCALES } from "../../locale";
import { operation } from "../../operation";
import { cartIdParams, cartQuery, money, totalsSchema } from "./schemas";

// The documents Turkish distance-sales law asks a seller to show before an order (6502 sayılı Kanun, Mesafeli
// Sözleşmeler Yönetmeliği): the preliminary information form and the distance sales contract, filled in with the
// buyer's and the cart's data (docs/decisions/013-cart-documents.md). Re-exported by operations.ts.

/** The documents, by the last segment of their path (also their template's key). */
export const CART_DOCUMENT_KEYS = ["distance-sales-contract", "preliminary-information-form"] as const;
export type CartDocumentKey = (typeof CART_DOCUMENT_KEYS)[number];

/** A document as text blocks, never HTML: headings, paragraphs, and where the cart's lines go. */
const documentBlockSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("heading"), text: z.string() }),
  z.object({ type: z.literal("paragraph"), text: z.string() }),
  z.object({ type: z.literal("lines") }),
]);

/** A cart line as a document lists it, in the caller's currency; prices are null for a part quoted on request. */
const documentLineSchema = z.object({
  mpn: z.string(),
  manufacturerName: z.string(),
  description: z.string(),
  quantity: z.number().int(),
  unitPrice: money.nullable(),
  /** KDV percent, a decimal string ("20.00"). */
  vatRate: z.string(),
  /** The line's amount with KDV. */
  totalPrice: money.nullable(),
});

export const cartDocumentSchema = z.object({
  key: z.enum(CART_DOCUMENT_KEYS),
  title: z.string(),
  /** The template's version: which text the buyer was shown. */
  version: z.number().int(),
  locale: z.enum(LOCALES),
  generatedAt: z.string(),
  blocks: z.array(documentBlockSchema),
  lines: z.array(documentLineSchema),
  /** The cart's totals in the caller's currency, as the cart answers them. */
  totals: totalsSchema,
});

export type CartDocument = z.output<typeof cartDocumentSchema>;
export type CartDocumentBlock = CartDocument["blocks"][number];

// Under the user's carts (operations.ts `me`): a guest sees these documents at checkout (issue 16).
const documentOf = { tags: ["carts"], access: "user", params: cartIdParams, query: cartQuery, errors: [404, 409] } as const;

export const cartDistanceSalesContract = operation({
  method: "GET",
  path: "/carts/users/me/:id/distance-sales-contract",
  summary: "The distance sales contract, filled in with the buyer's and the cart's data; an empty cart answers 409",
  ...documentOf,
  data: cartDocumentSchema,
});
export const cartPreliminaryInformationForm = operation({
  method: "GET",
  path: "/carts/users/me/:id/preliminary-information-form",
  summary: "The preliminary information form, filled in with the buyer's and the cart's data; an empty cart answers 409",
  ...documentOf,
  data: cartDocumentSchema,
});

/** Each document's operation, by key. */
export const CART_DOCUMENT_OPERATIONS = {
  "distance-sales-contract": cartDistanceSalesContract,
  "preliminary-information-form": cartPreliminaryInformationForm,
} as const satisfies Record<CartDocumentKey, unknown>;
