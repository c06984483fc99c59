/** Kinds of cart line (spec section 3): a catalogue part, a part bought for a project, a special order, a line copied from a shared cart. */
export const CART_LINE_TYPES = ["Standard", "Project", "SpecialProduct", "SharesByLink"] as const;
export type CartLineType = (typeof CART_LINE_TYPES)[number];

/** Longest cart name and customer reference. */
export const CART_NAME_MAX = 60;
export const CUSTOMER_REFERENCE_MAX = 40;
/** Largest quantity of one line and most lines added in one request. */
export const LINE_QUANTITY_MAX = 10_000_000;
export const ADD_ITEMS_MAX = 100;
