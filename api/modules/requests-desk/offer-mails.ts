import { bomRequestNumber } from "@contract/api/bom/request-schemas";
import { heatSinkRequestNumber } from "@contract/api/offers/heat-sink-schemas";
import { pcbRequestNumber } from "@contract/api/offers/pcb-values";
import { productRequestNumber } from "@contract/api/offers/product-request-schemas";
import type { Offer } from "@contract/api/requests-desk/offer-schemas";
import { pathFor } from "@contract/paths";
import { text } from "../../lib/messages";
import { displayDay } from "../carts/export-content";
import type { Mail } from "../mail/mailer";
import { greeting, render } from "../mail/templates";
import { amountText, type OrderMailSettings } from "../orders/mails";
import { offerLinkToken } from "./offer-link";
import type { OfferRequester } from "./offer-store";

/** The number the customer knows their request by. */
export function requestNumberOf(requester: OfferRequester): string {
  const numbers = {
    pcb: pcbRequestNumber,
    "heat-sink": heatSinkRequestNumber,
    product: productRequestNumber,
    bom: bomRequestNumber,
  } as const;
  return numbers[requester.kind](requester.requestId);
}

/**
 * Where the requester reads and accepts the offer: their request's dashboard page; a guest (no account yet) gets the
 * offer's signed link, a page that shows it before any sign-in and leads to sign in or up with the request's address
 * (docs/decisions/046-offers.md).
 */
export function offerPagePath(offer: Offer, requester: OfferRequester, linkKey: Buffer): string {
  const { kind, requestId, userId, locale, pcbType } = requester;
  const id = String(requestId);
  if (!userId) return pathFor("offerLink", locale, { token: offerLinkToken(linkKey, offer.id) });
  if (kind === "pcb") return pathFor("pcbStencilRequest", locale, { id, type: pcbType!, userId });
  const pages = { "heat-sink": "heatSinkRequest", product: "priceStockRequest", bom: "bomRequest" } as const;
  return pathFor(pages[kind], locale, { id, userId });
}

/**
 * The sent offer's mail in the requester's language: its number, validity and total, and the link to the page where
 * it is read, downloaded as PDF and accepted. The words are the store's alone, so a guest's typed address may get it
 * (docs/decisions/029-outbound-mail-limits.md), limited as such.
 */
export function offerMail(offer: Offer, requester: OfferRequester, settings: OrderMailSettings, linkKey: Buffer): Mail {
  const { locale } = requester;
  const request = requestNumberOf(requester);
  const lines = [
    text("requestOffers.mailIntro", locale, {
      number: offer.number,
      request,
      date: displayDay(new Date(`${offer.validUntil}T12:00:00Z`), locale),
    }),
    text("requestOffers.mailTotal", locale, { amount: amountText(offer.total, offer.currency, locale) }),
    ...(requester.userId ? [] : [text("requestOffers.mailGuest", locale)]),
  ];
  return render(
    { to: requester.email, recipientProven: requester.userId !== null },
    text("requestOffers.mailSubject", locale, { number: offer.number, request }),
    settings.storeName,
    {
      greeting: greeting(locale, requester.userId ? requester.name : null),
      lines,
      link: {
        label: text("requestOffers.mailLink", locale),
        url: new URL(offerPagePath(offer, requester, linkKey), settings.storefrontUrl).toString(),
      },
    },
  );
}
