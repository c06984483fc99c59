import { startPdf } from "../../lib/pdf";
import { type PdfColumn, pdfTable } from "../../lib/pdf-table";
import { displayDay, displayDecimal, displayUnitPrice } from "../carts/export-content";
import { quantityText } from "../invoices/format";
import {
  bomFileText,
  type BomFileKey,
  packagingName,
  type PricedBomFile,
  rateNote,
  saidOf,
  sparesText,
  statusText,
  totalLabel,
} from "./priced-content";

const MARGIN = 40;
const FONT_SIZE = 7.5;
const CELL_PADDING = 3;

interface Column extends PdfColumn {
  key: BomFileKey;
}

/**
 * A4 landscape leaves 761 pt between the margins: the widths share it. What the file said is one cell of its
 * non-empty fields, the part found its MPN over its maker, so that a line stays one row a reader can follow.
 */
const COLUMNS: Column[] = [
  { key: "row", width: 30, align: "right" },
  { key: "references", width: 62, align: "left" },
  { key: "said", width: 108, align: "left" },
  { key: "status", width: 58, align: "left" },
  { key: "part", width: 100, align: "left" },
  { key: "sku", width: 88, align: "left" },
  { key: "packaging", width: 54, align: "left" },
  { key: "need", width: 42, align: "right" },
  { key: "quantity", width: 46, align: "right" },
  { key: "boughtUpShort", width: 54, align: "right" },
  { key: "unitPrice", width: 56, align: "right" },
  { key: "lineTotal", width: 63, align: "right" },
];

/**
 * The priced BOM as a PDF to read or forward: the store, the title and the day, a table of the lines (its header again
 * on every page), then the totals in each currency with their rates.
 */
export function pricedBomPdf({ result, storeName, locale, date }: PricedBomFile): Promise<Buffer> {
  const t = (key: BomFileKey, values?: Record<string, string | number>) => bomFileText(key, locale, values);
  const title = t("title");
  const { doc, file } = startPdf({ layout: "landscape", margin: MARGIN, title, author: storeName, date });

  doc.font("bold").fontSize(16).text(storeName);
  doc.font("regular").fontSize(12).text(title);
  doc
    .fontSize(9)
    .text(t("date", { date: displayDay(date, locale) }))
    .text(
      t("summary", {
        lines: quantityText(result.lines.length, locale),
        boards: quantityText(result.boards, locale),
        spare: sparesText(result, locale),
        currency: result.currency,
      }),
    )
    .moveDown();

  const bottom = doc.page.height - MARGIN;
  const table = pdfTable(doc, {
    columns: COLUMNS,
    header: COLUMNS.map((column) =>
      column.key === "unitPrice" || column.key === "lineTotal" ? `${t(column.key)} (${result.currency})` : t(column.key),
    ),
    fontSize: FONT_SIZE,
    padding: CELL_PADDING,
    margin: MARGIN,
  });

  for (const line of result.lines) {
    const said = saidOf(line);
    const { buy, part } = line;
    table.row([
      String(line.row),
      line.references.join(", "),
      [said.mpn, [said.value, said.package].filter(Boolean).join(" "), said.manufacturer, said.customerPartNumber]
        .filter(Boolean)
        .join("\n"),
      statusText(line, locale),
      part ? `${part.mpn}\n${part.manufacturer}` : "",
      buy?.sku ?? "",
      buy ? packagingName(buy.packaging, locale) : "",
      quantityText(line.need, locale),
      buy ? quantityText(buy.quantity, locale) : "",
      buy?.boughtUp ? t("yes") : "",
      buy ? displayUnitPrice(String(buy.unitPrice), locale) : part && line.boughtWith === null ? t("notBuyable") : "",
      buy ? displayDecimal(String(buy.total), locale) : "",
    ]);
  }

  doc.moveDown();
  const width = doc.page.width - 2 * MARGIN;
  for (const total of result.totals) {
    const note = rateNote(total, locale);
    if (doc.y + 3 * FONT_SIZE > bottom) doc.addPage();
    doc
      .font("bold")
      .fontSize(10)
      .text(`${totalLabel(total, locale)}: ${displayDecimal(String(total.total), locale)} ${total.currency}`, MARGIN, doc.y, {
        width,
        align: "right",
      });
    if (note) doc.font("regular").fontSize(FONT_SIZE).text(note, MARGIN, doc.y, { width, align: "right" });
  }
  doc.moveDown().font("regular").fontSize(FONT_SIZE).text(t("totalNote"), MARGIN, doc.y, { width });

  doc.end();
  return file;
}
