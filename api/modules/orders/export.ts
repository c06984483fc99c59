import ExcelJS from "exceljs";
import type { CartExportFormat } from "@contract/api/carts/operations";
import type { OrderSummary } from "@contract/api/orders/schemas";
import { startPdf } from "../../lib/pdf";
import type { ApiLocale } from "../../lib/locale";
import { text, type TextKey } from "../../lib/messages";
import { safeCell } from "../carts/export-cell";
import { displayDay, displayDecimal, isoDay } from "../carts/export-content";

// The order list as a file to keep or forward (issue 16: Excel/PDF export of the list, formula cells escaped).

export interface OrderListExport {
  orders: OrderSummary[];
  /** Whether the list is the company's (a "placed by" column) or the caller's own. */
  scope: "own" | "company";
  storeName: string;
  locale: ApiLocale;
  date: Date;
}

type Key = Extract<TextKey, `orderExport.${string}`> extends `orderExport.${infer Name}` ? Name : never;
const label = (key: Key, locale: ApiLocale, values?: Record<string, string | number>) => text(`orderExport.${key}`, locale, values);

/** `siparisler-2026-11-24.xlsx` (en: `orders-…`). */
export const orderExportFileName = (format: CartExportFormat, locale: ApiLocale, date: Date) =>
  `${label("fileName", locale)}-${isoDay(date)}.${format}`;

/** One order's cells, as both files show them: texts a buyer typed go through `safeCell`. */
function cellsOf(order: OrderSummary, locale: ApiLocale) {
  return {
    orderNumber: order.orderNumber,
    date: isoDay(new Date(order.createdAt)),
    status: label(order.status, locale),
    paymentType: label(order.paymentType, locale),
    items: order.itemCount,
    total: order.totals.total,
    currency: order.totals.currency,
    customerOrderNumber: safeCell(order.customerOrderNumber ?? ""),
    placedBy: safeCell(order.placedBy),
  };
}

/** Excel widths in characters; PDF widths in points, which fill a landscape A4 page within its margins. */
const COLUMNS = [
  { key: "orderNumber", width: 20, pdf: 110 },
  { key: "date", width: 12, pdf: 65 },
  { key: "status", width: 18, pdf: 95 },
  { key: "paymentType", width: 18, pdf: 110 },
  { key: "items", width: 8, pdf: 40 },
  { key: "total", width: 14, pdf: 75 },
  { key: "currency", width: 10, pdf: 55 },
  { key: "customerOrderNumber", width: 20, pdf: 120 },
  { key: "placedBy", width: 28, pdf: 100 },
] as const;

const columnsFor = (scope: OrderListExport["scope"]) => COLUMNS.filter((column) => scope === "company" || column.key !== "placedBy");

/** A workbook: a header row and a row per order; totals and item counts are numbers, every text a safe cell. */
export async function orderListXlsx({ orders, scope, storeName, locale, date }: OrderListExport): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = storeName;
  workbook.created = date;
  const sheet = workbook.addWorksheet(label("sheet", locale), { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = columnsFor(scope).map((column) => ({
    header: label(column.key, locale),
    key: column.key,
    width: column.width,
    ...(column.key === "total" ? { style: { numFmt: "#,##0.00" } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  for (const order of orders) {
    const cells = cellsOf(order, locale);
    sheet.addRow({ ...cells, total: Number(cells.total) });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A landscape PDF table, its header repeated on every page. */
export function orderListPdf({ orders, scope, storeName, locale, date }: OrderListExport): Promise<Buffer> {
  const columns = columnsFor(scope);
  const { doc, file } = startPdf({ layout: "landscape", margin: 36, title: label("title", locale), author: storeName, date });
  doc
    .font("bold")
    .fontSize(14)
    .text(`${storeName}: ${label("title", locale)}`);
  doc.font("regular").fontSize(9).text(displayDay(date, locale)).moveDown();
  const row = (cells: string[], font: "regular" | "bold") => {
    if (doc.y > doc.page.height - 60) doc.addPage();
    const y = doc.y;
    let x = 36;
    doc.font(font);
    cells.forEach((cell, index) => {
      doc.text(cell, x, y, { width: columns[index].pdf - 4, align: columns[index].key === "total" ? "right" : "left" });
      x += columns[index].pdf;
    });
    doc.x = 36;
    doc.moveDown(0.4);
  };
  const header = columns.map((column) => label(column.key, locale));
  row(header, "bold");
  if (orders.length === 0) doc.text(label("empty", locale));
  for (const order of orders) {
    const cells = { ...cellsOf(order, locale), total: displayDecimal(order.totals.total, locale) };
    row(
      columns.map((column) => String(cells[column.key])),
      "regular",
    );
  }
  doc.end();
  return file;
}
