import { amountText, percentText } from "./format";
import type { InvoiceContent } from "./content";
import { drawRow, type Column, type Pdf } from "./pdf-table";
import { invoiceText } from "./pdf-text";

/** VAT grouped by rate, shipping's included: base and tax in the invoice's currency, and in TRY for a foreign one. */
export function drawVatSummary(doc: Pdf, { vat, locale, currency }: InvoiceContent) {
  const inTry = currency !== "TRY";
  const columns: Column[] = [{ width: 75, align: "left" }, ...Array<Column>(inTry ? 4 : 2).fill({ width: 110, align: "right" })];
  doc.font("bold").fontSize(9).text(invoiceText("vatHeading", locale));
  doc.fontSize(8);
  const heading = [invoiceText("vatColumnBase", locale, { currency }), invoiceText("vatColumnTax", locale, { currency })];
  const headingTry = [invoiceText("vatColumnBase", locale, { currency: "TRY" }), invoiceText("vatColumnTax", locale, { currency: "TRY" })];
  drawRow(doc, columns, [invoiceText("columnVatRate", locale), ...heading, ...(inTry ? headingTry : [])], "bold");
  for (const group of vat) {
    const amounts = [amountText(group.base, locale), amountText(group.tax, locale)];
    const amountsTry = [amountText(group.baseTry, locale), amountText(group.taxTry, locale)];
    drawRow(doc, columns, [percentText(group.rate, locale), ...amounts, ...(inTry ? amountsTry : [])], "regular");
  }
  doc.moveDown();
}
