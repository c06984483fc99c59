// The answers of the catalog's other reads (browse-operations.ts): a variant's prices, manufacturers, curated groups
// and exchange rates.
import * as z from "zod";
import {
  categorySummarySchema,
  currencySchema,
  manufacturerRefSchema,
  packagingSchema,
  priceBreakSchema,
  productListItemSchema,
} from "./schemas";
import { CATEGORY_GROUP_TYPES } from "./values";

/** A variant's first-break price in a currency, with the rate used. */
export const variantPriceSchema = z.object({
  variantId: z.number(),
  sku: z.string(),
  currency: currencySchema,
  isShowPrice: z.boolean(),
  unitPrice: z.number().nullable(),
  /** One of the caller's company's special products, at its fixed price (docs/decisions/053-special-products.md). */
  isSpecial: z.boolean(),
  isFixedPrice: z.boolean(),
  exchangeRate: z.number(),
  exchangeRateDate: z.string(),
  /** The rate is older than the central bank's bulletin due (docs/decisions/032-exchange-rates.md). */
  exchangeRateStale: z.boolean(),
});

/** Each price break with the extended price of buying exactly its quantity (none when isShowPrice is false). */
export const priceTreeSchema = z.object({
  variantId: z.number(),
  sku: z.string(),
  currency: currencySchema,
  isShowPrice: z.boolean(),
  isSpecial: z.boolean(),
  isFixedPrice: z.boolean(),
  breaks: z.array(priceBreakSchema.extend({ extendedPrice: z.number() })),
});

/** Every packaging of the variant's part, the asked one selected. */
export const saleOptionsSchema = z.array(
  z.object({
    variantId: z.number(),
    sku: z.string(),
    packaging: packagingSchema,
    isReel: z.boolean(),
    mpq: z.number(),
    minimumOrderQuantity: z.number(),
    orderQuantityMultiplier: z.number(),
    stock: z.number().nullable(),
    unitPrice: z.number().nullable(),
    currency: currencySchema,
    isSelected: z.boolean(),
  }),
);

/** Whether a quantity can be ordered (minimum and multiple), the nearest valid one, and its price. */
export const totalPriceSchema = z.object({
  variantId: z.number(),
  quantity: z.number(),
  currency: currencySchema,
  isValid: z.boolean(),
  problems: z.array(z.object({ code: z.enum(["below-minimum", "not-multiple"]), message: z.string() })),
  suggestedQuantity: z.number(),
  /** null when isShowPrice is false or the quantity is invalid. */
  unitPrice: z.number().nullable(),
  totalPrice: z.number().nullable(),
  /** null when the stock is hidden. */
  isInStock: z.boolean().nullable(),
});
export type TotalPrice = z.output<typeof totalPriceSchema>;

export const manufacturerSummarySchema = manufacturerRefSchema.extend({
  logoPath: z.string().nullable(),
  isRepresentativeOffice: z.boolean(),
  productCount: z.number(),
});
export type ManufacturerSummary = z.output<typeof manufacturerSummarySchema>;

export const manufacturerPageSchema = z.object({
  items: z.array(manufacturerSummarySchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type ManufacturerPage = z.output<typeof manufacturerPageSchema>;

export const manufacturerDetailSchema = manufacturerSummarySchema.extend({
  description: z.string(),
  websiteUrl: z.string().nullable(),
  categories: z.array(categorySummarySchema),
  topProducts: z.array(productListItemSchema),
});
export type ManufacturerDetail = z.output<typeof manufacturerDetailSchema>;

export const categoryGroupSchema = z.object({
  id: z.number(),
  code: z.string(),
  groupTypeCode: z.enum(CATEGORY_GROUP_TYPES),
  name: z.string(),
  products: z.array(productListItemSchema),
});
export type CategoryGroup = z.output<typeof categoryGroupSchema>;

/** The newest rate of each currency: units of `currency` per 1 USD. */
export const exchangeRateSchema = z.object({ currency: currencySchema, rate: z.number(), rateDate: z.string(), stale: z.boolean() });
