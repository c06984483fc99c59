import { parseCsv } from "../csv";
import { readPackageCell, readQuantity, readReferences } from "./cells";
import { type BomColumn, type ColumnMapping, columnNamed, recogniseColumns } from "./columns";
import type { BomLine } from "./line";

// A bill of materials as pasted or uploaded (issue 36) read into lines: pure, so the BOM page reads as the API does.

export { BOM_COLUMNS, recogniseColumns, type BomColumn, type ColumnMapping } from "./columns";

/**
 * Why a row is not a line, as short stable codes the pages word in their language: no column to match by (the whole
 * file, row 0), a quantity that is not a whole number from 1, no quantity nor designators to count, a designator
 * range backwards or too long, nothing to match by on the row.
 */
export const BOM_READ_PROBLEMS = ["noColumns", "quantity", "noQuantity", "references", "nothingToMatch"] as const;
export type BomProblemCode = (typeof BOM_READ_PROBLEMS)[number];
export interface BomProblem {
  row: number;
  column?: BomColumn;
  code: BomProblemCode;
}

export interface BomReading {
  lines: BomLine[];
  /** The columns the lines were read from: recognised from the header, then as the caller chose. */
  mapping: ColumnMapping;
  problems: BomProblem[];
}

/** A caller's columns: a number puts a field in that column (taking it from any other field), null leaves it out. */
export type ColumnChoice = Partial<Record<BomColumn, number | null>>;

// Tab first: a spreadsheet's copy; then semicolon, what a Turkish Excel saves; then comma.
const DELIMITERS = ["\t", ";", ","] as const;
/** Lines the delimiter is judged on, and lines a header may sit under a title in (old KiCad scripts write five). */
const SAMPLE_ROWS = 10;

const isBlank = (record: string[]) => record.every((cell) => cell.trim() === "");

/**
 * Pasted or uploaded text as rows of trimmed cells: the delimiter (tab, semicolon or comma) is the one that splits
 * most of the first lines into the same number of columns, more than one; quoted fields may hold delimiters, doubled
 * quotes and line breaks. A UTF-8 byte order mark is dropped, CRLF read as LF, blank lines skipped.
 */
export function splitBomText(text: string): string[][] {
  const content = text.replace(/^\uFEFF/, "");
  let best: { records: string[][]; agreeing: number; columns: number } | null = null;
  for (const delimiter of DELIMITERS) {
    const records = parseCsv(content, delimiter).filter((record) => !isBlank(record));
    const sample = records.slice(0, SAMPLE_ROWS).map((record) => record.length);
    const frequency = new Map<number, number>();
    for (const count of sample) frequency.set(count, (frequency.get(count) ?? 0) + 1);
    let columns = 1;
    let agreeing = 0;
    for (const [count, times] of frequency)
      if (count > 1 && (times > agreeing || (times === agreeing && count > columns))) [columns, agreeing] = [count, times];
    if (!best || agreeing > best.agreeing || (agreeing === best.agreeing && columns > best.columns)) best = { records, agreeing, columns };
  }
  return (best?.records ?? []).map((record) => record.map((cell) => cell.trim()));
}

/** A header row: most of its filled cells name a field ("MPN" alone heads a list of part numbers). */
function isHeader(row: string[]): boolean {
  const filled = row.filter((cell) => cell !== "");
  const named = filled.filter((cell) => columnNamed(cell) !== undefined).length;
  return named > 0 && named * 2 >= filled.length;
}

/** The recognised columns with the caller's choices over them. */
function chosenMapping(recognised: ColumnMapping, choice: ColumnChoice): ColumnMapping {
  const mapping: ColumnMapping = { ...recognised };
  for (const [column, at] of Object.entries(choice) as Array<[BomColumn, number | null | undefined]>) {
    if (at === undefined) continue;
    if (at !== null)
      for (const other of Object.keys(mapping) as BomColumn[]) if (mapping[other] === at && other !== column) delete mapping[other];
    if (at === null) delete mapping[column];
    else mapping[column] = at;
  }
  return mapping;
}

/**
 * Rows of cells as BOM lines. The header is found when not told (the first of the opening rows whose cells mostly name
 * fields; title lines above it are skipped); the caller's mapping overrides the recognised columns. A line's quantity
 * is counted from its designators when its cell is empty, and is 1 when the file has neither column. Rows that cannot
 * be bought as read are problems, not lines: an unreadable quantity or range, nothing to match by (no value, part
 * number or customer part number).
 */
export function readBomRows(cells: string[][], options: { mapping?: ColumnChoice; hasHeader?: boolean } = {}): BomReading {
  const rows = cells.filter((row) => !isBlank(row));
  const found = options.hasHeader === false ? -1 : rows.slice(0, SAMPLE_ROWS).findIndex(isHeader);
  const headerAt = found < 0 && options.hasHeader ? 0 : found;
  const recognised = headerAt < 0 ? {} : recogniseColumns(rows[headerAt]);
  const mapping = chosenMapping(recognised, options.mapping ?? {});
  if (mapping.value === undefined && mapping.mpn === undefined && mapping.customerPartNumber === undefined)
    return { lines: [], mapping, problems: [{ row: 0, code: "noColumns" }] };

  const lines: BomLine[] = [];
  const problems: BomProblem[] = [];
  // A list of part numbers alone says one of each.
  const countless = mapping.quantityPerBoard === undefined && mapping.references === undefined;
  for (const [index, cellsOfRow] of rows.slice(headerAt + 1).entries()) {
    const row = index + 1;
    const cell = (column: BomColumn) => {
      const at = mapping[column];
      return (at === undefined ? "" : cellsOfRow[at]?.trim()) || undefined;
    };
    const references = readReferences(cell("references") ?? "");
    if (!references) {
      problems.push({ row, column: "references", code: "references" });
      continue;
    }
    const written = cell("quantityPerBoard");
    const quantityPerBoard = written ? readQuantity(written) : references.length || (countless ? 1 : null);
    if (quantityPerBoard === null) {
      problems.push({ row, column: "quantityPerBoard", code: written ? "quantity" : "noQuantity" });
      continue;
    }
    const value = cell("value");
    const mpn = cell("mpn");
    const customerPartNumber = cell("customerPartNumber");
    if (!value && !mpn && !customerPartNumber) {
      problems.push({ row, code: "nothingToMatch" });
      continue;
    }
    const footprint = cell("package");
    lines.push({
      row,
      references,
      quantityPerBoard,
      value,
      package: footprint && readPackageCell(footprint),
      mpn,
      manufacturer: cell("manufacturer"),
      customerPartNumber,
      description: cell("description"),
    });
  }
  return { lines, mapping, problems };
}
