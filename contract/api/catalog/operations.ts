// The catalog's operations (docs/spec.md §7): all public reads (the last-viewed list reads the caller from the token,
// else the guest id). A `:key` of a category is its numeric id or its slug in either language; the answer's
// currency is the `currency` query, else X-Currency-Code, else USD. Prices, manufacturers, groups and rates are in
// browse-operations.ts.
import * as z from "zod";
import { operation } from "../../operation";
import {
  bySlugQuery,
  categoryKeyParams,
  categorySearchQuery,
  compareBody,
  currencyQuery,
  erpParams,
  filterOptionsQuery,
  headerSearchQuery,
  productIdParams,
  recordViewBody,
  skuParams,
  slugParams,
  takeQuery,
  variantSearchQuery,
} from "./queries";
import {
  breadcrumbItemSchema,
  categoryDetailSchema,
  categoryNodeSchema,
  categorySummarySchema,
  compareResultSchema,
  headerSearchResultSchema,
  menuCategorySchema,
  productDetailSchema,
  productListItemSchema,
  variantSearchResultSchema,
} from "./schemas";

const tags = ["catalog"];

export const categoryMenu = operation({
  method: "GET",
  path: "/products/categories/menu",
  summary: "Category menu (two levels)",
  tags,
  access: "public",
  data: z.array(menuCategorySchema),
});

export const categoryTree = operation({
  method: "GET",
  path: "/products/categories/tree",
  summary: "The whole category tree with SKU counts",
  tags,
  access: "public",
  data: z.array(categoryNodeSchema),
});

export const featuredCategories = operation({
  method: "GET",
  path: "/products/categories/featured",
  summary: "Featured categories",
  tags,
  access: "public",
  data: z.array(categorySummarySchema),
});

export const searchCategories = operation({
  method: "GET",
  path: "/products/categories/search",
  summary: "Categories by name (tr and en)",
  tags,
  access: "public",
  query: categorySearchQuery,
  data: z.array(categorySummarySchema),
});

export const categoryByKey = operation({
  method: "GET",
  path: "/products/categories/:key",
  summary: "A category by id or slug",
  tags,
  access: "public",
  params: categoryKeyParams,
  data: categoryDetailSchema,
  errors: [404],
});

export const categoryBreadcrumb = operation({
  method: "GET",
  path: "/products/categories/:key/breadcrumb",
  summary: "Path from the root to a category",
  tags,
  access: "public",
  params: categoryKeyParams,
  data: z.array(breadcrumbItemSchema),
  errors: [404],
});

export const categoryFilterOptions = operation({
  method: "GET",
  path: "/products/categories/:key/filter-options",
  summary: "Filter options with counts of a category (the variants search without items)",
  tags,
  access: "public",
  params: categoryKeyParams,
  query: filterOptionsQuery,
  data: variantSearchResultSchema,
  errors: [404],
});

/** The product list: about 40 KB an answer, so the storefront trusts the compiler instead of parsing it on every page. */
export const searchVariants = operation({
  method: "GET",
  path: "/products/variants/search",
  summary: "Product list: filters, facet counts, sort and pages in one answer",
  tags,
  access: "public",
  query: variantSearchQuery,
  data: variantSearchResultSchema,
  errors: [404],
  checkAnswer: false,
});

export const headerSearch = operation({
  method: "GET",
  path: "/products/search/simple-fuzzy",
  summary: "Header search suggestions",
  tags,
  access: "public",
  query: headerSearchQuery,
  data: headerSearchResultSchema,
});

export const productBySlug = operation({
  method: "GET",
  path: "/products/by-slug/:slug",
  summary: "Product detail by product slug (sku picks the variant)",
  tags,
  access: "public",
  params: slugParams,
  query: bySlugQuery,
  data: productDetailSchema,
  errors: [404],
});

export const productBySku = operation({
  method: "GET",
  path: "/products/by-sku/:sku",
  summary: "Product detail by SKU",
  tags,
  access: "public",
  params: skuParams,
  query: currencyQuery,
  data: productDetailSchema,
  errors: [404],
});

export const productByErpRefId = operation({
  method: "GET",
  path: "/products/by-erprefid/:erpRefId",
  summary: "Product detail by ERP reference",
  tags,
  access: "public",
  params: erpParams,
  query: currencyQuery,
  data: productDetailSchema,
  errors: [404],
});

export const relatedProducts = operation({
  method: "GET",
  path: "/products/:productId/related",
  summary: "Related products",
  tags,
  access: "public",
  params: productIdParams,
  query: takeQuery(8, 24),
  data: z.array(productListItemSchema),
  errors: [404],
});

export const productBreadcrumb = operation({
  method: "GET",
  path: "/products/breadcrumb/:productId",
  summary: "Category path of a product",
  tags,
  access: "public",
  params: productIdParams,
  data: z.array(breadcrumbItemSchema),
  errors: [404],
});

export const compareVariants = operation({
  method: "POST",
  changesNothing: true,
  path: "/products/search-with-variant-ids",
  summary: "Compare: variants with all their properties",
  tags,
  access: "public",
  query: currencyQuery,
  body: compareBody,
  data: compareResultSchema,
});

/** The caller's history (empty without a user or guest id): private, no-store. */
export const lastViewed = operation({
  method: "GET",
  path: "/products/last-viewed",
  summary: "Products the caller (user or guest) viewed last",
  tags,
  access: "public",
  query: takeQuery(10, 50),
  data: z.array(productListItemSchema),
});

export const recordView = operation({
  method: "POST",
  path: "/products/last-viewed",
  summary: "Record that the caller viewed a variant",
  tags,
  access: "public",
  body: recordViewBody,
  data: z.object({ recorded: z.boolean() }),
  errors: [404, 429],
});
