import { heatSinkRequestNumber } from "@contract/api/offers/heat-sink-schemas";
import { pathFor } from "@contract/paths";
import type { ApiLocale } from "../../lib/locale";
import { text } from "../../lib/messages";
import { displayDecimal } from "../carts/export-content";
import { quantityText } from "../invoices/format";
import type { Mail } from "../mail/mailer";
import { contactLines, requestMails, type OfferMailSettings } from "./request-mails";
import type { RequesterContact } from "./requesters";

/** A stored heat-sink request as its mails tell it. */
export interface HeatSinkRequestFacts {
  id: number;
  userId: string | null;
  profile: string;
  lengthMm: number;
  quantity: number;
  machiningNotes: string | null;
  anodizingNotes: string | null;
  contact: RequesterContact;
}

/** "Heat sink: 12 bars of profile X, 80.5 mm long" with the numbers in `locale` ("80,5 mm" in Turkish): mails and the desk's list. */
export function heatSinkBarsLine(request: Pick<HeatSinkRequestFacts, "quantity" | "profile" | "lengthMm">, locale: ApiLocale): string {
  return text("heatSinkOffer.bars", locale, {
    quantity: quantityText(request.quantity, locale),
    profile: request.profile,
    length: displayDecimal(String(request.lengthMm), locale, 0, 2),
  });
}

/** The request's facts, line by line, in `locale`. */
function factLines(request: HeatSinkRequestFacts, locale: ApiLocale): string[] {
  return [
    ...contactLines("heatSinkOffer", request.contact, locale),
    heatSinkBarsLine(request, locale),
    text("heatSinkOffer.machining", locale, { text: request.machiningNotes ?? text("heatSinkOffer.none", locale) }),
    text("heatSinkOffer.anodizing", locale, { text: request.anodizingNotes ?? text("heatSinkOffer.none", locale) }),
  ];
}

/** The sales team's copy and the requester's receipt (request-mails.ts). */
export function heatSinkRequestMails(request: HeatSinkRequestFacts, locale: ApiLocale, settings: OfferMailSettings): Mail[] {
  const number = heatSinkRequestNumber(request.id);
  const { contact, userId } = request;
  return requestMails(
    {
      salesSubject: text("heatSinkOffer.salesSubject", "tr", { number, name: `${contact.name} ${contact.lastName}` }),
      subject: text("heatSinkOffer.receiptSubject", locale, { store: settings.storeName, number }),
      summary: text("heatSinkOffer.receiptReceived", locale, { number }),
      facts: (language) => factLines(request, language),
      // A signed-in user's contact is the account's verified address.
      requester: { email: contact.email, name: contact.name, proven: userId !== null },
      ...(userId && {
        follow: {
          label: text("heatSinkOffer.follow", locale),
          path: pathFor("heatSinkRequest", locale, { id: String(request.id), userId }),
        },
      }),
    },
    locale,
    settings,
  );
}
