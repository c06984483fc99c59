import type { BomLine } from "./line";

// Which column of a bill of materials holds what (issue 36), recognised from the header names KiCad, Altium and
// Eagle export and people type, in English and Turkish.

/** The fields a column can fill, in the order the BOM page offers them. */
export const BOM_COLUMNS = [
  "references",
  "quantityPerBoard",
  "value",
  "package",
  "mpn",
  "manufacturer",
  "customerPartNumber",
  "description",
] as const satisfies ReadonlyArray<Exclude<keyof BomLine, "row">>;
export type BomColumn = (typeof BOM_COLUMNS)[number];

/** The column (from 0) each field is read from; a field without one is not in the file. */
export type ColumnMapping = Partial<Record<BomColumn, number>>;

/** Header names, folded (see `headerKey`). */
const NAMES: Record<BomColumn, readonly string[]> = {
  references: [
    "reference",
    "references",
    "designator",
    "designators",
    "referencedesignator",
    "referencedesignators",
    "ref",
    "refs",
    "refdes",
    // Eagle's bom.ulp lists the designators under "Parts".
    "parts",
    "referans",
    "referanslar",
  ],
  quantityPerBoard: ["quantity", "qty", "count", "quantityperpcb", "quantityperboard", "qtyperboard", "miktar", "adet"],
  value: ["value", "values", "val", "deger"],
  package: ["footprint", "package", "case", "casepackage", "packagecase", "kilif", "paket"],
  mpn: [
    "mpn",
    "manufacturerpartnumber",
    "manufacturerpn",
    "mfrpart",
    "mfrpartnumber",
    "mfrpn",
    "partnumber",
    "ureticiparcano",
    "ureticiparcanumarasi",
  ],
  manufacturer: ["manufacturer", "manufacturername", "mfr", "mfg", "uretici", "marka"],
  customerPartNumber: [
    "customerpartnumber",
    "customerpn",
    "ourpartno",
    "ourpartnumber",
    "internalpn",
    "internalpartnumber",
    "musteriparcano",
    "musteriparcanumarasi",
    "stokkodu",
    "firmaparcano",
  ],
  description: ["description", "desc", "aciklama"],
};

/** Altium writes the value under "Comment": read as the value when no column is named so. */
const FALLBACKS: Partial<Record<BomColumn, readonly string[]>> = { value: ["comment"] };

/**
 * A header cell without case, accents, punctuation or spaces, Turkish letters as their Latin base ("Üretici Parça
 * No" is "ureticiparcano", "Mfr. Part #" "mfrpart").
 */
export function headerKey(cell: string): string {
  return cell
    .toLocaleLowerCase("tr")
    .replace(/ı/g, "i")
    .normalize("NFD")
    .replace(/[^a-z0-9]/g, "");
}

const fieldNamed = (key: string, names: Partial<Record<BomColumn, readonly string[]>>) =>
  BOM_COLUMNS.find((column) => names[column]?.includes(key));

/** The field a header cell names, or undefined; Altium's numbered supplier columns ("Manufacturer 1") count as the first. */
export function columnNamed(cell: string): BomColumn | undefined {
  const key = headerKey(cell);
  return fieldNamed(key, NAMES) ?? fieldNamed(key.replace(/\d+$/, ""), NAMES);
}

/** Where each field is in a header row: the first column naming it; columns naming nothing are ignored. */
export function recogniseColumns(header: string[]): ColumnMapping {
  const mapping: ColumnMapping = {};
  header.forEach((cell, at) => {
    const column = columnNamed(cell);
    if (column && mapping[column] === undefined) mapping[column] = at;
  });
  header.forEach((cell, at) => {
    const column = fieldNamed(headerKey(cell), FALLBACKS);
    if (column && mapping[column] === undefined) mapping[column] = at;
  });
  return mapping;
}
