import { CARD_BIN_PATTERN } from "@contract/api/checkout/card-bin";

/**
 * The card's first digits the installments form (a GET, `?bin=`) asked with: `bin` when they have a BIN's shape,
 * `invalid` when something else was typed (the form says so; the table is then for any card).
 */
export function typedCardBin(url: URL): { bin: string | undefined; invalid: boolean } {
  const typed = url.searchParams.get("bin")?.trim() ?? "";
  const bin = CARD_BIN_PATTERN.test(typed) ? typed : undefined;
  return { bin, invalid: typed !== "" && !bin };
}
