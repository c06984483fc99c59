import type { Executor } from "../../db/client";
import type { OfferRow } from "../../db/schema";
import { derivedKey, readSignedLink, signLink } from "../../lib/signed-links";
import { caseOfOffer, offerRow, requesterOf, type OfferRequester } from "./offer-store";

// The signed link of a guest's offer mail (docs/decisions/046-offers.md): it opens that one sent offer, read-only, to
// whoever holds it, for OFFER_LINK_DAYS from the mail; accepting it still takes the verified account of the request's
// address. The signing is api/lib/signed-links.ts's (docs/decisions/051-guest-order-link.md).

export const OFFER_LINK_DAYS = 90;

/** The key offer links are signed with: derived from the server's secret for this purpose alone. */
export const offerLinkKey = (jwtSecret: string) => derivedKey(jwtSecret, "guest-offer-link");

/** A link token for the offer `offerId`, valid for OFFER_LINK_DAYS from `now`. */
export const offerLinkToken = (key: Buffer, offerId: number, now = Date.now()) =>
  signLink(key, String(offerId), OFFER_LINK_DAYS, now).token;

/** The sent offer a token opens and its request's requester; undefined for a forged, altered or expired token, or a draft's. */
export async function findLinkedOffer(
  db: Executor,
  key: Buffer,
  token: string,
): Promise<{ offer: OfferRow; requester: OfferRequester } | undefined> {
  const subject = readSignedLink(key, token);
  if (!subject || !/^\d{1,10}$/.test(subject) || Number(subject) > 2_147_483_647) return undefined;
  const offer = await offerRow(db, Number(subject));
  if (!offer || offer.status === "draft") return undefined;
  const found = await caseOfOffer(db, offer.caseId);
  const requester = found && (await requesterOf(db, found.kind, found.requestRef));
  return requester ? { offer, requester } : undefined;
}
