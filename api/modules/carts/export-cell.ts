/**
 * A spreadsheet runs a cell's text as a formula (or a DDE command) when it begins with one of these; a tab or a
 * carriage return before one is skipped by some importers, so they count too (OWASP "CSV injection").
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text a customer typed (a customer reference) or the catalogue holds, made safe for a spreadsheet cell: a leading
 * apostrophe makes a spreadsheet keep the text as text, so "=HYPERLINK(…)" is shown, never run.
 */
export function safeCell(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}
