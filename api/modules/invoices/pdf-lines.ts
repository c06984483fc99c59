import { amountText, percentText, quantityText, unitPriceText } from "./format";
import type { InvoiceContent } from "./content";
import { drawRow, type Column, type Pdf } from "./pdf-table";
import { invoiceText } from "./pdf-text";

const COLUMNS: readonly Column[] = [
  { width: 25, align: "left" },
  { width: 170, align: "left" },
  { width: 80, align: "left" },
  { width: 45, align: "right" },
  { width: 70, align: "right" },
  { width: 40, align: "right" },
  { width: 85, align: "right" },
];

/** The lines, the shipping last: each with the buyer's reference, the shown unit price, its amount and VAT rate. */
export function drawLines(doc: Pdf, { lines, locale, currency }: InvoiceContent) {
  doc.fontSize(8);
  drawRow(
    doc,
    COLUMNS,
    [
      invoiceText("columnLine", locale),
      invoiceText("columnItem", locale),
      invoiceText("columnReference", locale),
      invoiceText("columnQuantity", locale),
      invoiceText("columnUnitPrice", locale, { currency }),
      invoiceText("columnVatRate", locale),
      invoiceText("columnAmount", locale, { currency }),
    ],
    "bold",
  );
  for (const line of lines) {
    drawRow(
      doc,
      COLUMNS,
      [
        String(line.lineNumber),
        `${line.name}\n${line.description}`,
        line.customerReference,
        quantityText(line.quantity, locale),
        unitPriceText(line.unitPrice, locale),
        percentText(line.vatRate, locale),
        amountText(line.amount, locale),
      ],
      "regular",
    );
  }
  doc.moveDown();
}
