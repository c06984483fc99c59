import { startPdf } from "../../lib/pdf";
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

interface Column {
  key: ExportKey;
  width: number;
  align: "left" | "right";
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
  const header = COLUMNS.map((column) => t(column.key));
  /** One table row, its height the tallest wrapped cell's; a row that does not fit starts a page, under the header again. */
  const row = (cells: string[], font: "regular" | "bold") => {
    doc.font(font).fontSize(FONT_SIZE);
    const height =
      Math.max(...cells.map((cell, index) => doc.heightOfString(cell, { width: COLUMNS[index].width - 2 * CELL_PADDING }))) +
      2 * CELL_PADDING;
    if (doc.y + height > bottom) {
      doc.addPage();
      if (font === "regular") row(header, "bold");
    }
    const top = doc.y;
    let x = MARGIN;
    cells.forEach((cell, index) => {
      const { width, align } = COLUMNS[index];
      doc.text(cell, x + CELL_PADDING, top + CELL_PADDING, { width: width - 2 * CELL_PADDING, align });
      x += width;
    });
    doc
      .moveTo(MARGIN, top + height)
      .lineTo(x, top + height)
      .lineWidth(font === "bold" ? 1 : 0.3)
      .stroke();
    doc.x = MARGIN;
    doc.y = top + height;
  };
  row(header, "bold");

  const lines = exportLines(cart);
  for (const line of lines) {
    row(
      [
        line.mpn,
        line.manufacturerName,
        line.sku,
        line.customerReference,
        quantityText(line.quantity.value, locale),
        line.unitPrice ? displayUnitPrice(line.unitPrice.primary, locale) : t("onRequest"),
        line.extendedPrice ? displayDecimal(line.extendedPrice.primary, locale) : "",
      ],
      "regular",
    );
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
