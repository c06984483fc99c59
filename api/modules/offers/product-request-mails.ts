import { productRequestNumber, type ErrorReportField } from "@contract/api/offers/product-request-schemas";
import { pathFor } from "@contract/paths";
import type { ApiLocale } from "../../lib/locale";
import { text, type TextKey } from "../../lib/messages";
import type { Mail } from "../mail/mailer";
import { greeting, render, requestReceivedMail, storeAddress } from "../mail/templates";
import type { OfferMailSettings } from "./pcb-mails";

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
  contact: {
    companyName: string | null;
    name: string;
    lastName: string;
    email: string;
    phoneCountryCode: string | null;
    phone: string | null;
  };
}

function factLines(request: ProductRequestFacts, locale: ApiLocale): string[] {
  const { contact } = request;
  const phone = [contact.phoneCountryCode, contact.phone].filter(Boolean).join(" ");
  return [
    text("productRequests.from", locale, { name: `${contact.name} ${contact.lastName}`, email: contact.email, phone }),
    ...(contact.companyName ? [text("productRequests.company", locale, { company: contact.companyName })] : []),
    text("productRequests.part", locale, { sku: request.sku, quantity: request.quantity }),
    ...(request.targetPrice
      ? [text("productRequests.targetPrice", locale, { amount: `${Number(request.targetPrice)} ${request.targetCurrency}` })]
      : []),
    ...(request.neededBy ? [text("productRequests.neededBy", locale, { date: request.neededBy })] : []),
    ...(request.note ? [text("productRequests.note", locale, { text: request.note })] : []),
  ];
}

/**
 * The sales team's copy (in Turkish, the team's language) and the requester's receipt (in the request's language): the
 * facts and the request's page for a signed-in user, the store's words alone at a guest's typed address.
 */
export function productRequestMails(request: ProductRequestFacts, locale: ApiLocale, settings: OfferMailSettings): Mail[] {
  const number = productRequestNumber(request.id);
  const name = `${request.contact.name} ${request.contact.lastName}`;
  const sales = render(
    storeAddress(settings.salesEmail),
    text("productRequests.salesSubject", "tr", { number, sku: request.sku, name }),
    settings.storeName,
    { greeting: greeting("tr", null), lines: factLines(request, "tr") },
  );
  const subject = text("productRequests.receiptSubject", locale, { store: settings.storeName, number });
  const summary = text("productRequests.receiptReceived", locale, { number });
  if (!request.userId) {
    const { storeName, storefrontUrl } = settings;
    return [sales, requestReceivedMail({ to: request.contact.email, subject, summary, locale, storeName, storefrontUrl })];
  }
  const detail = pathFor("priceStockRequest", locale, { id: String(request.id), userId: request.userId });
  // A signed-in user's contact is the account's verified address.
  const receipt = render({ to: request.contact.email, recipientProven: true }, subject, settings.storeName, {
    greeting: greeting(locale, request.contact.name),
    lines: [summary, ...factLines(request, locale)],
    link: { label: text("productRequests.follow", locale), url: new URL(detail, settings.storefrontUrl).toString() },
  });
  return [sales, receipt];
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
  const sales = render(
    storeAddress(settings.salesEmail),
    text("productRequests.reportSubject", "tr", { sku: report.sku, field: errorFieldName(report.field, "tr") }),
    settings.storeName,
    { greeting: greeting("tr", null), lines: reportLines(report, "tr") },
  );
  const subject = text("productRequests.reportReceiptSubject", locale, { store: settings.storeName, sku: report.sku });
  const summary = text("productRequests.reportReceiptReceived", locale, { sku: report.sku });
  if (!report.emailProven) {
    const { storeName, storefrontUrl } = settings;
    return [sales, requestReceivedMail({ to: report.email, subject, summary, locale, storeName, storefrontUrl })];
  }
  const receipt = render({ to: report.email, recipientProven: true }, subject, settings.storeName, {
    greeting: greeting(locale, report.name),
    lines: [summary, ...reportLines(report, locale)],
  });
  return [sales, receipt];
}
