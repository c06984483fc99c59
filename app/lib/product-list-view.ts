// The product-list page renders a part of the API's search answer; its loader returns only that part,
// because loader data is serialised into the HTML as well (every row field the table does not show
// would cost bytes and server time twice).

import type { PriceBreak, ProductListItem, PropertyColumn, SearchFacets, VariantSearchResult } from "./catalog-types";

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
> & {
  manufacturerName: string;
  /** The first price break and, when there are more, the largest one (the price column shows those two). */
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
  /** Set on a category's list (its name is the title); null on the list of every part. */
  categoryName: string | null;
  breadcrumb: Array<{ id: number; name: string }>;
  columns: Array<Pick<PropertyColumn, "code" | "label">>;
  facets: SearchFacets;
  /** How the search box was read ("resistance = 10 kΩ"); empty without one. */
  readAs: Array<{ code: string; label: string; display: string }>;
}

function listRow(item: ProductListItem): ListRow {
  const breaks = item.priceBreaks;
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
    manufacturerName: item.manufacturer.name,
    priceBreaks: breaks.length > 2 ? [breaks[0], breaks[breaks.length - 1]] : breaks,
    properties: Object.fromEntries(Object.entries(item.properties).map(([code, property]) => [code, property.display])),
  };
}

export function listView(result: VariantSearchResult): ListView {
  return {
    items: result.items.map(listRow),
    total: result.total,
    page: result.page,
    pageSize: result.pageSize,
    sort: result.sort,
    categoryName: result.category?.name ?? null,
    breadcrumb: result.breadcrumb.map(({ id, name }) => ({ id, name })),
    columns: result.tableProperties.map(({ code, label }) => ({ code, label })),
    facets: result.facets,
    readAs: (result.interpretedSearch?.properties ?? []).map(({ code, label, display }) => ({ code, label, display })),
  };
}
