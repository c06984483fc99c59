import ExcelJS from "exceljs";
import { unitPriceDecimals } from "@contract/price-display";
import { safeCell } from "../carts/export-cell";
import { isoDay } from "../carts/export-content";
import {
  bomFileText,
  type BomFileKey,
  packagingName,
  type PricedBomFile,
  rateNote,
  saidOf,
  statusText,
  totalLabel,
} from "./priced-content";

const AMOUNT_FORMAT = "#,##0.00";
/** A unit price shows the decimals the display rule gives its size, as on the page (docs/decisions/010-price-display.md). */
const unitPriceFormat = (value: number) => `#,##0.${"0".repeat(unitPriceDecimals(value))}`;

const COLUMNS: Array<{ key: BomFileKey; width: number; numFmt?: string }> = [
  { key: "row", width: 7, numFmt: "0" },
  { key: "references", width: 22 },
  { key: "fileMpn", width: 22 },
  { key: "fileValue", width: 14 },
  { key: "filePackage", width: 14 },
  { key: "fileManufacturer", width: 18 },
  { key: "fileCustomerNumber", width: 18 },
  { key: "status", width: 20 },
  { key: "sku", width: 22 },
  { key: "mpn", width: 22 },
  { key: "manufacturer", width: 20 },
  { key: "packaging", width: 12 },
  { key: "need", width: 10, numFmt: "#,##0" },
  { key: "quantity", width: 10, numFmt: "#,##0" },
  { key: "boughtUp", width: 14 },
  { key: "unitPrice", width: 30 },
  { key: "lineTotal", width: 14, numFmt: AMOUNT_FORMAT },
  { key: "currency", width: 10 },
];

/**
 * The priced BOM as an Excel workbook to work on: a header row, a row per BOM line in the file's order, then the
 * totals in each currency with their rates, the boards, the spares and the day. Figures are numbers; every text a
 * file or the catalogue gave goes through `safeCell`, so that a designator such as "=HYPERLINK(…)" is never run.
 */
export async function pricedBomXlsx({ result, storeName, locale, date }: PricedBomFile): Promise<Buffer> {
  const t = (key: BomFileKey) => bomFileText(key, locale);
  const workbook = new ExcelJS.Workbook();
  workbook.creator = storeName;
  workbook.created = date;
  workbook.title = t("title");
  const sheet = workbook.addWorksheet(t("sheet"), { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = COLUMNS.map(({ key, width, numFmt }) => ({ header: t(key), key, width, ...(numFmt ? { style: { numFmt } } : {}) }));
  sheet.getRow(1).font = { bold: true };

  for (const line of result.lines) {
    const said = saidOf(line);
    const { buy, part } = line;
    const row = sheet.addRow({
      row: line.row,
      references: safeCell(line.references.join(",")),
      fileMpn: safeCell(said.mpn),
      fileValue: safeCell(said.value),
      filePackage: safeCell(said.package),
      fileManufacturer: safeCell(said.manufacturer),
      fileCustomerNumber: safeCell(said.customerPartNumber),
      status: statusText(line, locale),
      sku: buy ? safeCell(buy.sku) : "",
      mpn: part ? safeCell(part.mpn) : "",
      manufacturer: part ? safeCell(part.manufacturer) : "",
      packaging: buy ? packagingName(buy.packaging, locale) : "",
      need: line.need,
      quantity: buy?.quantity ?? null,
      boughtUp: buy?.boughtUp ? t("yes") : "",
      unitPrice: buy ? buy.unitPrice : part && line.boughtWith === null ? t("notBuyable") : "",
      lineTotal: buy?.total ?? null,
      currency: buy ? result.currency : "",
    });
    if (buy) row.getCell("unitPrice").numFmt = unitPriceFormat(buy.unitPrice);
  }

  sheet.addRow([]);
  for (const total of result.totals) {
    const row = sheet.addRow({ unitPrice: totalLabel(total, locale), lineTotal: total.total, currency: total.currency });
    row.font = { bold: true };
    const note = rateNote(total, locale);
    if (note) sheet.addRow({ unitPrice: note });
  }
  sheet.addRow({ unitPrice: t("boards"), lineTotal: result.boards }).getCell("lineTotal").numFmt = "#,##0";
  sheet.addRow({ unitPrice: t("spares"), lineTotal: result.sparePercent }).getCell("lineTotal").numFmt = "0.##";
  // The store's day as a date cell (midnight UTC of it, which a spreadsheet shows as that day).
  sheet.addRow({ unitPrice: t("dateLabel"), lineTotal: new Date(`${isoDay(date)}T00:00:00Z`) }).getCell("lineTotal").numFmt = "yyyy-mm-dd";
  sheet.addRow({ unitPrice: t("totalNote") });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
