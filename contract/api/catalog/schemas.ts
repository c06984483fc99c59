// The catalog's answers: the `data` of each operation (operations.ts) and the types the storefront reads them as.
// Names and slugs come in the caller's language; prices are numbers in the answer's currency (docs/spec.md §7).
import * as z from "zod";
import { CURRENCIES, PACKAGING_VALUES, SORTS } from "../../limits";
import { MEDIA_KINDS, PRODUCT_STATUSES } from "./values";

export const currencySchema = z.enum(CURRENCIES);
export const packagingSchema = z.enum(PACKAGING_VALUES);
const productStatus = z.enum(PRODUCT_STATUSES);

/**
 * A category of the header's menu: the top two levels of the tree. Recursive schemas carry an `id`: OpenAPI can
 * only describe them as a named component that refers to itself (api/plugins/openapi.ts lists the named ones).
 */
export const menuCategorySchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    slug: z.string(),
    get children() {
      return z.array(menuCategorySchema);
    },
  })
  .meta({ id: "MenuCategory" });
export type MenuCategory = z.output<typeof menuCategorySchema>;

export const breadcrumbItemSchema = z.object({ id: z.number(), code: z.string(), name: z.string(), slug: z.string() });
export type BreadcrumbItem = z.output<typeof breadcrumbItemSchema>;

export const categorySummarySchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  slug: z.string(),
  imagePath: z.string().nullable(),
  productCount: z.number(),
});
export type CategorySummary = z.output<typeof categorySummarySchema>;

/** The whole tree with SKU counts (each category's subtree included). */
export const categoryNodeSchema = categorySummarySchema
  .extend({
    get children() {
      return z.array(categoryNodeSchema);
    },
  })
  .meta({ id: "CategoryNode" });
export type CategoryNode = z.output<typeof categoryNodeSchema>;

/** A property as a list column or a filter; numeric values are in the SI base unit `unit` (Ω, F, H, V, A, W, °C, m…). */
export const propertyColumnSchema = z.object({
  code: z.string(),
  label: z.string(),
  unit: z.string().nullable(),
  kind: z.enum(["numeric", "enum"]),
});
export type PropertyColumn = z.output<typeof propertyColumnSchema>;

/** A property value: the number in SI base units (numeric) or the text (enum), and `display`, ready to show ("10 kΩ"). */
const propertyValue = propertyColumnSchema.extend({ value: z.union([z.number(), z.string()]), display: z.string() });
export const manufacturerRefSchema = z.object({ id: z.number(), name: z.string(), slug: z.string() });

export const priceBreakSchema = z.object({ quantity: z.number(), unitPrice: z.number() });
export type PriceBreak = z.output<typeof priceBreakSchema>;

/**
 * A discounted part's price story (docs/decisions/010-price-display.md): its price breaks are the discounted prices;
 * this is the first break's price before the discount and the saving, for the storefront to show as they are.
 */
export const discountSchema = z.object({
  /** Percent off the reference price. */
  rate: z.number(),
  /** The first break's unit price before the discount (shown struck through). */
  referenceUnitPrice: z.number(),
  /** referenceUnitPrice minus the first break's unit price. */
  unitSaving: z.number(),
});
export type Discount = z.output<typeof discountSchema>;

/** A part's variant as a list shows it: one packaging of the part, with its price and stock. */
const listVariantSchema = z.object({
  variantId: z.number(),
  productId: z.number(),
  sku: z.string(),
  mpn: z.string(),
  productSlug: z.string(),
  categoryId: z.number(),
  categorySlug: z.string(),
  categoryName: z.string(),
  description: z.string(),
  manufacturer: manufacturerRefSchema,
  /** The part's first photo, else the drawing of its package (contract/part-drawing-path.ts). */
  imagePath: z.string(),
  packaging: packagingSchema,
  isReel: z.boolean(),
  rohs: z.boolean(),
  status: productStatus,
  isShowPrice: z.boolean(),
  isShowStock: z.boolean(),
  /** null when isShowStock is false. */
  stock: z.number().nullable(),
  /** May be ordered beyond the stock: supply is on the way. */
  isBackorderable: z.boolean(),
  upcomingStock: z.number().nullable(),
  upcomingStockDate: z.string().nullable(),
  minimumOrderQuantity: z.number(),
  orderQuantityMultiplier: z.number(),
  mpq: z.number(),
  currency: currencySchema,
  /** The first break's unit price; null when isShowPrice is false. */
  unitPrice: z.number().nullable(),
  /** Empty when isShowPrice is false. */
  priceBreaks: z.array(priceBreakSchema),
  /** The values of the category's key properties, by code. */
  properties: z.record(z.string(), propertyValue),
  /** null unless the part is discounted; never shown without its reference price. */
  discount: discountSchema.nullable(),
});

/** One packaging of a part a list row offers: what the row shows once it is chosen. */
export const packagingChoiceSchema = listVariantSchema.pick({
  variantId: true,
  sku: true,
  packaging: true,
  isReel: true,
  isShowPrice: true,
  isShowStock: true,
  stock: true,
  isBackorderable: true,
  upcomingStock: true,
  upcomingStockDate: true,
  minimumOrderQuantity: true,
  orderQuantityMultiplier: true,
  mpq: true,
  unitPrice: true,
  priceBreaks: true,
  discount: true,
});
export type PackagingChoice = z.output<typeof packagingChoiceSchema>;

/**
 * One row of the product list: a part, shown in one of its packagings (the one the filters and the sort chose), with
 * every packaging the caller can buy as a choice (docs/decisions/058-one-row-per-part.md).
 */
export const productListItemSchema = listVariantSchema.extend({
  /** The part's packagings, this row's among them, in the order cut tape, reel, tray, tube, bulk. */
  packagings: z.array(packagingChoiceSchema),
});
export type ProductListItem = z.output<typeof productListItemSchema>;

/** A filter's value with the number of matching parts; `value` is what the query takes (a maker's slug, `prop=` value…). */
export const facetValueSchema = z.object({ value: z.string(), label: z.string(), count: z.number() });
export type FacetValue = z.output<typeof facetValueSchema>;

const searchFacets = z.object({
  manufacturers: z.array(facetValueSchema),
  packaging: z.array(facetValueSchema),
  inStock: z.number(),
  rohs: z.number(),
  /** Values with counts, most frequent first; numeric properties also give the range of the matching parts. */
  properties: z.array(
    propertyColumnSchema.extend({ values: z.array(facetValueSchema), min: z.number().nullable(), max: z.number().nullable() }),
  ),
});
export type SearchFacets = z.output<typeof searchFacets>;

/** How the search box was read: the same reading for the product list and the header's suggestions. */
const interpretedSearchSchema = z.object({
  text: z.string(),
  /** Property filters read from engineering notation ("resistance = 10 kΩ"), labelled in the answer's language. */
  properties: z.array(z.object({ code: z.string(), label: z.string(), value: z.union([z.number(), z.string()]), display: z.string() })),
  /** Words matched against names and descriptions. */
  words: z.array(z.string()),
  /** An MPN or SKU matched exactly. */
  exactMatch: z.boolean(),
  /**
   * Nothing matched as read: the parts are the nearest part numbers (those a value-like search begins, `2n7`, or a typo
   * corrected), closest first.
   */
  nearMatches: z.boolean(),
});
export type InterpretedSearch = z.output<typeof interpretedSearchSchema>;

/** The product list: one page with its filters' counts, the category's columns and how the search box was read. */
export const variantSearchResultSchema = z.object({
  items: z.array(productListItemSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  pageCount: z.number(),
  sort: z.enum(SORTS),
  /** The quantity a price sort compared unit prices at; null: each part's first price break (or not a price sort). */
  quantity: z.number().nullable(),
  currency: currencySchema,
  category: categorySummarySchema.nullable(),
  breadcrumb: z.array(breadcrumbItemSchema),
  tableProperties: z.array(propertyColumnSchema),
  facets: searchFacets,
  interpretedSearch: interpretedSearchSchema.nullable(),
});
export type VariantSearchResult = z.output<typeof variantSearchResultSchema>;

/** The header search's suggestions: top parts, categories and manufacturers, and how the search was read. */
export const headerSearchResultSchema = z.object({
  parts: z.array(
    z.object({
      variantId: z.number(),
      sku: z.string(),
      mpn: z.string(),
      productSlug: z.string(),
      categorySlug: z.string(),
      description: z.string(),
      manufacturerName: z.string(),
      /** The part's first photo, else the drawing of its package. */
      imagePath: z.string(),
    }),
  ),
  categories: z.array(categorySummarySchema),
  manufacturers: z.array(manufacturerRefSchema),
  /** The product list's reading when the search holds values, packages or dielectrics (its parts are the list's first); else null. */
  interpretedSearch: interpretedSearchSchema.nullable(),
  /** The search names a category (`direnç`, `resistor`): the categories, best match first, come before the parts. */
  namesCategory: z.boolean(),
});
export type HeaderSearchResult = z.output<typeof headerSearchResultSchema>;

/** A category with its path (root first, itself last), children, list columns and a few in-stock parts. */
export const categoryDetailSchema = categorySummarySchema.extend({
  parentId: z.number().nullable(),
  /** The slugs in both languages, for the language switch. */
  slugs: z.object({ tr: z.string(), en: z.string() }),
  isFeatured: z.boolean(),
  breadcrumb: z.array(breadcrumbItemSchema),
  children: z.array(categorySummarySchema),
  /** Empty for a category with children only. */
  tableProperties: z.array(propertyColumnSchema),
  topProducts: z.array(productListItemSchema),
});
export type CategoryDetail = z.output<typeof categoryDetailSchema>;

const availability = {
  mpq: z.number(),
  minimumOrderQuantity: z.number(),
  orderQuantityMultiplier: z.number(),
  isShowPrice: z.boolean(),
  isShowStock: z.boolean(),
};

/** One packaging of a part on its detail page. */
export const variantSummarySchema = z.object({
  variantId: z.number(),
  sku: z.string(),
  erpRefId: z.string(),
  packaging: packagingSchema,
  isReel: z.boolean(),
  ...availability,
  /** null when isShowStock is false. */
  totalStock: z.number().nullable(),
  onOrder: z.number().nullable(),
  upcomingStock: z.number().nullable(),
  upcomingStockDate: z.string().nullable(),
  isDiscountAllowed: z.boolean(),
  maxDiscountRate: z.number(),
  priceBreaks: z.array(priceBreakSchema),
  discount: discountSchema.nullable(),
});
export type VariantSummary = z.output<typeof variantSummarySchema>;

/** The product detail (docs/spec.md §3): the selected variant's fields at the top, every packaging in `variants`. */
export const productDetailSchema = z.object({
  /** The selected variant's id. */
  id: z.number(),
  productId: z.number(),
  mainCategoryId: z.number(),
  currency: currencySchema,
  mpn: z.string(),
  slug: z.string(),
  sku: z.string(),
  erpReference: z.string(),
  referenceCode: z.string(),
  description: z.string(),
  detailedDescription: z.string(),
  medias: z.array(z.object({ path: z.string(), kind: z.enum(MEDIA_KINDS), alt: z.string() })),
  /** The part's first photo, else the drawing of its package (contract/part-drawing-path.ts). */
  imagePath: z.string(),
  datasheetUrl: z.string().nullable(),
  properties: z.array(propertyValue),
  /** The main category and its ancestors, root first. */
  categories: z.array(breadcrumbItemSchema),
  breadcrumb: z.array(breadcrumbItemSchema),
  categorySlugs: z.object({ tr: z.string(), en: z.string() }),
  manufacturer: manufacturerRefSchema,
  rohs: z.boolean(),
  productStatus,
  variantPackageType: packagingSchema,
  variantPricingType: z.literal("price-breaks"),
  isFixedPrice: z.boolean(),
  isSpecial: z.boolean(),
  isProject: z.boolean(),
  upcomingStock: z.number().nullable(),
  upcomingStockDate: z.string().nullable(),
  availability: z.object({
    mpq: availability.mpq,
    minimumOrderQuantity: availability.minimumOrderQuantity,
    orderQuantityMultiplier: availability.orderQuantityMultiplier,
    totalStock: z.number().nullable(),
    onOrder: z.number().nullable(),
    isDiscountAllowed: z.boolean(),
    maxDiscountRate: z.number(),
    isShowPrice: availability.isShowPrice,
    isShowStock: availability.isShowStock,
  }),
  isReel: z.boolean(),
  priceBreaks: z.array(priceBreakSchema),
  /** The selected variant's discount. */
  discount: discountSchema.nullable(),
  variants: z.array(variantSummarySchema),
});
export type ProductDetail = z.output<typeof productDetailSchema>;

/** Compare: the products with all their properties, and the union of their property columns. */
export const compareResultSchema = z.object({
  products: z.array(productListItemSchema.extend({ allProperties: z.record(z.string(), propertyValue) })),
  properties: z.array(propertyColumnSchema),
});
export type CompareResult = z.output<typeof compareResultSchema>;
