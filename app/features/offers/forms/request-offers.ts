import * as z from "zod";
import { declineOfferBody } from "@contract/api/requests-desk/offer-schemas";

// The customer's forms on a request's page (docs/decisions/046-offers.md): accept an offer, or decline it with a reason.

export const REQUEST_OFFER_INTENTS = ["accept-offer", "decline-offer"] as const;
export type RequestOfferIntent = (typeof REQUEST_OFFER_INTENTS)[number];

const offerId = z.coerce.number<number>().int().min(1);

export const acceptOfferForm = z.object({ offerId });
export const declineOfferForm = declineOfferBody.extend({ offerId });
