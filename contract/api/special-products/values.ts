/** Field limits shared by the back office's form, the API and the database (docs/decisions/053-special-products.md). */
export const SPECIAL_PRODUCT_LIMITS = {
  partMax: 80,
  noteMax: 500,
} as const;
