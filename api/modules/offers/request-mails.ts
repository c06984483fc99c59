import { pathFor } from "@contract/paths";
import type { ApiLocale } from "../../lib/locale";
import { text } from "../../lib/messages";
import type { Mail } from "../mail/mailer";
import { greeting, render, requestReceivedMail, storeAddress } from "../mail/templates";
import type { RequesterContact } from "./requesters";

export interface OfferMailSettings {
  storeName: string;
  storefrontUrl: string;
  /** Where the sales team reads new requests. */
  salesEmail: string;
}

/** The sections of locales/<language>/api.json whose `from` and `company` lines open a request's facts. */
type RequestSection = "pcbOffer" | "heatSinkOffer" | "productRequests" | "bomRequests";

/** The lines that open a request's facts: who sent it (name, address, phone), then their company if given. */
export function contactLines(section: RequestSection, contact: RequesterContact, locale: ApiLocale): string[] {
  const phone = [contact.phoneCountryCode, contact.phone].filter(Boolean).join(" ");
  return [
    text(`${section}.from`, locale, { name: `${contact.name} ${contact.lastName}`, email: contact.email, phone }),
    ...(contact.companyName ? [text(`${section}.company`, locale, { company: contact.companyName })] : []),
  ];
}

/** A stored request (or report) as its two mails tell it. */
export interface RequestMail {
  /** The sales team's subject, in Turkish (the team's language). */
  salesSubject: string;
  /** The requester's subject and the sentence saying the request was received, in the request's language. */
  subject: string;
  summary: string;
  /** The request's facts, line by line, in a language. */
  facts: (locale: ApiLocale) => string[];
  /** `proven` when `email` is a signed-in requester's verified address; a guest's is only typed. */
  requester: { email: string; name: string | null; proven: boolean };
  /** The request's page, for a requester who can sign in to follow it. */
  follow?: { label: string; path: string };
  /** The request's case in the back office's inbox: the sales team's copy links to it. */
  caseId?: number;
}

/**
 * The sales team's copy with the facts, and the requester's receipt: the facts (and the request's page) at a verified
 * address, the store's words alone at a guest's typed address (docs/decisions/029-outbound-mail-limits.md).
 */
export function requestMails(request: RequestMail, locale: ApiLocale, settings: OfferMailSettings): Mail[] {
  const { storeName, storefrontUrl } = settings;
  const sales = render(storeAddress(settings.salesEmail), request.salesSubject, storeName, {
    greeting: greeting("tr", null),
    lines: request.facts("tr"),
    ...(request.caseId !== undefined && {
      link: {
        label: text("requestsDesk.openCase", "tr"),
        url: new URL(pathFor("backOfficeRequest", "tr", { caseId: String(request.caseId) }), storefrontUrl).toString(),
      },
    }),
  });
  const { email, name, proven } = request.requester;
  const { subject, summary, follow } = request;
  if (!proven) return [sales, requestReceivedMail({ to: email, subject, summary, locale, storeName, storefrontUrl })];
  const receipt = render({ to: email, recipientProven: true }, subject, storeName, {
    greeting: greeting(locale, name),
    lines: [summary, ...request.facts(locale)],
    ...(follow && { link: { label: follow.label, url: new URL(follow.path, storefrontUrl).toString() } }),
  });
  return [sales, receipt];
}
