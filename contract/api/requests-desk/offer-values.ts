// The offers sales writes from a request and the customer accepts into a cart (issue 33 item 2,
// docs/decisions/046-offers.md).

/** Where an offer is: being written, sent to the customer, accepted into a cart, declined, or past its validity. */
export const OFFER_STATUSES = ["draft", "sent", "accepted", "declined", "expired"] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** What an offer line sells: a catalog part at an offered price, or an item made to the customer's order. */
export const OFFER_LINE_KINDS = ["catalog-part", "pcb-batch", "stencil", "heat-sink", "assembly", "other"] as const;
export type OfferLineKind = (typeof OFFER_LINE_KINDS)[number];

/** The request kinds that have a dashboard page where the customer reads and accepts offers. */
export const OFFERABLE_REQUEST_KINDS = ["pcb", "heat-sink", "product", "bom"] as const;

export const OFFER_TERMS_MAX = 2000;
export const OFFER_DESCRIPTION_MAX = 200;
export const OFFER_SPECIFICATION_MAX = 2000;
export const OFFER_DECLINE_REASON_MAX = 500;
export const OFFER_LINES_MAX = 50;
export const OFFER_LEAD_TIME_DAYS_MAX = 365;

/** An offer's number as the customer and its PDF show it. */
export const offerNumber = (id: number) => `TKL-${String(id).padStart(6, "0")}`;
