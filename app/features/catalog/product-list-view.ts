// The product-list page renders a part of the API's search answer; its loader returns only that part,
// because loader data is serialised into the HTML as well (every row field the table does not show
// would cost bytes and server time twice).

import type { TFunction } from "~/lib/i18n/translate";
import type {
  FacetValue,
  PackagingChoice,
  PriceBreak,
  ProductListItem,
  PropertyColumn,
  SearchFacets,
  VariantSearchResult,
} from "@contract/api/catalog/schemas";
import { breakAt } from "@contract/price-breaks";
import type { Locale } from "@contract/locale";
import { packagingLabel } from "~/features/catalog/packaging-label";
import { stockText } from "~/features/catalog/stock";
import { formatUnitPrice } from "~/lib/format";
import { expandedGroups } from "~/lib/list-query";

/** One packaging of a row's part, with what the row shows of it once it is the one shown. */
export type ListPackaging = Pick<
  PackagingChoice,
  | "variantId"
  | "sku"
  | "packaging"
  | "isShowPrice"
  | "isShowStock"
  | "stock"
  | "upcomingStock"
  | "minimumOrderQuantity"
  | "orderQuantityMultiplier"
  | "discount"
> & {
  /**
   * The stated price break and, when there are more after it, the largest one (the price column shows those two). The
   * stated one is the first break, or the one at the list's stated quantity when the packaging can be ordered in it.
   */
  priceBreaks: PriceBreak[];
};

/** One row of the list: a part in the packaging the API chose, the fields its cells read, each key property as its display text. */
export type ListRow = ListPackaging &
  Pick<ProductListItem, "mpn" | "productSlug" | "categorySlug" | "description" | "imagePath" | "rohs" | "currency"> & {
    manufacturerName: string;
    /** Display text of the key properties, by code. */
    properties: Record<string, string>;
    /** The part's packagings to choose from, the row's own among them (decision 058); empty when it has only one. */
    packagings: ListPackaging[];
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

/** The break a row states: at `quantity` when the packaging can be ordered in it, else its first (decision 054). */
function statedBreak(variant: PackagingChoice, quantity: number | null): PriceBreak | undefined {
  const orderable = quantity !== null && variant.minimumOrderQuantity <= quantity;
  return orderable ? breakAt(variant.priceBreaks, quantity, (step) => step.quantity) : variant.priceBreaks[0];
}

function listPackaging(variant: PackagingChoice, quantity: number | null): ListPackaging {
  const stated = statedBreak(variant, quantity);
  const breaks = stated ? variant.priceBreaks.slice(variant.priceBreaks.indexOf(stated)) : [];
  const largest = breaks[breaks.length - 1];
  return {
    variantId: variant.variantId,
    sku: variant.sku,
    packaging: variant.packaging,
    isShowPrice: variant.isShowPrice,
    isShowStock: variant.isShowStock,
    stock: variant.stock,
    upcomingStock: variant.upcomingStock,
    minimumOrderQuantity: variant.minimumOrderQuantity,
    orderQuantityMultiplier: variant.orderQuantityMultiplier,
    // The API's discount is the first break's.
    discount: stated === variant.priceBreaks[0] ? variant.discount : null,
    priceBreaks: breaks.length > 2 ? [breaks[0], largest] : breaks,
  };
}

export function listRow(item: ProductListItem, quantity: number | null = null): ListRow {
  const own = listPackaging(item, quantity);
  return {
    ...own,
    mpn: item.mpn,
    productSlug: item.productSlug,
    categorySlug: item.categorySlug,
    description: item.description,
    imagePath: item.imagePath,
    rohs: item.rohs,
    currency: item.currency,
    manufacturerName: item.manufacturer.name,
    properties: Object.fromEntries(Object.entries(item.properties).map(([code, property]) => [code, property.display])),
    packagings:
      item.packagings.length > 1
        ? item.packagings.map((choice) => (choice.variantId === item.variantId ? own : listPackaging(choice, quantity)))
        : [],
  };
}

/** The packaging a row shows: `variantId`'s when it is one of the row's (chosen, or the one the cart refused), else the row's own. */
export function shownPackaging(row: ListRow, variantId: number | null): ListPackaging {
  return row.packagings.find((packaging) => packaging.variantId === variantId) ?? row;
}

/**
 * A packaging as the row's choice names it: "Cut Tape · 1,234 in stock · $0.1234" (the stated price; a hidden stock or
 * price reads as the row shows it hidden). `t` is a catalog translator.
 */
export function packagingChoiceLabel(packaging: ListPackaging, currency: string, locale: Locale, t: TFunction): string {
  const stock = stockText(t, locale, {
    isShowStock: packaging.isShowStock && packaging.stock !== null,
    totalStock: packaging.stock ?? 0,
    onOrder: packaging.upcomingStock ?? 0,
    minimumOrderQuantity: packaging.minimumOrderQuantity,
  });
  const stated = packaging.priceBreaks[0];
  const price = packaging.isShowPrice && stated ? formatUnitPrice(stated.unitPrice, locale, currency) : t("price.callForPrice");
  return `${packagingLabel(t, packaging.packaging)} · ${stock} · ${price}`;
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
