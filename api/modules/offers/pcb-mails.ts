import { pcbRequestNumber, type PcbOfferType } from "@contract/api/offers/pcb-values";
import type { PcbBoards, PcbEstimate, PcbStencil } from "@contract/api/offers/pcb-schemas";
import { pathFor } from "@contract/paths";
import type { ApiLocale } from "../../lib/locale";
import { text } from "../../lib/messages";
import type { UploadedFile } from "../../lib/multipart";
import type { Mail } from "../mail/mailer";
import { greeting, render, requestReceivedMail, storeAddress } from "../mail/templates";

export interface OfferMailSettings {
  storeName: string;
  storefrontUrl: string;
  /** Where the sales team reads new requests. */
  salesEmail: string;
}

/** A stored request as its mails tell it. */
export interface PcbRequestFacts {
  id: number;
  type: PcbOfferType;
  userId: string | null;
  boards: PcbBoards | null;
  stencil: PcbStencil | null;
  contact: {
    companyName: string | null;
    name: string;
    lastName: string;
    email: string;
    phoneCountryCode: string | null;
    phone: string | null;
  };
  estimate: PcbEstimate;
  gerber: UploadedFile | null;
}

const TYPE_KEYS = { pcb: "pcbOffer.typePcb", stencil: "pcbOffer.typeStencil", "pcb-stencil": "pcbOffer.typePcbStencil" } as const;

/** The request's facts, line by line, in `locale`. */
function factLines(request: PcbRequestFacts, locale: ApiLocale): string[] {
  const { boards, stencil, contact, estimate, gerber } = request;
  const phone = [contact.phoneCountryCode, contact.phone].filter(Boolean).join(" ");
  return [
    text("pcbOffer.from", locale, { name: `${contact.name} ${contact.lastName}`, email: contact.email, phone }),
    ...(contact.companyName ? [text("pcbOffer.company", locale, { company: contact.companyName })] : []),
    ...(boards
      ? [
          text("pcbOffer.boards", locale, {
            quantity: boards.pcbQuantity,
            width: boards.dimensionWidth,
            height: boards.dimensionHeigth,
            unit: boards.dimensionMeasurementType === "2" ? "in" : "mm",
            layers: boards.layer,
          }),
          ...(boards.pcbRemark ? [text("pcbOffer.remark", locale, { text: boards.pcbRemark })] : []),
        ]
      : []),
    ...(stencil
      ? [
          text("pcbOffer.stencil", locale, { quantity: stencil.stencilQuantity }),
          ...(stencil.stencilRemark ? [text("pcbOffer.remark", locale, { text: stencil.stencilRemark })] : []),
        ]
      : []),
    text("pcbOffer.estimate", locale, { amount: `${estimate.total.amount} ${estimate.total.currency}` }),
    gerber ? text("pcbOffer.gerber", locale, { file: gerber.fileName, size: gerber.content.length }) : text("pcbOffer.noGerber", locale),
  ];
}

/**
 * The sales team's copy (in Turkish, the team's language) and the requester's receipt (in the request's language): the
 * facts and the request's page for a signed-in user, the store's words alone at a guest's typed address.
 */
export function pcbRequestMails(request: PcbRequestFacts, locale: ApiLocale, settings: OfferMailSettings): Mail[] {
  const number = pcbRequestNumber(request.id);
  const name = `${request.contact.name} ${request.contact.lastName}`;
  const sales = render(
    storeAddress(settings.salesEmail),
    text("pcbOffer.salesSubject", "tr", { type: text(TYPE_KEYS[request.type], "tr"), number, name }),
    settings.storeName,
    { greeting: greeting("tr", null), lines: factLines(request, "tr") },
  );
  const subject = text("pcbOffer.receiptSubject", locale, { store: settings.storeName, number });
  const summary = text("pcbOffer.receiptReceived", locale, { type: text(TYPE_KEYS[request.type], locale), number });
  if (!request.userId) {
    const { storeName, storefrontUrl } = settings;
    return [sales, requestReceivedMail({ to: request.contact.email, subject, summary, locale, storeName, storefrontUrl })];
  }
  const detail = pathFor("pcbStencilRequest", locale, { id: String(request.id), type: request.type, userId: request.userId });
  // A signed-in user's contact is the account's verified address.
  const receipt = render({ to: request.contact.email, recipientProven: true }, subject, settings.storeName, {
    greeting: greeting(locale, request.contact.name),
    lines: [summary, ...factLines(request, locale)],
    link: { label: text("pcbOffer.follow", locale), url: new URL(detail, settings.storefrontUrl).toString() },
  });
  return [sales, receipt];
}
