import * as z from "zod";
import { CURRENCIES, MAX_PRICE_QUANTITY } from "../../limits";
import { priceBreakSchema, productListItemSchema } from "../catalog/schemas";
import { BOM_MATCH_CONFIDENCES, BOM_MATCH_METHODS, BOM_MATCH_REASONS, BOM_MATCH_STATUSES, BOM_MAX_LINES } from "./values";

/** An optional text field; an empty one gives nothing to match by, as a file's empty cell. */
const cell = (max: number) => z.string().trim().max(max, "validation.tooLong").optional();

/** One line as contract/bom/line.ts `BomLine` describes it. */
export const bomLineSchema = z.object({
  row: z.number().int().min(1).max(1_000_000),
  references: z.array(z.string().trim().min(1).max(50, "validation.tooLong")).max(1000).default([]),
  quantityPerBoard: z
    .number({ error: "validation.quantity" })
    .int("validation.quantity")
    .min(1, "validation.quantity")
    .max(MAX_PRICE_QUANTITY, "validation.quantityTooLarge"),
  value: cell(200),
  package: cell(200),
  mpn: cell(200),
  manufacturer: cell(200),
  customerPartNumber: cell(200),
  description: cell(500),
});

export const bomMatchBody = z.object({
  lines: z.array(bomLineSchema).min(1, "validation.bomLines").max(BOM_MAX_LINES, "validation.bomTooManyLines"),
  /** The currency of the parts' prices; without it, X-Currency-Code, then USD. */
  currency: z.enum(CURRENCIES).optional(),
});
export type BomMatchBody = z.input<typeof bomMatchBody>;

/** One line's match. `productId` and `part` are the part the line points at: the match, the best of several, or the suggestion. */
export const bomLineMatchSchema = z.object({
  row: z.number(),
  status: z.enum(BOM_MATCH_STATUSES),
  how: z.enum(BOM_MATCH_METHODS).nullable(),
  confidence: z.enum(BOM_MATCH_CONFIDENCES),
  productId: z.number().nullable(),
  /** The part as the product list shows it, with every packaging's price breaks, stock, MOQ and multiple. */
  part: productListItemSchema.nullable(),
  /** Other parts for the line, in stock first: the other candidates, or in-stock parts like an out-of-stock match. */
  alternatives: z.array(productListItemSchema),
  reason: z.enum(BOM_MATCH_REASONS).nullable(),
});
export type BomLineMatch = z.output<typeof bomLineMatchSchema>;

/** A stored rate as the cart's answer carries its `exchangeRate`: units per USD, its bulletin's date, stale or not. */
export const bomExchangeRateSchema = z.object({ currency: z.enum(CURRENCIES), rate: z.string(), rateDate: z.string(), stale: z.boolean() });
export type BomExchangeRate = z.output<typeof bomExchangeRateSchema>;

export const bomMatchSchema = z.object({
  currency: z.enum(CURRENCIES),
  lines: z.array(bomLineMatchSchema),
  /** The currencies the BOM is totalled in, each with its rate: the caller's first, then USD and TRY. */
  exchangeRates: z.array(bomExchangeRateSchema),
  /**
   * The lines' parts' price breaks (every packaging's, by variant id) in each other currency of `exchangeRates`,
   * rounded as shown: the page totals the BOM in them as the cart totals its second currency (contract/bom/priced.ts).
   */
  otherPrices: z.array(z.object({ currency: z.enum(CURRENCIES), priceBreaks: z.record(z.string(), z.array(priceBreakSchema)) })),
});
export type BomMatch = z.output<typeof bomMatchSchema>;

/** A workbook's first sheet as rows of cell texts, for contract/bom/read.ts. */
export const bomCellsSchema = z.object({ rows: z.array(z.array(z.string())) });
export type BomCells = z.output<typeof bomCellsSchema>;
