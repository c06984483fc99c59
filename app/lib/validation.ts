// Pure input helpers shared by the Remix forms and the Fastify API.

// Local part: letters, digits and ._%+-; domain: dot-separated labels (so no
// consecutive, leading or trailing dots) ending in a 2+ letter top-level part.
const EMAIL_PATTERN = /^[A-Z0-9._%+-]+@[A-Z0-9-]+(?:\.[A-Z0-9-]+)*\.[A-Z]{2,}$/i;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

// Anything that is not a Unicode letter, digit or whitespace.
const NOT_TEXT = /[^\p{L}\p{N}\s]/gu;

/**
 * Strips punctuation and symbols, keeping letters of any script (Turkish
 * ç ğ ı İ ö ş ü included), digits and whitespace. NFC first so decomposed
 * input (e.g. "c" + combining cedilla) keeps its letter instead of losing the mark.
 */
export function cleanText(value: string): string {
  return value.normalize('NFC').replace(NOT_TEXT, '');
}

/**
 * A numeric field left as just "0" or a lone "," is replaced by "0,1" so the
 * field never submits zero or an unparsable comma; other values pass unchanged.
 */
export function normalizeNumericField(value: string): string {
  const trimmed = value.trim();
  return trimmed === '0' || trimmed === ',' ? '0,1' : value;
}
