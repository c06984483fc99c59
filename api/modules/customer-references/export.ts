import ExcelJS from "exceljs";
import type { CustomerReference } from "@contract/api/customer-references/schemas";
import type { CustomerReferenceExportFormat } from "@contract/api/customer-references/values";
import { formatCsv } from "../../lib/csv";
import type { ApiLocale } from "../../lib/locale";
import { text } from "../../lib/messages";
import { safeCell } from "../carts/export-cell";

// The company's numbers as a file, with the headers an import reads back (docs/decisions/043-customer-references.md).

const UTF8_BOM = "\uFEFF";

function table(items: CustomerReference[], locale: ApiLocale) {
  const header = (["sku", "mpn", "manufacturer", "number", "note"] as const).map((key) => text(`customerReferences.column_${key}`, locale));
  // Every text goes through safeCell: a number such as "=HYPERLINK(…)" is shown by a spreadsheet, never run.
  const rows = items.map((item) => [item.sku, item.mpn, item.manufacturerName, item.number, item.note ?? ""].map(safeCell));
  return [header, ...rows];
}

export async function exportReferences(
  items: CustomerReference[],
  format: CustomerReferenceExportFormat,
  locale: ApiLocale,
): Promise<Buffer> {
  const records = table(items, locale);
  // A byte order mark makes Excel read the UTF-8 text (Turkish letters) as such.
  if (format === "csv") return Buffer.from(UTF8_BOM + formatCsv(records), "utf8");
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(text("customerReferences.sheet", locale), { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = records[0].map((header) => ({ header, width: 26 }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRows(records.slice(1));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export const exportFileName = (format: CustomerReferenceExportFormat, date: Date) =>
  `customer-part-numbers-${date.toISOString().slice(0, 10)}.${format}`;
