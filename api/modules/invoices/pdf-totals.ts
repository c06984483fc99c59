import { toMicro } from "../../lib/money";
import { displayDay } from "../carts/export-content";
import type { InvoiceContent } from "./content";
import { moneyText, rateText } from "./format";
import type { Pdf } from "./pdf-table";
import { invoiceText } from "./pdf-text";

/**
 * The totals in the invoice's currency and, for a foreign one, in TRY with the rate and its day; a card paid in lira
 * in installments, with its commission and the lira amount charged.
 */
export function drawTotals(doc: Pdf, content: InvoiceContent) {
  const { locale, currency, totals, totalsTry } = content;
  const both = (pick: (figures: InvoiceContent["totals"]) => bigint) =>
    currency === "TRY"
      ? moneyText(pick(totals), currency, locale)
      : `${moneyText(pick(totals), currency, locale)} · ${moneyText(pick(totalsTry), "TRY", locale)}`;
  doc.font("regular").fontSize(9);
  doc.text(invoiceText("totalLines", locale, { amount: both((figures) => figures.lineExtension) }), { align: "right" });
  doc.text(invoiceText("totalTax", locale, { amount: both((figures) => figures.tax) }), { align: "right" });
  doc.font("bold").text(invoiceText("totalPayable", locale, { amount: both((figures) => figures.payable) }), { align: "right" });
  doc.font("regular");
  if (currency !== "TRY") {
    const day = displayDay(new Date(`${content.rateDate}T12:00:00Z`), locale);
    doc.text(invoiceText("rate", locale, { currency, rate: rateText(content.rate, locale), date: day }), { align: "right" });
  }
  const card = content.cardCharge;
  if (card) {
    doc.moveDown(0.5).text(
      invoiceText("cardCharge", locale, {
        installments: card.installments,
        commission: moneyText(toMicro(card.commission), "TRY", locale),
        amount: moneyText(toMicro(card.amount), "TRY", locale),
      }),
      { align: "right" },
    );
  }
}
