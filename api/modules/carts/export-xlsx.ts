import ExcelJS from "exceljs";
import { unitPriceDecimals } from "@contract/price-display";
import { safeCell } from "./export-cell";
import { exportLines, exportText, exportTotals, type CartExport, type ExportKey } from "./export-content";

const AMOUNT_FORMAT = "#,##0.00";
/**
 * A unit price shows the decimals the display rule gives its size, as on the pages (docs/decisions/010-price-display.md);
 * the spreadsheet writes them with its reader's decimal separator.
 */
const unitPriceFormat = (value: number) => `#,##0.${"0".repeat(unitPriceDecimals(value))}`;

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
    { header: t("unitPrice"), key: "unitPrice", width: 18 },
    { header: t("amount"), key: "amount", width: 18, style: { numFmt: AMOUNT_FORMAT } },
  ];
  sheet.getRow(1).font = { bold: true };

  for (const line of exportLines(cart)) {
    // A spreadsheet holds binary floats anyway; the API's decimals have at most five places, which a double keeps.
    const unitPrice = line.unitPrice ? Number(line.unitPrice.primary) : null;
    const row = sheet.addRow({
      mpn: safeCell(line.mpn),
      manufacturer: safeCell(line.manufacturerName),
      sku: safeCell(line.sku),
      customerReference: safeCell(line.customerReference),
      quantity: line.quantity.value,
      unitPrice: unitPrice ?? t("onRequest"),
      amount: line.extendedPrice ? Number(line.extendedPrice.primary) : null,
    });
    if (unitPrice !== null) row.getCell("unitPrice").numFmt = unitPriceFormat(unitPrice);
  }

  sheet.addRow([]);
  for (const { key, value } of exportTotals(cart)) {
    const row = sheet.addRow({ unitPrice: `${t(key)} (${currency})`, amount: Number(value) });
    row.getCell("unitPrice").numFmt = "@";
    if (key === "total") row.font = { bold: true };
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
