// Without zod, for the storefront's page code (docs/decisions/062-page-javascript.md).

/** The first digits of a card (its BIN): 6, or 8 for the newer 8-digit BINs. Never a whole card number. */
export const CARD_BIN_PATTERN = /^\d{6}(\d{2})?$/;
