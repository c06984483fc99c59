import { heatSinkRequestNumber } from "@contract/api/offers/heat-sink-schemas";
import { pathFor } from "@contract/paths";
import type { ApiLocale } from "../../lib/locale";
import { text } from "../../lib/messages";
import type { Mail } from "../mail/mailer";
import { greeting, render, requestReceivedMail, storeAddress } from "../mail/templates";
import type { OfferMailSettings, PcbRequestFacts } from "./pcb-mails";

/** A stored heat-sink request as its mails tell it. */
export interface HeatSinkRequestFacts {
  id: number;
  userId: string | null;
  profile: string;
  lengthMm: number;
  quantity: number;
  machiningNotes: string | null;
  anodizingNotes: string | null;
  contact: PcbRequestFacts["contact"];
}

/** The request's facts, line by line, in `locale`. */
function factLines(request: HeatSinkRequestFacts, locale: ApiLocale): string[] {
  const { contact } = request;
  const phone = [contact.phoneCountryCode, contact.phone].filter(Boolean).join(" ");
  const length = request.lengthMm.toLocaleString(locale === "tr" ? "tr-TR" : "en-GB", { maximumFractionDigits: 2 });
  return [
    text("heatSinkOffer.from", locale, { name: `${contact.name} ${contact.lastName}`, email: contact.email, phone }),
    ...(contact.companyName ? [text("heatSinkOffer.company", locale, { company: contact.companyName })] : []),
    text("heatSinkOffer.bars", locale, { quantity: request.quantity, profile: request.profile, length }),
    text("heatSinkOffer.machining", locale, { text: request.machiningNotes ?? text("heatSinkOffer.none", locale) }),
    text("heatSinkOffer.anodizing", locale, { text: request.anodizingNotes ?? text("heatSinkOffer.none", locale) }),
  ];
}

/**
 * The sales team's copy (in Turkish, the team's language) and the requester's receipt (in the request's language): the
 * facts and the request's page for a signed-in user, the store's words alone at a guest's typed address.
 */
export function heatSinkRequestMails(request: HeatSinkRequestFacts, locale: ApiLocale, settings: OfferMailSettings): Mail[] {
  const number = heatSinkRequestNumber(request.id);
  const sales = render(
    storeAddress(settings.salesEmail),
    text("heatSinkOffer.salesSubject", "tr", { number, name: `${request.contact.name} ${request.contact.lastName}` }),
    settings.storeName,
    { greeting: greeting("tr", null), lines: factLines(request, "tr") },
  );
  const subject = text("heatSinkOffer.receiptSubject", locale, { store: settings.storeName, number });
  const summary = text("heatSinkOffer.receiptReceived", locale, { number });
  if (!request.userId) {
    const { storeName, storefrontUrl } = settings;
    return [sales, requestReceivedMail({ to: request.contact.email, subject, summary, locale, storeName, storefrontUrl })];
  }
  const detail = pathFor("heatSinkRequest", locale, { id: String(request.id), userId: request.userId });
  // A signed-in user's contact is the account's verified address.
  const receipt = render({ to: request.contact.email, recipientProven: true }, subject, settings.storeName, {
    greeting: greeting(locale, request.contact.name),
    lines: [summary, ...factLines(request, locale)],
    link: { label: text("heatSinkOffer.follow", locale), url: new URL(detail, settings.storefrontUrl).toString() },
  });
  return [sales, receipt];
}
