/** A category as the API's menu answers it (GET /v1/products/categories/menu). */
export interface MenuCategory {
  id: number;
  code: string;
  name: string;
  slug: string;
  children: MenuCategory[];
}

/*
 * THE CATALOG CONTRACT between the API (api/modules/catalog) and the storefront.
 * Every answer is `{ success: true, message?, data }`; `data` has the type named after "→".
 * Names and slugs come in the caller's language (Accept-Language tr|en). Prices are numbers in currency
 * units, converted from USD with the exchange rate kept in the database; the currency is X-Currency-Code
 * (USD default, TRY, EUR) unless a `currency` query parameter (USD|TRY|EUR) overrides it.
 * Public GETs send Cache-Control (public, s-maxage, stale-while-revalidate); answers that depend on the
 * caller (last-viewed) are private, no-store. A `{key}` of a category is its numeric id or its slug in tr or en.
 * A failure is the envelope of spec section 8; a bad query answers 400 with error.errors[].field naming the field.
 *
 * Categories
 *   GET  /products/categories/menu                         → MenuCategory[]
 *   GET  /products/categories/tree                         → CategoryNode[]                (whole tree, product counts)
 *   GET  /products/categories/featured                     → CategorySummary[]
 *   GET  /products/categories/{key}                        → CategoryDetail
 *   GET  /products/categories/{key}/breadcrumb             → BreadcrumbItem[]
 *   GET  /products/categories/{key}/filter-options         → VariantSearchResult with items: [] (same query as variants search)
 *   GET  /products/categories/search?search=&take=10       → CategorySummary[]               (name match, tr and en)
 *
 * Product list (one call serves the list page)
 *   GET  /products/variants/search                         → VariantSearchResult
 *        categoryId=<int> | category=<slug>   optional; a category includes its whole subtree
 *        search=<text>                        MPN/SKU (exact, prefix, typo) + words (tr/en) + engineering notation
 *        manufacturer=<slug>                  repeatable (OR)
 *        packaging=<Cut Tape|Reel|Tray|Tube|Bulk>  repeatable (OR)
 *        inStock=true                         only totalStock > 0
 *        rohs=true                            only RoHS compliant
 *        prop=<code>:<value>                  repeatable; enum property value (same code → OR, different codes → AND)
 *                                             numeric properties may also use prop=<code>:<number in SI base unit> (exact)
 *        min=<code>:<number>  max=<code>:<number>   repeatable; numeric range in the property's SI base unit
 *        sort=relevance|price-asc|price-desc|stock-desc|mpn-asc   (relevance default; without search: mpn-asc order)
 *        page=<int ≥ 1> (1 default)  pageSize=10|15|25|50|100 (25 default)
 *        Offsets are capped at MAX_RESULT_WINDOW rows: pages beyond it answer 400 on field "page".
 *
 * Header search
 *   GET  /products/search/simple-fuzzy?search=<text>&take=8 → HeaderSearchResult   (top parts + categories + manufacturers)
 *
 * Product detail (the storefront path is /p/{categorySlug}/{productSlug})
 *   GET  /products/by-slug/{productSlug}?sku=<sku>         → ProductDetail  (sku picks the variant; default: first variant)
 *   GET  /products/by-sku/{sku}                            → ProductDetail
 *   GET  /products/by-erprefid/{erpRefId}                  → ProductDetail
 *   GET  /products/{productId}/related?take=8              → ProductListItem[]
 *   GET  /products/breadcrumb/{productId}                  → BreadcrumbItem[]  (category path of the product)
 *
 * Variant prices and ordering
 *   GET  /products/variants/{variantId}/price?currency=    → VariantPrice         (price by id and currency)
 *   GET  /products/variants/{variantId}/price-tree         → VariantPriceTree
 *   GET  /products/variants/{variantId}/sale-options       → SaleOption[]         (all packagings of the product)
 *   GET  /products/variants/{variantId}/total-price?quantity=<int ≥ 1> → TotalPrice (validates MOQ and multiple)
 *
 * Compare
 *   POST /products/search-with-variant-ids  body { variantIds?: number[], skus?: string[] } (1..10 in all) → CompareResult
 *
 * Last viewed (the caller: user from the Bearer token, else guest from X-Anonymous-Customer-Id)
 *   GET  /products/last-viewed?take=10                     → ProductListItem[]   (empty for an unknown caller)
 *   POST /products/last-viewed  body { variantId: number } → { recorded: boolean }  (false without user or guest id)
 *
 * Manufacturers
 *   GET  /products/manufacturers?search=&letter=&page=1&pageSize=100 → ManufacturerPage
 *   GET  /products/manufacturers/{slug}                    → ManufacturerDetail
 *   GET  /products/representative-offices?take=0          → ManufacturerSummary[]  (take=0: all)
 *
 * Category groups (codes: discounted-products, home-page-special, led-lighting-page)
 *   GET  /products/category-groups/by-group-type-code/{code}?take=12 → CategoryGroup[]
 *   GET  /products/category-groups/category-group-types/{code}       → CategoryGroup[]   (same answer; spec's LED path)
 *
 * Exchange rates
 *   GET  /products/exchange-rates                          → ExchangeRate[]
 */

export type CatalogCurrency = "USD" | "TRY" | "EUR";
export type Packaging = "Cut Tape" | "Reel" | "Tray" | "Tube" | "Bulk";
export const PACKAGINGS: readonly Packaging[] = ["Cut Tape", "Reel", "Tray", "Tube", "Bulk"];
export type ProductStatus = "active" | "new" | "nrnd" | "obsolete";
export type VariantSort = "relevance" | "price-asc" | "price-desc" | "stock-desc" | "mpn-asc";
export const VARIANT_SORTS: readonly VariantSort[] = ["relevance", "price-asc", "price-desc", "stock-desc", "mpn-asc"];
export const PAGE_SIZES = [10, 15, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;
/** Deepest row a list can reach (spec 9 "large limit"); page * pageSize beyond it answers 400. */
export const MAX_RESULT_WINDOW = 10000;

export interface BreadcrumbItem {
  id: number;
  code: string;
  name: string;
  slug: string;
}

export interface CategorySummary {
  id: number;
  code: string;
  name: string;
  slug: string;
  imagePath: string | null;
  productCount: number;
}

export interface CategoryNode extends CategorySummary {
  children: CategoryNode[];
}

export interface CategoryDetail extends CategorySummary {
  parentId: number | null;
  /** Slugs in both languages, for the language switch. */
  slugs: { tr: string; en: string };
  isFeatured: boolean;
  /** From the root down to this category itself (last item). */
  breadcrumb: BreadcrumbItem[];
  children: CategorySummary[];
  /** The list columns of this category (key properties in order); empty for a category with children only. */
  tableProperties: PropertyColumn[];
  /** A few in-stock parts of the subtree, for the category page. */
  topProducts: ProductListItem[];
}

/** A property as a list column or a filter. Numeric values are in the SI base unit `unit` (Ω, F, H, V, A, W, °C, m, K/W, Hz, %, …). */
export interface PropertyColumn {
  code: string;
  label: string;
  unit: string | null;
  kind: "numeric" | "enum";
}

export interface ManufacturerRef {
  id: number;
  name: string;
  slug: string;
}

/** One property value of a product: `value` is the number in SI base units (numeric) or the text (enum); `display` is ready to show ("10 kΩ", "0603", "±1 %"). */
export interface PropertyValue {
  code: string;
  label: string;
  unit: string | null;
  kind: "numeric" | "enum";
  value: number | string;
  display: string;
}

export interface PriceBreak {
  quantity: number;
  /** Unit price in `currency`, rounded to 6 decimals. */
  unitPrice: number;
}

/** One row of the product list: a variant (one packaging of a part). */
export interface ProductListItem {
  variantId: number;
  productId: number;
  sku: string;
  mpn: string;
  productSlug: string;
  categoryId: number;
  categorySlug: string;
  categoryName: string;
  description: string;
  manufacturer: ManufacturerRef;
  imagePath: string | null;
  packaging: Packaging;
  isReel: boolean;
  rohs: boolean;
  status: ProductStatus;
  isShowPrice: boolean;
  isShowStock: boolean;
  /** null when isShowStock is false. */
  stock: number | null;
  upcomingStock: number | null;
  upcomingStockDate: string | null;
  minimumOrderQuantity: number;
  orderQuantityMultiplier: number;
  mpq: number;
  currency: CatalogCurrency;
  /** Unit price of the first break; null when isShowPrice is false. */
  unitPrice: number | null;
  /** Omitted (empty) when isShowPrice is false. */
  priceBreaks: PriceBreak[];
  /** Values of the category's key properties, by code. */
  properties: Record<string, PropertyValue>;
  /** Set in category groups with a discount (discounted-products). */
  discountRate?: number | null;
}

export interface FacetValue {
  value: string;
  label: string;
  count: number;
}

export interface PropertyFacet extends PropertyColumn {
  /** Enum (and few-valued numeric) properties: values with counts, most frequent first; value is what `prop=` takes. */
  values: FacetValue[];
  /** Numeric properties: the range of the matching parts, in SI base units. */
  min: number | null;
  max: number | null;
}

export interface SearchFacets {
  manufacturers: FacetValue[]; // value = manufacturer slug
  packaging: FacetValue[]; // value = packaging name
  inStock: number; // matching variants with stock
  rohs: number; // matching variants that are RoHS compliant
  properties: PropertyFacet[];
}

/** What the search box was read as, so the page can show "resistance = 10 kΩ, package = 0603". */
export interface InterpretedSearch {
  text: string;
  /** Property filters read from engineering notation. */
  properties: Array<{ code: string; label: string; value: number | string; display: string }>;
  /** Words matched against names and descriptions. */
  words: string[];
  /** True when an MPN or SKU matched exactly. */
  exactMatch: boolean;
}

export interface VariantSearchResult {
  items: ProductListItem[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
  sort: VariantSort;
  currency: CatalogCurrency;
  category: CategorySummary | null;
  breadcrumb: BreadcrumbItem[];
  tableProperties: PropertyColumn[];
  facets: SearchFacets;
  interpretedSearch: InterpretedSearch | null;
}

export interface HeaderSearchResult {
  parts: Array<{
    variantId: number;
    sku: string;
    mpn: string;
    productSlug: string;
    categorySlug: string;
    description: string;
    manufacturerName: string;
    imagePath: string | null;
  }>;
  categories: CategorySummary[];
  manufacturers: ManufacturerRef[];
}

export interface Media {
  path: string;
  kind: "image" | "datasheet" | "drawing";
  alt: string;
}

export interface VariantSummary {
  variantId: number;
  sku: string;
  erpRefId: string;
  packaging: Packaging;
  isReel: boolean;
  mpq: number;
  minimumOrderQuantity: number;
  orderQuantityMultiplier: number;
  isShowPrice: boolean;
  isShowStock: boolean;
  /** null when isShowStock is false. */
  totalStock: number | null;
  onOrder: number | null;
  upcomingStock: number | null;
  upcomingStockDate: string | null;
  isDiscountAllowed: boolean;
  maxDiscountRate: number;
  /** Omitted (empty) when isShowPrice is false. */
  priceBreaks: PriceBreak[];
}

/** Spec section 3 "Product detail": the selected variant's fields at top level, all packagings in `variants`. */
export interface ProductDetail {
  id: number; // the selected variant's id
  productId: number;
  mainCategoryId: number;
  currency: CatalogCurrency;
  mpn: string;
  slug: string;
  sku: string;
  erpReference: string;
  referenceCode: string;
  description: string;
  detailedDescription: string;
  medias: Media[];
  datasheetUrl: string | null;
  properties: PropertyValue[];
  /** Main category and its ancestors (root first), with slugs in the caller's language. */
  categories: BreadcrumbItem[];
  breadcrumb: BreadcrumbItem[];
  categorySlugs: { tr: string; en: string };
  manufacturer: ManufacturerRef;
  rohs: boolean;
  productStatus: ProductStatus;
  variantPackageType: Packaging;
  variantPricingType: "price-breaks";
  isFixedPrice: boolean;
  isSpecial: boolean;
  isProject: boolean;
  upcomingStock: number | null;
  upcomingStockDate: string | null;
  availability: {
    mpq: number;
    minimumOrderQuantity: number;
    orderQuantityMultiplier: number;
    totalStock: number | null;
    onOrder: number | null;
    isDiscountAllowed: boolean;
    maxDiscountRate: number;
    isShowPrice: boolean;
    isShowStock: boolean;
  };
  isReel: boolean;
  priceBreaks: PriceBreak[];
  variants: VariantSummary[];
}

export interface VariantPrice {
  variantId: number;
  sku: string;
  currency: CatalogCurrency;
  isShowPrice: boolean;
  /** First-break unit price; null when isShowPrice is false. */
  unitPrice: number | null;
  exchangeRate: number;
  exchangeRateDate: string;
}

export interface VariantPriceTree {
  variantId: number;
  sku: string;
  currency: CatalogCurrency;
  isShowPrice: boolean;
  /** Each break with the extended price of buying exactly its quantity; empty when isShowPrice is false. */
  breaks: Array<PriceBreak & { extendedPrice: number }>;
}

export interface SaleOption {
  variantId: number;
  sku: string;
  packaging: Packaging;
  isReel: boolean;
  mpq: number;
  minimumOrderQuantity: number;
  orderQuantityMultiplier: number;
  stock: number | null;
  unitPrice: number | null;
  currency: CatalogCurrency;
  isSelected: boolean;
}

export type QuantityProblem = "below-minimum" | "not-multiple";

export interface TotalPrice {
  variantId: number;
  quantity: number;
  currency: CatalogCurrency;
  isValid: boolean;
  problems: Array<{ code: QuantityProblem; message: string }>;
  /** The nearest valid quantity at or above the asked one. */
  suggestedQuantity: number;
  /** null when isShowPrice is false or the quantity is invalid. */
  unitPrice: number | null;
  totalPrice: number | null;
  /** Stock covers the quantity (null when stock is hidden). */
  isInStock: boolean | null;
}

export interface CompareProduct extends ProductListItem {
  allProperties: Record<string, PropertyValue>;
}

export interface CompareResult {
  products: CompareProduct[];
  /** The union of the products' properties, in a stable order. */
  properties: PropertyColumn[];
}

export interface ManufacturerSummary extends ManufacturerRef {
  logoPath: string | null;
  isRepresentativeOffice: boolean;
  productCount: number;
}

export interface ManufacturerPage {
  items: ManufacturerSummary[];
  total: number;
  page: number;
  pageSize: number;
}

export interface ManufacturerDetail extends ManufacturerSummary {
  description: string;
  websiteUrl: string | null;
  categories: CategorySummary[];
  topProducts: ProductListItem[];
}

export interface CategoryGroup {
  id: number;
  code: string;
  groupTypeCode: "discounted-products" | "home-page-special" | "led-lighting-page";
  name: string;
  products: ProductListItem[];
}

export interface ExchangeRate {
  currency: CatalogCurrency;
  /** Units of `currency` per 1 USD. */
  rate: number;
  rateDate: string;
}

// CONTRACT READY
