import ExcelJS from "exceljs";
import { safeCell } from "./export-cell";
import { exportLines, exportText, exportTotals, type CartExport, type ExportKey } from "./export-content";

const AMOUNT_FORMAT = "#,##0.00";
/** A unit price keeps its six decimals (sub-cent parts), shown with at least two. */
const UNIT_PRICE_FORMAT = "#,##0.00####";

/**
 * The cart as an Excel workbook to work on: one sheet, a header row, a row per line, then the totals in the caller's
 * currency. Figures are numbers (sums and filters work); every text goes through `safeCell`, so that a customer
 * reference such as "=HYPERLINK(…)" is never run by a spreadsheet.
 */
export async function cartXlsx({ cart, storeName, locale, date }: CartExport): Promise<Buffer> {
  const currency = cart.totals.primary.currency;
  const t = (key: ExportKey) => exportText(key, locale, { currency });
  const workbook = new ExcelJS.Workbook();
  workbook.creator = storeName;
  workbook.created = date;
  workbook.title = safeCell(exportText("title", locale, { name: cart.name }));
  const sheet = workbook.addWorksheet(t("sheet"), { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = [
    { header: t("mpn"), key: "mpn", width: 24 },
    { header: t("manufacturer"), key: "manufacturer", width: 22 },
    { header: t("sku"), key: "sku", width: 20 },
    { header: t("customerReference"), key: "customerReference", width: 24 },
    { header: t("quantity"), key: "quantity", width: 12, style: { numFmt: "#,##0" } },
    { header: t("unitPrice"), key: "unitPrice", width: 18, style: { numFmt: UNIT_PRICE_FORMAT } },
    { header: t("amount"), key: "amount", width: 18, style: { numFmt: AMOUNT_FORMAT } },
  ];
  sheet.getRow(1).font = { bold: true };

  for (const line of exportLines(cart)) {
    sheet.addRow({
      mpn: safeCell(line.mpn),
      manufacturer: safeCell(line.manufacturerName),
      sku: safeCell(line.sku),
      customerReference: safeCell(line.customerReference),
      quantity: line.quantity.value,
      // A spreadsheet holds binary floats anyway; the API's decimals have at most six places, which a double keeps.
      unitPrice: line.unitPrice ? Number(line.unitPrice.primary) : t("onRequest"),
      amount: line.extendedPrice ? Number(line.extendedPrice.primary) : null,
    });
  }

  sheet.addRow([]);
  for (const { key, value } of exportTotals(cart)) {
    const row = sheet.addRow({ unitPrice: `${t(key)} (${currency})`, amount: Number(value) });
    row.getCell("unitPrice").numFmt = "@";
    if (key === "total") row.font = { bold: true };
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
