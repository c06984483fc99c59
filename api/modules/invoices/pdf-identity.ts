import { sellerAddress } from "../../lib/seller";
import { displayDateTime } from "../carts/export-content";
import type { InvoiceBuyer, InvoiceContent } from "./content";
import type { Pdf } from "./pdf-table";
import { invoiceText } from "./pdf-text";

/** The document's title and references: the invoice's number, ETTN and time, or the proforma's note; the order's. */
export function drawHeading(doc: Pdf, content: InvoiceContent) {
  const { locale } = content;
  const title =
    content.kind === "proforma"
      ? invoiceText("titleProforma", locale)
      : content.type === "IADE"
        ? invoiceText("titleReturn", locale)
        : invoiceText(`title${content.profile}`, locale);
  doc.font("bold").fontSize(15).text(title);
  doc.font("regular").fontSize(9);
  if (content.kind === "invoice") {
    doc.text(invoiceText("number", locale, { number: content.number! }));
    doc.text(invoiceText("ettn", locale, { ettn: content.ettn! }));
    doc.text(invoiceText("issuedAt", locale, { date: displayDateTime(content.issuedAt, locale) }));
    doc.text(invoiceText(content.type === "IADE" ? "profileReturn" : "profile", locale, { profile: content.profile }));
    if (content.returnOf)
      doc.text(
        invoiceText("returnOf", locale, { number: content.returnOf.number, date: displayDateTime(content.returnOf.issuedAt, locale) }),
      );
  } else {
    doc.font("bold").text(invoiceText("proformaNote", locale)).font("regular");
    doc.text(invoiceText("proformaDate", locale, { date: displayDateTime(content.issuedAt, locale) }));
  }
  doc.text(invoiceText("orderNumber", locale, { number: content.orderNumber, date: displayDateTime(content.orderDate, locale) }));
  if (content.customerOrderNumber) doc.text(invoiceText("customerOrderNumber", locale, { number: content.customerOrderNumber }));
  doc.moveDown();
}

/** The seller as every document names it (api/lib/seller.ts). */
export function drawSeller(doc: Pdf, { seller, locale }: Pick<InvoiceContent, "seller" | "locale">) {
  doc.font("bold").fontSize(9).text(invoiceText("seller", locale));
  doc.text(seller.title);
  doc.font("regular").text(sellerAddress(seller));
  doc.text(invoiceText("sellerTax", locale, { office: seller.taxOffice, number: seller.taxNumber }));
  doc.text(invoiceText("sellerRegistry", locale, { mersis: seller.mersisNumber, registry: seller.tradeRegistryNumber }));
  doc.text(invoiceText("sellerContact", locale, { phone: seller.phone, email: seller.email, website: seller.website }));
  doc.moveDown();
}

/** The buyer: a company with its tax office and VKN, or a person with a TCKN. */
export function drawBuyer(doc: Pdf, { buyer, locale }: InvoiceContent) {
  doc.font("bold").fontSize(9).text(invoiceText("buyer", locale));
  doc.text(buyer.name);
  doc.font("regular").text(buyerAddress(buyer));
  if (buyer.isCompany) doc.text(invoiceText("buyerTax", locale, { office: buyer.taxOffice ?? "", number: buyer.taxNumber! }));
  else if (buyer.identityNumber) doc.text(invoiceText("buyerIdentity", locale, { number: buyer.identityNumber }));
  doc.text(invoiceText("buyerContact", locale, { email: buyer.email, phone: buyer.phone }));
  doc.moveDown();
}

/** "Street, 06420 Çankaya/Ankara, TR", as the order's invoice address has it. */
function buyerAddress(buyer: InvoiceBuyer) {
  const place = buyer.district === buyer.city ? buyer.city : `${buyer.district}/${buyer.city}`;
  return [buyer.street, [buyer.postalCode, place].filter(Boolean).join(" "), buyer.countryCode].join(", ");
}
