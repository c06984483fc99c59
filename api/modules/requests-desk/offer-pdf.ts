import type { Offer } from "@contract/api/requests-desk/offer-schemas";
import type { ApiLocale } from "../../lib/locale";
import { text, type TextKey } from "../../lib/messages";
import { toMicro } from "../../lib/money";
import { startPdf } from "../../lib/pdf";
import type { Seller } from "../../lib/seller";
import { displayDay } from "../carts/export-content";
import { amountText, quantityText, unitPriceText } from "../invoices/format";
import { drawSeller } from "../invoices/pdf-identity";
import { drawRow, type Column } from "../invoices/pdf-table";

type OfferKey = Extract<TextKey, `requestOffers.${string}`> extends `requestOffers.${infer Key}` ? Key : never;
const offerText = (key: OfferKey, locale: ApiLocale, values?: Record<string, string | number>) =>
  text(`requestOffers.${key}`, locale, values);

const COLUMNS: readonly Column[] = [
  { width: 25, align: "left" },
  { width: 215, align: "left" },
  { width: 55, align: "right" },
  { width: 80, align: "right" },
  { width: 55, align: "right" },
  { width: 85, align: "right" },
];

/** What the PDF says besides the offer: who it is for and which request it answers. */
export interface OfferPdfFacts {
  seller: Seller;
  recipient: string;
  requestNumber: string;
}

/** The offer as a PDF in its requester's language (`offer.locale`), drawn with the invoice's helpers. */
export function offerPdf(offer: Offer, { seller, recipient, requestNumber }: OfferPdfFacts): Promise<Buffer> {
  const locale: ApiLocale = offer.locale === "en" ? "en" : "tr";
  const issued = offer.sentAt ? new Date(offer.sentAt) : new Date();
  const { doc, file } = startPdf({ margin: 40, title: offer.number, author: seller.title, date: issued });
  doc.font("bold").fontSize(15).text(offerText("pdfTitle", locale));
  doc.font("regular").fontSize(9);
  doc.text(offerText("pdfNumber", locale, { number: offer.number }));
  doc.text(offerText("pdfDate", locale, { date: displayDay(issued, locale) }));
  doc.text(offerText("pdfValidUntil", locale, { date: displayDay(new Date(`${offer.validUntil}T12:00:00Z`), locale) }));
  doc.text(offerText("pdfRequest", locale, { request: requestNumber }));
  doc.text(offerText("pdfTo", locale, { name: recipient }));
  doc.moveDown();
  drawSeller(doc, { seller, locale });

  const { currency } = offer;
  doc.fontSize(8);
  drawRow(
    doc,
    COLUMNS,
    [
      offerText("columnPosition", locale),
      offerText("columnItem", locale),
      offerText("columnQuantity", locale),
      offerText("columnUnitPrice", locale, { currency }),
      offerText("columnLeadTime", locale),
      offerText("columnAmount", locale, { currency }),
    ],
    "bold",
  );
  for (const line of offer.lines) {
    const texts = [offerText(`kind-${line.kind}`, locale), line.sku ?? "", line.description, line.specification];
    const item = [...new Set(texts.filter(Boolean))].join("\n");
    drawRow(
      doc,
      COLUMNS,
      [
        String(line.position),
        item,
        quantityText(line.quantity, locale),
        unitPriceText(line.unitPrice, locale),
        offerText("leadTimeDays", locale, { days: line.leadTimeDays }),
        amountText(toMicro(line.amount), locale),
      ],
      "regular",
    );
  }
  doc.moveDown();
  doc
    .font("bold")
    .fontSize(10)
    .text(offerText("pdfTotal", locale, { amount: amountText(toMicro(offer.total), locale), currency }));
  doc.font("regular").fontSize(8).text(offerText("pdfVatNote", locale));
  if (offer.terms) {
    doc.moveDown().font("bold").fontSize(9).text(offerText("pdfTerms", locale));
    doc.font("regular").text(offer.terms);
  }
  doc.end();
  return file;
}
