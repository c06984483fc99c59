import { pcbRequestNumber, type PcbOfferType, type PcbOptionValue } from "@contract/api/offers/pcb-values";
import type { PcbBoards, PcbEstimate, PcbStencil } from "@contract/api/offers/pcb-schemas";
import { pathFor } from "@contract/paths";
import type { ApiLocale } from "../../lib/locale";
import { text } from "../../lib/messages";
import type { UploadedFile } from "../../lib/multipart";
import { quantityText } from "../invoices/format";
import type { Mail } from "../mail/mailer";
import { amountText } from "../orders/mails";
import { pcbSpecificationLines } from "./pcb-specification-lines";
import { contactLines, requestMails, type OfferMailSettings } from "./request-mails";
import type { RequesterContact } from "./requesters";

/** A stored request as its mails tell it. */
export interface PcbRequestFacts {
  id: number;
  type: PcbOfferType;
  userId: string | null;
  boards: PcbBoards | null;
  stencil: PcbStencil | null;
  deliveryTypeList: Array<PcbOptionValue<"deliveryType">>;
  /** The request's case in the back office's inbox, which the sales team's copy links to. */
  caseId: number;
  contact: RequesterContact;
  estimate: PcbEstimate;
  gerber: UploadedFile | null;
}

const TYPE_KEYS = { pcb: "pcbOffer.typePcb", stencil: "pcbOffer.typeStencil", "pcb-stencil": "pcbOffer.typePcbStencil" } as const;

/** The request's facts, line by line, in `locale`: who asked, the whole specification, the estimate and the archive. */
function factLines(request: PcbRequestFacts, locale: ApiLocale): string[] {
  const { contact, estimate, gerber } = request;
  return [
    ...contactLines("pcbOffer", contact, locale),
    ...pcbSpecificationLines(request, locale),
    text("pcbOffer.estimate", locale, { amount: amountText(estimate.total.amount, estimate.total.currency, locale) }),
    gerber
      ? text("pcbOffer.gerber", locale, { file: gerber.fileName, size: quantityText(gerber.content.length, locale) })
      : text("pcbOffer.noGerber", locale),
  ];
}

/** The sales team's copy and the requester's receipt (request-mails.ts). */
export function pcbRequestMails(request: PcbRequestFacts, locale: ApiLocale, settings: OfferMailSettings): Mail[] {
  const number = pcbRequestNumber(request.id);
  const { contact, userId } = request;
  const type = (language: ApiLocale) => text(TYPE_KEYS[request.type], language);
  return requestMails(
    {
      salesSubject: text("pcbOffer.salesSubject", "tr", { type: type("tr"), number, name: `${contact.name} ${contact.lastName}` }),
      subject: text("pcbOffer.receiptSubject", locale, { store: settings.storeName, number }),
      summary: text("pcbOffer.receiptReceived", locale, { type: type(locale), number }),
      facts: (language) => factLines(request, language),
      caseId: request.caseId,
      // A signed-in user's contact is the account's verified address.
      requester: { email: contact.email, name: contact.name, proven: userId !== null },
      ...(userId && {
        follow: {
          label: text("pcbOffer.follow", locale),
          path: pathFor("pcbStencilRequest", locale, { id: String(request.id), type: request.type, userId }),
        },
      }),
    },
    locale,
    settings,
  );
}
