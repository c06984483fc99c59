import ExcelJS from "exceljs";
import type { CartExportFormat } from "@contract/api/carts/operations";
import type { TransactionList } from "@contract/api/current-account/schemas";
import type { ApiLocale } from "../../lib/locale";
import { text, type TextKey } from "../../lib/messages";
import { startPdf } from "../../lib/pdf";
import { safeCell } from "../carts/export-cell";
import { displayDay, displayDecimal, isoDay } from "../carts/export-content";

// The current account's statement as a file (issue 34 item 2): exactly the rows of the transactions page's filter,
// newest first, each with its running balance; texts through `safeCell`, as every export (decision 013).

export interface StatementExport {
  statement: TransactionList;
  companyTitle: string;
  storeName: string;
  locale: ApiLocale;
  date: Date;
}

type Key = Extract<TextKey, `statementExport.${string}`> extends `statementExport.${infer Name}` ? Name : never;
const label = (key: Key, locale: ApiLocale, values?: Record<string, string | number>) => text(`statementExport.${key}`, locale, values);

/** `hesap-hareketleri-120.01.001-2026-11-27.xlsx` (en: `transactions-…`). */
export const statementFileName = (format: CartExportFormat, code: string, locale: ApiLocale, date: Date) =>
  `${label("fileName", locale)}-${code.replace(/[^\w.-]/g, "")}-${isoDay(date)}.${format}`;

/** One posting's cells, as both files show them. */
const cellsOf = (row: TransactionList["items"][number], locale: ApiLocale) => ({
  date: isoDay(new Date(row.at)),
  kind: label(row.kind, locale),
  description: safeCell(row.description),
  orderNumber: row.orderNumber ?? "",
  invoiceNumber: row.invoiceNumber ?? "",
  dueDate: row.dueDate ?? "",
  amount: row.amount,
  balance: row.balance,
});

/** Excel widths in characters; PDF widths in points, which fill a landscape A4 page within its margins. */
const COLUMNS = [
  { key: "date", width: 12, pdf: 62 },
  { key: "kind", width: 16, pdf: 75 },
  { key: "description", width: 40, pdf: 200 },
  { key: "orderNumber", width: 20, pdf: 100 },
  { key: "invoiceNumber", width: 20, pdf: 90 },
  { key: "dueDate", width: 12, pdf: 62 },
  { key: "amount", width: 14, pdf: 80 },
  { key: "balance", width: 14, pdf: 80 },
] as const;
const AMOUNTS = new Set<string>(["amount", "balance"]);

const heading = ({ statement, companyTitle, locale }: StatementExport) =>
  label("heading", locale, { company: companyTitle, code: statement.account.code, currency: statement.account.currencyCode });

/** A workbook: a header row and a row per posting; amounts and balances are numbers, every text a safe cell. */
export async function statementXlsx(content: StatementExport): Promise<Buffer> {
  const { statement, storeName, locale, date } = content;
  const workbook = new ExcelJS.Workbook();
  workbook.creator = storeName;
  workbook.created = date;
  workbook.title = safeCell(heading(content));
  const sheet = workbook.addWorksheet(label("sheet", locale), { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = COLUMNS.map((column) => ({
    header: label(column.key, locale),
    key: column.key,
    width: column.width,
    ...(AMOUNTS.has(column.key) ? { style: { numFmt: "#,##0.00" } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of statement.items) {
    const cells = cellsOf(row, locale);
    sheet.addRow({ ...cells, amount: Number(cells.amount), balance: Number(cells.balance) });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A landscape PDF table, its header repeated on every page. */
export function statementPdf(content: StatementExport): Promise<Buffer> {
  const { statement, storeName, locale, date } = content;
  const { doc, file } = startPdf({ layout: "landscape", margin: 36, title: label("title", locale), author: storeName, date });
  doc
    .font("bold")
    .fontSize(14)
    .text(`${storeName}: ${label("title", locale)}`);
  doc.font("regular").fontSize(9).text(heading(content)).text(displayDay(date, locale)).moveDown();
  const row = (cells: string[], font: "regular" | "bold") => {
    if (doc.y > doc.page.height - 60) {
      doc.addPage();
      if (font === "regular") row(header, "bold");
    }
    const y = doc.y;
    let x = 36;
    doc.font(font);
    cells.forEach((cell, index) => {
      const column = COLUMNS[index];
      doc.text(cell, x, y, { width: column.pdf - 4, align: AMOUNTS.has(column.key) ? "right" : "left" });
      x += column.pdf;
    });
    doc.x = 36;
    doc.moveDown(0.4);
  };
  const header = COLUMNS.map((column) => label(column.key, locale));
  row(header, "bold");
  if (statement.items.length === 0) doc.text(label("empty", locale));
  for (const posting of statement.items) {
    const cells = {
      ...cellsOf(posting, locale),
      amount: displayDecimal(posting.amount, locale),
      balance: displayDecimal(posting.balance, locale),
    };
    row(
      COLUMNS.map((column) => cells[column.key]),
      "regular",
    );
  }
  doc.end();
  return file;
}
