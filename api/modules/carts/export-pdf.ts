import { startPdf } from "../../lib/pdf";
import { type PdfColumn, pdfTable } from "../../lib/pdf-table";
import { quantityText } from "../invoices/format";
import {
  displayDay,
  displayDecimal,
  displayUnitPrice,
  exportLines,
  exportText,
  exportTotals,
  type CartExport,
  type ExportKey,
} from "./export-content";

const MARGIN = 40;
const FONT_SIZE = 9;
const CELL_PADDING = 4;

interface Column extends PdfColumn {
  key: ExportKey;
}

/**
 * A4 landscape leaves 761 pt between the margins: the widths share it. The SKU column holds a maker's ordering code of
 * 20-odd characters at 9 pt (CC0603JRNPO9BB220-TR) on one line, where it can be read and copied whole.
 */
const COLUMNS: Column[] = [
  { key: "mpn", width: 130, align: "left" },
  { key: "manufacturer", width: 95, align: "left" },
  { key: "sku", width: 140, align: "left" },
  { key: "customerReference", width: 110, align: "left" },
  { key: "quantity", width: 65, align: "right" },
  { key: "unitPrice", width: 105, align: "right" },
  { key: "amount", width: 116, align: "right" },
];

/** The cart as a PDF to read or forward: the store, the cart's name and the day, a table of its lines, the totals. */
export function cartPdf({ cart, storeName, locale, date }: CartExport): Promise<Buffer> {
  const currency = cart.totals.primary.currency;
  const t = (key: ExportKey, values: Record<string, string> = {}) => exportText(key, locale, { currency, ...values });
  const { doc, file } = startPdf({ layout: "landscape", margin: MARGIN, title: t("title", { name: cart.name }), author: storeName, date });

  doc.font("bold").fontSize(16).text(storeName);
  doc
    .font("regular")
    .fontSize(12)
    .text(t("title", { name: cart.name }));
  doc
    .fontSize(FONT_SIZE)
    .text(t("date", { date: displayDay(date, locale) }))
    .moveDown();

  const bottom = doc.page.height - MARGIN;
  const table = pdfTable(doc, {
    columns: COLUMNS,
    header: COLUMNS.map((column) => t(column.key)),
    fontSize: FONT_SIZE,
    padding: CELL_PADDING,
    margin: MARGIN,
  });

  const lines = exportLines(cart);
  for (const line of lines) {
    table.row([
      line.mpn,
      line.manufacturerName,
      line.sku,
      line.customerReference,
      quantityText(line.quantity.value, locale),
      line.unitPrice ? displayUnitPrice(line.unitPrice.primary, locale) : t("onRequest"),
      line.extendedPrice ? displayDecimal(line.extendedPrice.primary, locale) : "",
    ]);
  }
  if (lines.length === 0) doc.font("regular").text(t("empty"), MARGIN, doc.y + CELL_PADDING);

  doc.moveDown();
  const labelWidth = COLUMNS[5].width;
  const amountWidth = COLUMNS[6].width;
  const labelX = doc.page.width - MARGIN - labelWidth - amountWidth;
  for (const { key, value } of exportTotals(cart)) {
    if (doc.y + 2 * FONT_SIZE > bottom) doc.addPage();
    const top = doc.y;
    doc.font(key === "total" ? "bold" : "regular").fontSize(FONT_SIZE);
    doc.text(t(key), labelX, top, { width: labelWidth - CELL_PADDING, align: "right" });
    doc.text(`${displayDecimal(value, locale)} ${currency}`, labelX + labelWidth, top, {
      width: amountWidth - CELL_PADDING,
      align: "right",
    });
    doc.y = top + FONT_SIZE + 2 * CELL_PADDING;
  }
  doc
    .moveDown()
    .font("regular")
    .fontSize(FONT_SIZE - 1)
    .text(t("currencyNote"), MARGIN, doc.y, { width: doc.page.width - 2 * MARGIN });

  doc.end();
  return file;
}
