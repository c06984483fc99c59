import { productRequestNumber, type ErrorReportField } from "@contract/api/offers/product-request-schemas";
import { pathFor } from "@contract/paths";
import type { ApiLocale } from "../../lib/locale";
import { text, type TextKey } from "../../lib/messages";
import { displayDecimal } from "../carts/export-content";
import { quantityText } from "../invoices/format";
import type { Mail } from "../mail/mailer";
import { contactLines, requestMails, type OfferMailSettings } from "./request-mails";
import type { RequesterContact } from "./requesters";

/** A stored price and stock request as its mails tell it. */
export interface ProductRequestFacts {
  id: number;
  userId: string | null;
  sku: string;
  quantity: number;
  targetPrice: string | null;
  targetCurrency: string | null;
  neededBy: string | null;
  note: string | null;
  contact: RequesterContact;
}

function factLines(request: ProductRequestFacts, locale: ApiLocale): string[] {
  return [
    ...contactLines("productRequests", request.contact, locale),
    text("productRequests.part", locale, { sku: request.sku, quantity: quantityText(request.quantity, locale) }),
    ...(request.targetPrice
      ? [
          text("productRequests.targetPrice", locale, {
            // A target unit price keeps up to the four decimals the form takes.
            amount: `${displayDecimal(request.targetPrice, locale, 2, 4)} ${request.targetCurrency}`,
          }),
        ]
      : []),
    ...(request.neededBy ? [text("productRequests.neededBy", locale, { date: request.neededBy })] : []),
    ...(request.note ? [text("productRequests.note", locale, { text: request.note })] : []),
  ];
}

/** The sales team's copy and the requester's receipt (request-mails.ts). */
export function productRequestMails(request: ProductRequestFacts, locale: ApiLocale, settings: OfferMailSettings): Mail[] {
  const number = productRequestNumber(request.id);
  const { contact, userId } = request;
  return requestMails(
    {
      salesSubject: text("productRequests.salesSubject", "tr", { number, sku: request.sku, name: `${contact.name} ${contact.lastName}` }),
      subject: text("productRequests.receiptSubject", locale, { store: settings.storeName, number }),
      summary: text("productRequests.receiptReceived", locale, { number }),
      facts: (language) => factLines(request, language),
      // A signed-in user's contact is the account's verified address.
      requester: { email: contact.email, name: contact.name, proven: userId !== null },
      ...(userId && {
        follow: {
          label: text("productRequests.follow", locale),
          path: pathFor("priceStockRequest", locale, { id: String(request.id), userId }),
        },
      }),
    },
    locale,
    settings,
  );
}

/** A wrong-data report as its mails tell it. */
export interface ErrorReportFacts {
  sku: string;
  field: ErrorReportField;
  message: string;
  email: string;
  /** Whether `email` is the signed-in reporter's verified address (a guest's is only typed). */
  emailProven: boolean;
  name: string | null;
}

export const errorFieldName = (field: ErrorReportField, locale: ApiLocale) => text(`productRequests.field_${field}` as TextKey, locale);

function reportLines(report: ErrorReportFacts, locale: ApiLocale): string[] {
  return [
    text("productRequests.reportFrom", locale, { email: report.email }),
    text("productRequests.reportPart", locale, { sku: report.sku }),
    text("productRequests.reportField", locale, { field: errorFieldName(report.field, locale) }),
    text("productRequests.reportMessage", locale, { text: report.message }),
  ];
}

/** The sales team's copy and a short thank-you to the reporter (with the report itself only at their verified address). */
export function errorReportMails(report: ErrorReportFacts, locale: ApiLocale, settings: OfferMailSettings): Mail[] {
  return requestMails(
    {
      salesSubject: text("productRequests.reportSubject", "tr", { sku: report.sku, field: errorFieldName(report.field, "tr") }),
      subject: text("productRequests.reportReceiptSubject", locale, { store: settings.storeName, sku: report.sku }),
      summary: text("productRequests.reportReceiptReceived", locale, { sku: report.sku }),
      facts: (language) => reportLines(report, language),
      requester: { email: report.email, name: report.name, proven: report.emailProven },
    },
    locale,
    settings,
  );
}
