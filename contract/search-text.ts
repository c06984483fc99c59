// Whether a search box entry has anything to search for. Both sides ask: the API so that such an entry matches
// nothing (not the whole catalogue), the storefront to tell the user what to type instead.

/**
 * Letters and digits a search needs. One is too few to mean anything in a parts catalogue (`ı`, `5`, `R` would
 * match thousands of parts by accident); two already reads a value (`5V`) or a word.
 */
export const MIN_SEARCH_CHARACTERS = 2;

/** The longest search text: the longest part number or value list is far shorter. */
export const MAX_SEARCH_CHARACTERS = 200;

/** True when the text holds at least MIN_SEARCH_CHARACTERS letters or digits (any script); symbols and emoji do not count. */
export function isSearchable(text: string): boolean {
  return (text.normalize("NFKC").match(/[\p{L}\p{N}]/gu)?.length ?? 0) >= MIN_SEARCH_CHARACTERS;
}
