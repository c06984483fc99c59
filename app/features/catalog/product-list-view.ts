// The product-list page renders a part of the API's search answer; its loader returns only that part,
// because loader data is serialised into the HTML as well (every row field the table does not show
// would cost bytes and server time twice).

import type {
  FacetValue,
  PriceBreak,
  ProductListItem,
  PropertyColumn,
  SearchFacets,
  VariantSearchResult,
} from "@contract/api/catalog/schemas";
import { breakAt } from "@contract/price-breaks";
import { expandedGroups } from "~/lib/list-query";

/** One row of the list: the fields its cells read, with each key property as its display text. */
export type ListRow = Pick<
  ProductListItem,
  | "variantId"
  | "sku"
  | "mpn"
  | "productSlug"
  | "categorySlug"
  | "description"
  | "imagePath"
  | "packaging"
  | "rohs"
  | "isShowPrice"
  | "isShowStock"
  | "stock"
  | "upcomingStock"
  | "minimumOrderQuantity"
  | "orderQuantityMultiplier"
  | "currency"
  | "discount"
> & {
  manufacturerName: string;
  /**
   * The stated price break and, when there are more after it, the largest one (the price column shows those two). The
   * stated one is the first break, or the one at the list's stated quantity when the part can be ordered in it.
   */
  priceBreaks: PriceBreak[];
  /** Display text of the key properties, by code. */
  properties: Record<string, string>;
};

export interface ListView {
  items: ListRow[];
  total: number;
  page: number;
  pageSize: number;
  sort: VariantSearchResult["sort"];
  /** The quantity the price sort compared at; null: each part's first price break, or not a price sort. */
  quantity: number | null;
  /** Set on a category's list (its name is the title); null on the list of every part. */
  categoryName: string | null;
  breadcrumb: Array<{ id: number; name: string }>;
  columns: Array<Pick<PropertyColumn, "code" | "label">>;
  /** The options each filter group shows (see shownOptions). */
  facets: SearchFacets;
  /** How many options each filter group has, shown or not: by group (manufacturer, packaging, a property's code). */
  optionCounts: Record<string, number>;
  /** How the search box was read ("resistance = 10 kΩ"); empty without one. */
  readAs: Array<{ code: string; label: string; display: string }>;
  /** Nothing matched the search as typed: the rows are the nearest part numbers, this one the closest (null when unknown here). */
  nearMatches: { closest: string | null } | null;
}

/** The break a row states: at `quantity` when the part can be ordered in it, else its first (decision 054). */
function statedBreak(item: ProductListItem, quantity: number | null): PriceBreak | undefined {
  const orderable = quantity !== null && item.minimumOrderQuantity <= quantity;
  return orderable ? breakAt(item.priceBreaks, quantity, (step) => step.quantity) : item.priceBreaks[0];
}

export function listRow(item: ProductListItem, quantity: number | null = null): ListRow {
  const stated = statedBreak(item, quantity);
  const breaks = stated ? item.priceBreaks.slice(item.priceBreaks.indexOf(stated)) : [];
  const largest = breaks[breaks.length - 1];
  return {
    variantId: item.variantId,
    sku: item.sku,
    mpn: item.mpn,
    productSlug: item.productSlug,
    categorySlug: item.categorySlug,
    description: item.description,
    imagePath: item.imagePath,
    packaging: item.packaging,
    rohs: item.rohs,
    isShowPrice: item.isShowPrice,
    isShowStock: item.isShowStock,
    stock: item.stock,
    upcomingStock: item.upcomingStock,
    minimumOrderQuantity: item.minimumOrderQuantity,
    orderQuantityMultiplier: item.orderQuantityMultiplier,
    currency: item.currency,
    // The API's discount is the first break's.
    discount: stated === item.priceBreaks[0] ? item.discount : null,
    manufacturerName: item.manufacturer.name,
    priceBreaks: breaks.length > 2 ? [breaks[0], largest] : breaks,
    properties: Object.fromEntries(Object.entries(item.properties).map(([code, property]) => [code, property.display])),
  };
}

/** Options a filter group shows before its "show all" is followed; selected ones show whatever their number. */
export const FACET_VISIBLE_OPTIONS = 8;

/**
 * A filter group's options as the page lists them: the selected first, then the rest in the API's order (most
 * parts first), cut after FACET_VISIBLE_OPTIONS unless the group is expanded. A long group (a hundred resistance
 * values) would otherwise be rendered, sent and hydrated on every page for the few who open it.
 */
export function shownOptions(options: FacetValue[], isSelected: (value: string) => boolean, expanded: boolean): FacetValue[] {
  const selected = options.filter((option) => isSelected(option.value));
  const others = options.filter((option) => !isSelected(option.value));
  return [...selected, ...(expanded ? others : others.slice(0, Math.max(0, FACET_VISIBLE_OPTIONS - selected.length)))];
}

function facetsView({ facets }: VariantSearchResult, search: URLSearchParams): Pick<ListView, "facets" | "optionCounts"> {
  const expanded = expandedGroups(search);
  const selected = (key: string) => new Set(search.getAll(key));
  const [makers, packagings, properties] = [selected("manufacturer"), selected("packaging"), selected("prop")];
  return {
    facets: {
      ...facets,
      manufacturers: shownOptions(facets.manufacturers, (value) => makers.has(value), expanded.has("manufacturer")),
      packaging: shownOptions(facets.packaging, (value) => packagings.has(value), expanded.has("packaging")),
      properties: facets.properties.map((property) => ({
        ...property,
        values: shownOptions(property.values, (value) => properties.has(`${property.code}:${value}`), expanded.has(property.code)),
      })),
    },
    optionCounts: Object.fromEntries([
      ["manufacturer", facets.manufacturers.length],
      ["packaging", facets.packaging.length],
      ...facets.properties.map((property) => [property.code, property.values.length]),
    ]),
  };
}

/** What the list page renders of a search answer, for the list at `search` (its filters and expanded groups). */
export function listView(result: VariantSearchResult, search: URLSearchParams): ListView {
  return {
    items: result.items.map((item) => listRow(item, result.quantity)),
    total: result.total,
    page: result.page,
    pageSize: result.pageSize,
    sort: result.sort,
    quantity: result.quantity,
    categoryName: result.category?.name ?? null,
    breadcrumb: result.breadcrumb.map(({ id, name }) => ({ id, name })),
    columns: result.tableProperties.map(({ code, label }) => ({ code, label })),
    ...facetsView(result, search),
    readAs: (result.interpretedSearch?.properties ?? []).map(({ code, label, display }) => ({ code, label, display })),
    nearMatches: result.interpretedSearch?.nearMatches
      ? // The typo pass ranks closest first: the first row of the first page in that order is the closest.
        { closest: result.page === 1 && result.sort === "relevance" ? (result.items[0]?.mpn ?? null) : null }
      : null,
  };
}
