import { STATEMENT_FIELDS, type ColumnMapping, type StatementField } from "@contract/api/reconciliation/values";
import { foldText } from "../catalog/text";
import type { Cell } from "./statement-values";

// Which column of a statement holds what (docs/decisions/038-bank-reconciliation.md): found by the header's names in
// Turkish or English, or named by the uploader for another layout.

/** The uploader's header names for a layout the defaults do not know: `{ date: "Val. Tarihi", amount: "Miktar" }`. */
export type { ColumnMapping, StatementField };

/** Where each field is in the rows (0-based), and which row is the header. */
export interface StatementColumns {
  headerIndex: number;
  positions: Partial<Record<StatementField, number>>;
}

/**
 * The header names we recognise, preferred first, compared without case, accents or punctuation ("İşlem Tarihi" is
 * "islem tarihi"). A signed amount column ("Tutar") or a credit column ("Alacak", beside "Borç") gives the amount.
 */
export const DEFAULT_HEADERS: Record<StatementField, readonly string[]> = {
  date: ["islem tarihi", "tarih", "date", "transaction date", "booking date", "valor", "valor tarihi", "value date"],
  amount: ["tutar", "islem tutari", "amount", "transaction amount"],
  credit: ["alacak", "alacak tutari", "gelen", "credit", "credit amount"],
  debit: ["borc", "borc tutari", "giden", "debit", "debit amount"],
  currency: ["doviz", "doviz cinsi", "doviz kodu", "para birimi", "currency"],
  description: ["aciklama", "islem aciklamasi", "description", "details", "narrative"],
  reference: ["referans", "referans no", "dekont no", "islem no", "fis no", "reference", "reference no", "ref no", "transaction id"],
};

/** Rows before the header a bank may write (the account's name, IBAN, period): the header is looked for in these. */
const HEADER_SEARCH_ROWS = 30;

const headerName = (cell: Cell) =>
  foldText(typeof cell === "string" ? cell : "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

/** The column of one field in a header row: an exact name first, then a name followed by more words ("Tutar (TL)"). */
function columnOf(names: string[], wanted: readonly string[], taken: Set<number>): number | undefined {
  for (const matches of [(name: string, alias: string) => name === alias, (name: string, alias: string) => name.startsWith(`${alias} `)])
    for (const alias of wanted) {
      const at = names.findIndex((name, index) => !taken.has(index) && matches(name, alias));
      if (at >= 0) return at;
    }
  return undefined;
}

function readHeader(row: Cell[], mapping: ColumnMapping): StatementColumns["positions"] | null {
  const names = row.map(headerName);
  const taken = new Set<number>();
  const positions: StatementColumns["positions"] = {};
  // The uploader's names first, so that a default never takes their column.
  const fields = [...STATEMENT_FIELDS].sort((a, b) => Number(mapping[b] !== undefined) - Number(mapping[a] !== undefined));
  for (const field of fields) {
    const named = mapping[field];
    const at = columnOf(names, named !== undefined ? [headerName(named)] : DEFAULT_HEADERS[field], taken);
    if (at === undefined && named !== undefined) return null;
    if (at !== undefined) {
      positions[field] = at;
      taken.add(at);
    }
  }
  return positions.date !== undefined && (positions.amount !== undefined || positions.credit !== undefined) ? positions : null;
}

/** The header row among the first rows and the fields' columns, or null when no row has a day and an amount or credit. */
export function findColumns(rows: Cell[][], mapping: ColumnMapping = {}): StatementColumns | null {
  for (let index = 0; index < Math.min(rows.length, HEADER_SEARCH_ROWS); index++) {
    const positions = readHeader(rows[index], mapping);
    if (positions) return { headerIndex: index, positions };
  }
  return null;
}

/** The mapping's header names found in none of the rows searched for a header: what a refusal names. */
export function missingHeaders(rows: Cell[][], mapping: ColumnMapping): string[] {
  const names = new Set(rows.slice(0, HEADER_SEARCH_ROWS).flatMap((row) => row.map(headerName)));
  return Object.values(mapping).filter((name) => name !== undefined && !names.has(headerName(name)));
}
