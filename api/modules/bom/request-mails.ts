import { bomRequestNumber, type BomRequestLine, type BomRequestPurpose } from "@contract/api/bom/request-schemas";
import { pathFor } from "@contract/paths";
import type { ApiLocale } from "../../lib/locale";
import { text } from "../../lib/messages";
import { quantityText, percentText } from "../invoices/format";
import type { Mail } from "../mail/mailer";
import { contactLines, requestMails, type OfferMailSettings } from "../offers/request-mails";
import type { RequesterContact } from "../offers/requesters";

/** A stored BOM request as its mails tell it. */
export interface BomRequestFacts {
  id: number;
  caseId: number;
  userId: string | null;
  purpose: BomRequestPurpose;
  projectName: string | null;
  boards: number;
  sparePercent: number;
  lines: BomRequestLine[];
  note: string | null;
  contact: RequesterContact;
}

/** The lines a mail lists; a longer BOM is read whole on its page (the sales copy links to the case). */
const MAIL_LINES_MAX = 100;

/** What the file said of a line: its part number, value, package, maker and the company's number, as given. */
export const lineSaid = (line: BomRequestLine) =>
  [line.mpn, line.value, line.package, line.manufacturer, line.customerPartNumber].filter(Boolean).join(", ");

function lineText(line: BomRequestLine, locale: ApiLocale) {
  const values = {
    row: line.row,
    references: line.references.join(", ") || "—",
    said: lineSaid(line),
    quantity: quantityText(line.quantity, locale),
  };
  return line.sku ? text("bomRequests.lineMatched", locale, { ...values, sku: line.sku }) : text("bomRequests.line", locale, values);
}

function factLines(request: BomRequestFacts, locale: ApiLocale): string[] {
  const shown = request.lines.slice(0, MAIL_LINES_MAX);
  return [
    ...contactLines("bomRequests", request.contact, locale),
    request.purpose === "project"
      ? text("bomRequests.purposeProject", locale, { project: request.projectName ?? "" })
      : text("bomRequests.purposePriceStock", locale),
    text("bomRequests.boards", locale, {
      boards: quantityText(request.boards, locale),
      spare: percentText(String(request.sparePercent), locale),
    }),
    ...shown.map((line) => lineText(line, locale)),
    ...(request.lines.length > shown.length ? [text("bomRequests.more", locale, { count: request.lines.length - shown.length })] : []),
    ...(request.note ? [text("bomRequests.note", locale, { text: request.note })] : []),
  ];
}

/** The sales team's copy (Turkish, linking to the case) and the requester's receipt (request-mails.ts). */
export function bomRequestMails(request: BomRequestFacts, locale: ApiLocale, settings: OfferMailSettings): Mail[] {
  const number = bomRequestNumber(request.id);
  const { contact, userId } = request;
  const subjectValues = { number, count: request.lines.length, name: `${contact.name} ${contact.lastName}` };
  return requestMails(
    {
      salesSubject:
        request.purpose === "project"
          ? text("bomRequests.salesSubjectProject", "tr", { ...subjectValues, project: request.projectName ?? "" })
          : text("bomRequests.salesSubjectPriceStock", "tr", subjectValues),
      subject: text("bomRequests.receiptSubject", locale, { store: settings.storeName, number }),
      summary: text("bomRequests.receiptReceived", locale, { number }),
      facts: (language) => factLines(request, language),
      requester: { email: contact.email, name: contact.name, proven: userId !== null },
      ...(userId && {
        follow: { label: text("bomRequests.follow", locale), path: pathFor("bomRequest", locale, { id: String(request.id), userId }) },
      }),
      caseId: request.caseId,
    },
    locale,
    settings,
  );
}
