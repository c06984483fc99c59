// The catalog's own enumerations, stored by the API and shown by the storefront (packaging and currencies are in
// contract/limits.ts with the other values both sides name).

/** Where a part is in its life: active, newly introduced, not recommended for new designs, obsolete. */
export const PRODUCT_STATUSES = ["active", "new", "nrnd", "obsolete"] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** What a product's media file is. */
export const MEDIA_KINDS = ["image", "datasheet", "drawing"] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** The curated product groups (docs/spec.md §7): discounts, the home page's specials, the LED lighting page. */
export const CATEGORY_GROUP_TYPES = ["discounted-products", "home-page-special", "led-lighting-page"] as const;
export type CategoryGroupType = (typeof CATEGORY_GROUP_TYPES)[number];
