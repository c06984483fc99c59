import { STATEMENT_LIMITS, type StatementFormat } from "@contract/api/reconciliation/values";
import { parseCsv } from "../../lib/csv";
import { AppError } from "../../lib/errors";
import type { ApiLocale } from "../../lib/locale";
import { text } from "../../lib/messages";
import type { StatementProblem } from "../../db/schema";
import { findColumns, missingHeaders, type ColumnMapping, type StatementColumns, type StatementField } from "./statement-columns";
import { statementFormatOf, statementText } from "./statement-file";
import { readAmount, readCurrency, readDay, type Cell } from "./statement-values";
import { xlsxRows } from "./statement-xlsx";

// A bank statement file read into its incoming transfers (docs/decisions/038-bank-reconciliation.md).

/** An incoming transfer as the statement lists it: its row, the day, the amount in whole cents, the currency. */
export interface StatementTransfer {
  line: number;
  bookedOn: string;
  amount: string;
  currency: string;
  description: string;
  reference: string | null;
}

/** A row not read, with why in the uploader's language. */
export type ReportedProblem = StatementProblem & { message: string };

export interface ParsedStatement {
  format: StatementFormat;
  transfers: StatementTransfer[];
  problems: ReportedProblem[];
  /** Rows of money going out (or zero): not transfers to match, not problems either. */
  outgoing: number;
}

export interface StatementOptions {
  /** The account's currency, for a statement without a currency column. */
  currency: string;
  mapping?: ColumnMapping;
  locale: ApiLocale;
}

type ProblemCode = "missingDate" | "badDate" | "missingAmount" | "badAmount" | "badCurrency";

const DESCRIPTION_MAX = 1000;
const REFERENCE_MAX = 200;
const PROBLEM_VALUE_MAX = 60;
// Turkish banks separate with ";" (the comma is the decimal mark), others with "," or a tab.
const DELIMITERS = [";", ",", "\t"];

const cellText = (cell: Cell | undefined) =>
  cell instanceof Date
    ? cell.toISOString().slice(0, 10)
    : cell === null || cell === undefined
      ? ""
      : String(cell).replace(/\s+/g, " ").trim();

export const problemMessage = (problem: StatementProblem, locale: ApiLocale) =>
  text(`reconciliation.${problem.code as ProblemCode}`, locale, { line: problem.line, value: problem.value ?? "" });

/** The rows and where the columns are: a CSV is tried with each delimiter until one gives a header. */
async function rowsOf(content: Buffer, format: StatementFormat, mapping: ColumnMapping) {
  if (format === "xlsx") {
    const rows = await xlsxRows(content);
    return rows ? { rows, columns: findColumns(rows, mapping) } : null;
  }
  const textContent = statementText(content);
  let first: { rows: Cell[][]; columns: StatementColumns | null } | null = null;
  for (const delimiter of DELIMITERS) {
    const rows = parseCsv(textContent, delimiter);
    const columns = findColumns(rows, mapping);
    if (columns) return { rows, columns };
    first ??= { rows, columns };
  }
  return first;
}

/**
 * The incoming transfers of a statement (CSV or XLSX) and every row that could not be read, with its row number (a
 * CSV's line, a sheet's row) and why. A file too large, unreadable, without a recognisable header or with too many
 * rows is refused whole (413 or 400), in the uploader's language.
 */
export async function parseStatement(content: Buffer, options: StatementOptions): Promise<ParsedStatement> {
  const { locale, mapping = {} } = options;
  if (content.length > STATEMENT_LIMITS.maxBytes) {
    throw new AppError(413, text("reconciliation.tooLarge", locale, { megabytes: STATEMENT_LIMITS.maxBytes / 1024 / 1024 }));
  }
  const format = statementFormatOf(content);
  const read = format ? await rowsOf(content, format, mapping) : null;
  if (!format || !read) throw new AppError(400, text("reconciliation.unreadable", locale));
  const { rows, columns } = read;
  if (!columns) {
    const missing = missingHeaders(rows, mapping);
    throw new AppError(
      400,
      missing.length
        ? text("reconciliation.mappedColumnMissing", locale, { columns: missing.map((name) => `“${name}”`).join(", ") })
        : text("reconciliation.noHeader", locale),
    );
  }
  if (rows.length - columns.headerIndex - 1 > STATEMENT_LIMITS.maxRows) {
    throw new AppError(400, text("reconciliation.tooManyRows", locale, { rows: STATEMENT_LIMITS.maxRows }));
  }

  const parsed: ParsedStatement = { format, transfers: [], problems: [], outgoing: 0 };
  const report = (line: number, code: ProblemCode, value?: string) => {
    const problem: StatementProblem = value === undefined ? { line, code } : { line, code, value: value.slice(0, PROBLEM_VALUE_MAX) };
    parsed.problems.push({ ...problem, message: problemMessage(problem, locale) });
  };
  for (let index = columns.headerIndex + 1; index < rows.length; index++) {
    const row = rows[index];
    const line = index + 1;
    const at = (field: StatementField): Cell => {
      const position = columns.positions[field];
      return position === undefined ? null : (row[position] ?? null);
    };
    if (row.every((cell) => cellText(cell) === "")) continue;

    // A signed amount column, or a credit column beside a debit one: an empty credit with a debit is money going out.
    const amountCell = columns.positions.amount !== undefined ? at("amount") : at("credit");
    if (cellText(amountCell) === "") {
      if (columns.positions.amount === undefined && cellText(at("debit")) !== "") parsed.outgoing++;
      else report(line, "missingAmount");
      continue;
    }
    const amount = readAmount(amountCell);
    if (!amount) {
      report(line, "badAmount", cellText(amountCell));
      continue;
    }
    if (/^(-|0\.00$)/.test(amount.amount)) {
      parsed.outgoing++;
      continue;
    }
    const dateCell = at("date");
    const bookedOn = readDay(dateCell);
    if (!bookedOn) {
      if (cellText(dateCell) === "") report(line, "missingDate");
      else report(line, "badDate", cellText(dateCell));
      continue;
    }
    const currencyText = cellText(at("currency"));
    const currency = currencyText ? readCurrency(currencyText) : (amount.currency ?? options.currency);
    if (!currency) {
      report(line, "badCurrency", currencyText);
      continue;
    }
    parsed.transfers.push({
      line,
      bookedOn,
      amount: amount.amount,
      currency,
      description: cellText(at("description")).slice(0, DESCRIPTION_MAX),
      reference: cellText(at("reference")).slice(0, REFERENCE_MAX) || null,
    });
  }
  return parsed;
}
