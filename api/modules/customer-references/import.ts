import type { ImportResult, ImportRow } from "@contract/api/customer-references/schemas";
import { customerReferenceNumberText } from "@contract/api/customer-references/schemas";
import { CUSTOMER_REFERENCE_LIMITS } from "@contract/api/customer-references/values";
import type { Database } from "../../db/client";
import { parseCsv } from "../../lib/csv";
import { AppError } from "../../lib/errors";
import type { ApiLocale } from "../../lib/locale";
import { issueText, text } from "../../lib/messages";
import type { Identity } from "../../plugins/auth";
import { foldText } from "../catalog/text";
import { statementFormatOf, statementText } from "../reconciliation/statement-file";
import type { Cell } from "../reconciliation/statement-values";
import { xlsxRows } from "../reconciliation/statement-xlsx";
import { partByName } from "./parts";
import { companyOf, lockCompanyReferences, upsertReference } from "./service";

// An import of customer part numbers from a CSV or XLSX file (docs/decisions/043-customer-references.md), read with
// the bank reconciliation's file readers: a header row naming the part (SKU or MPN), the number and optionally a note.

/** Headers as folded (lower case, letters and digits only), in both languages; the export writes the first of each. */
const HEADERS = {
  sku: ["sku", "stokkodu"],
  mpn: ["mpn", "ureticiparcano", "ureticiparcanumarasi", "partnumber"],
  number: ["customerpartnumber", "musteriparcanumarasi", "customerreference", "musterireferansi", "customernumber", "musteriparcano"],
  note: ["note", "not"],
} as const;
type Column = keyof typeof HEADERS;

const fold = (cell: Cell | undefined) => foldText(cellText(cell)).replace(/[^a-z0-9]/g, "");

function cellText(cell: Cell | undefined): string {
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return cell === null || cell === undefined ? "" : String(cell).replace(/\s+/g, " ").trim();
}

/** Where the columns are in the first non-empty row, or null when it names no part or no number column. */
function columnsOf(rows: Cell[][]) {
  const headerIndex = rows.findIndex((row) => row.some((cell) => cellText(cell) !== ""));
  if (headerIndex < 0) return null;
  const header = rows[headerIndex].map(fold);
  const positions = Object.fromEntries(
    (Object.keys(HEADERS) as Column[]).map((column) => [
      column,
      header.findIndex((name) => (HEADERS[column] as readonly string[]).includes(name)),
    ]),
  ) as Record<Column, number>;
  if (positions.number < 0 || (positions.sku < 0 && positions.mpn < 0)) return null;
  return { headerIndex, positions };
}

async function rowsOf(content: Buffer) {
  const format = statementFormatOf(content);
  if (format === "xlsx") {
    const rows = await xlsxRows(content);
    return rows && { rows, columns: columnsOf(rows) };
  }
  if (format !== "csv") return null;
  const textContent = statementText(content);
  let first: { rows: Cell[][]; columns: ReturnType<typeof columnsOf> } | null = null;
  for (const delimiter of [",", ";", "\t"]) {
    const rows = parseCsv(textContent, delimiter);
    const columns = columnsOf(rows);
    if (columns) return { rows, columns };
    first ??= { rows, columns };
  }
  return first;
}

/**
 * Reads the file and gives each row's part its number, all rows in one transaction under the company's lock, so a
 * number given twice in one file is refused on its second row. A file unreadable, without the header or with too
 * many rows is refused whole (400, on the `file` field).
 */
export async function importReferences(db: Database, identity: Identity, content: Buffer, locale: ApiLocale): Promise<ImportResult> {
  const refuseFile = (refusal: string) => new AppError(400, refusal, [{ field: "file", message: refusal }]);
  const read = await rowsOf(content);
  if (!read) throw refuseFile(text("customerReferences.unreadable", locale));
  const { rows, columns } = read;
  if (!columns) throw refuseFile(text("customerReferences.noHeader", locale));
  if (rows.length - columns.headerIndex - 1 > CUSTOMER_REFERENCE_LIMITS.importMaxRows) {
    throw refuseFile(text("customerReferences.tooManyRows", locale, { rows: CUSTOMER_REFERENCE_LIMITS.importMaxRows }));
  }
  const companyId = companyOf(identity);
  const at = (row: Cell[], column: Column) => (columns.positions[column] < 0 ? "" : cellText(row[columns.positions[column]]));

  const results = await db.transaction(async (tx) => {
    await lockCompanyReferences(tx, companyId);
    const done: ImportRow[] = [];
    for (let index = columns.headerIndex + 1; index < rows.length; index++) {
      const row = rows[index];
      if (row.every((cell) => cellText(cell) === "")) continue;
      const part = at(row, "sku") || at(row, "mpn");
      const typed = at(row, "number");
      const result = { line: index + 1, part, number: typed };
      const refuse = (reason: string) => done.push({ ...result, outcome: "refused", reason });
      const number = customerReferenceNumberText.safeParse(typed);
      if (!number.success) {
        refuse(issueText(number.error.issues[0].message, locale));
        continue;
      }
      if (!part) {
        refuse(text("customerReferences.partRequired", locale));
        continue;
      }
      const found = await partByName(tx, part);
      if (typeof found === "string") {
        refuse(text(`customerReferences.${found}`, locale));
        continue;
      }
      const note = columns.positions.note < 0 ? undefined : at(row, "note").slice(0, CUSTOMER_REFERENCE_LIMITS.noteMax) || null;
      const saved = await upsertReference(tx, companyId, identity.userId, found, { number: number.data, note });
      if ("takenBy" in saved) refuse(text("customerReferences.numberTaken", locale, { sku: saved.takenBy }));
      else done.push({ ...result, number: number.data, outcome: saved.outcome, reason: null });
    }
    return done;
  });
  const count = (outcome: ImportRow["outcome"]) => results.filter((row) => row.outcome === outcome).length;
  return { rows: results, added: count("added"), changed: count("changed"), unchanged: count("unchanged"), refused: count("refused") };
}
