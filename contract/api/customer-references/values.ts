// A company's own part numbers for the store's parts (issue 34 item 1, docs/decisions/043-customer-references.md).

/** The limits of a customer part number, its note, an import file and a list page. */
export const CUSTOMER_REFERENCE_LIMITS = {
  numberMax: 60,
  noteMax: 200,
  importMaxBytes: 2 * 1024 * 1024,
  importMaxRows: 5000,
  pageSizeMax: 100,
} as const;

/** What an import did with a row. */
export const IMPORT_ROW_OUTCOMES = ["added", "changed", "unchanged", "refused"] as const;
export type ImportRowOutcome = (typeof IMPORT_ROW_OUTCOMES)[number];

/** The download formats of the list. */
export const CUSTOMER_REFERENCE_EXPORT_FORMATS = ["csv", "xlsx"] as const;
export type CustomerReferenceExportFormat = (typeof CUSTOMER_REFERENCE_EXPORT_FORMATS)[number];

/**
 * The key a customer part number is unique and found by: letters and digits only, upper-cased, so "ab-12 x" and
 * "AB12X" are one number (a search box's spacing and dashes never miss it). Turkish letters are kept as letters.
 */
export function customerReferenceKey(number: string): string {
  return number
    .normalize("NFKC")
    .toLocaleUpperCase("tr")
    .replace(/[^\p{L}\p{N}]/gu, "");
}
