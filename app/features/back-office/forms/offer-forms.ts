import { offerBody, offerLineBody } from "@contract/api/requests-desk/offer-schemas";

// The offer editor's forms (docs/decisions/046-offers.md): the API's bodies as they are. A draft's forms carry its
// offer id, a line's removal its line id, beside the body.

export const offerForm = offerBody;
export const offerLineForm = offerLineBody;

export const OFFER_INTENTS = ["create-offer", "update-offer", "add-line", "remove-line", "send-offer"] as const;
export type OfferIntent = (typeof OFFER_INTENTS)[number];
