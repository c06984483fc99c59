// The catalog's other public reads (docs/spec.md §7): a variant's prices, manufacturers, curated groups and the
// exchange rates. The currency of prices is the `currency` query, else X-Currency-Code, else USD.
import * as z from "zod";
import { operation } from "../../operation";
import { currencyQuery, groupTypeParams, manufacturersQuery, slugParams, takeQuery, totalPriceQuery, variantIdParams } from "./queries";
import {
  categoryGroupSchema,
  exchangeRateSchema,
  manufacturerDetailSchema,
  manufacturerPageSchema,
  manufacturerSummarySchema,
  priceTreeSchema,
  saleOptionsSchema,
  totalPriceSchema,
  variantPriceSchema,
} from "./browse-schemas";

const tags = ["catalog"];

export const variantPrice = operation({
  method: "GET",
  path: "/products/variants/:variantId/price",
  summary: "Price of a variant in a currency",
  tags,
  access: "public",
  params: variantIdParams,
  query: currencyQuery,
  data: variantPriceSchema,
  errors: [404],
});

export const variantPriceTree = operation({
  method: "GET",
  path: "/products/variants/:variantId/price-tree",
  summary: "Price breaks of a variant with extended prices",
  tags,
  access: "public",
  params: variantIdParams,
  query: currencyQuery,
  data: priceTreeSchema,
  errors: [404],
});

export const saleOptions = operation({
  method: "GET",
  path: "/products/variants/:variantId/sale-options",
  summary: "Packagings of the variant's part",
  tags,
  access: "public",
  params: variantIdParams,
  query: currencyQuery,
  data: saleOptionsSchema,
  errors: [404],
});

export const totalPrice = operation({
  method: "GET",
  path: "/products/variants/:variantId/total-price",
  summary: "Total price of a quantity, with MOQ and multiple checked",
  tags,
  access: "public",
  params: variantIdParams,
  query: totalPriceQuery,
  data: totalPriceSchema,
  errors: [404],
});

export const manufacturers = operation({
  method: "GET",
  path: "/products/manufacturers",
  summary: "Manufacturers, by name",
  tags,
  access: "public",
  query: manufacturersQuery,
  data: manufacturerPageSchema,
});

export const manufacturerBySlug = operation({
  method: "GET",
  path: "/products/manufacturers/:slug",
  summary: "A manufacturer with its categories and parts",
  tags,
  access: "public",
  params: slugParams,
  data: manufacturerDetailSchema,
  errors: [404],
});

export const representativeOffices = operation({
  method: "GET",
  path: "/products/representative-offices",
  summary: "Brands we represent (take=0: all)",
  tags,
  access: "public",
  query: takeQuery(0, 500),
  data: z.array(manufacturerSummarySchema),
});

const groupsOfType = {
  summary: "Curated product groups of a group type",
  tags,
  access: "public",
  params: groupTypeParams,
  query: takeQuery(12, 48),
  data: z.array(categoryGroupSchema),
} as const;

export const categoryGroupsByType = operation({
  method: "GET",
  path: "/products/category-groups/by-group-type-code/:code",
  ...groupsOfType,
});

/** The same answer at the path the spec gives the LED lighting page. */
export const categoryGroupTypes = operation({
  method: "GET",
  path: "/products/category-groups/category-group-types/:code",
  ...groupsOfType,
});

export const exchangeRates = operation({
  method: "GET",
  path: "/products/exchange-rates",
  summary: "Newest exchange rates (units per USD)",
  tags,
  access: "public",
  data: z.array(exchangeRateSchema),
});
