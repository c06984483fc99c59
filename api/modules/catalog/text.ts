/** Lower case without accents, Turkish dotless ı folded to i: "Dirençler" and "direncler" meet. */
export function foldText(text: string): string {
  return text
    .toLocaleLowerCase("tr")
    .replace(/ı/g, "i")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "");
}

/** Upper-case letters and digits only: the form MPNs and SKUs are compared in. */
export function normalizePartNumber(text: string): string {
  return text.toUpperCase().replace(/[^A-Z0-9]/g, "");
}

/** A LIKE pattern matching text that contains `word` literally (its %, _ and \ escaped). */
export function containingPattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, "\\$&")}%`;
}
