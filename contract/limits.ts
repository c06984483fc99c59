// Enumerations and limits both sides name (docs/spec.md §9). The API enforces them; the storefront offers them.

/** Currencies a price can be shown in; prices are kept in USD and converted with the stored rate. */
export const CURRENCIES = ["USD", "TRY", "EUR"] as const;
export type CurrencyCode = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: CurrencyCode = "USD";

export function isCurrency(value: unknown): value is CurrencyCode {
  return typeof value === "string" && (CURRENCIES as readonly string[]).includes(value);
}

/** Rows a product-list page may show. */
export const PAGE_SIZES = [10, 15, 25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 25;

/** The deepest row a list reaches by paging (page × pageSize); narrowing the filters reaches the rest. */
export const MAX_RESULT_WINDOW = 10_000;

/**
 * How a product list can be ordered (docs/decisions/054-price-sort-at-a-quantity.md): the price sorts by the unit
 * price at the list's stated quantity, else at each part's first break; the maker sort by name, then part number.
 */
export const SORTS = ["relevance", "price-asc", "price-desc", "stock-desc", "manufacturer-asc", "mpn-asc"] as const;
export type Sort = (typeof SORTS)[number];

/** The sorts that compare prices, and so read the list's stated quantity. */
export const PRICE_SORTS: readonly Sort[] = ["price-asc", "price-desc"];

/** The largest quantity a price is asked at: a price sort's stated quantity, the price operations' quantity. */
export const MAX_PRICE_QUANTITY = 100_000_000;

/** How a variant is packed. */
export const PACKAGING_VALUES = ["Cut Tape", "Reel", "Tray", "Tube", "Bulk"] as const;
export type Packaging = (typeof PACKAGING_VALUES)[number];

/** The two kinds of signed-in user. */
export const USER_TYPES = ["b2b", "b2c"] as const;
export type UserType = (typeof USER_TYPES)[number];
