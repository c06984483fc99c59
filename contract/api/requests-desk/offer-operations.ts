import * as z from "zod";
import { operation } from "../../operation";
import {
  acceptedOfferSchema,
  declineOfferBody,
  deskOfferListSchema,
  deskOfferSchema,
  linkedOfferSchema,
  offerBody,
  offerCaseParams,
  offerLineBody,
  offerLineParams,
  offerLinkParams,
  offerListSchema,
  offerParams,
  offerSchema,
  requestOffersParams,
} from "./offer-schemas";

// Offers (issue 33 item 2, docs/decisions/046-offers.md). Staff holding `requests.manage` write a draft offer for a
// request's case, add and remove its lines one by one and send it (the requester is mailed in their language). The
// requester (or their company's administrator, or — for a guest's request — the verified account with the request's
// e-mail address) reads the offers, downloads the PDF, accepts one into their active cart or declines it with a reason.

const desk = "/back-office/requests/:caseId/offers";
const deskOffer = "/back-office/offers/:offerId";
const manage = { tags: ["back-office"], access: "staff", staffPermission: "requests.manage" } as const;
const mine = "/aggregator/users/me/offers";

export const listDeskOffers = operation({
  method: "GET",
  path: desk,
  summary: "A case's offers, newest first, each with its lines and audit trail",
  ...manage,
  params: offerCaseParams,
  data: deskOfferListSchema,
  errors: [404],
});

export const createDeskOffer = operation({
  method: "POST",
  path: desk,
  summary: "A draft offer for a case, in the requester's language",
  ...manage,
  params: offerCaseParams,
  body: offerBody,
  status: 201,
  data: deskOfferSchema,
  errors: [404, 409],
});

export const updateDeskOffer = operation({
  method: "PUT",
  path: deskOffer,
  summary: "A draft's currency, validity date and terms",
  ...manage,
  params: offerParams,
  body: offerBody,
  data: deskOfferSchema,
  errors: [404, 409],
});

export const addDeskOfferLine = operation({
  method: "POST",
  path: `${deskOffer}/lines`,
  summary: "Adds a line to a draft: a catalog part by SKU or a made-to-order item",
  ...manage,
  params: offerParams,
  body: offerLineBody,
  data: deskOfferSchema,
  errors: [404, 409],
});

export const removeDeskOfferLine = operation({
  method: "DELETE",
  path: `${deskOffer}/lines/:lineId`,
  summary: "Removes a line from a draft",
  ...manage,
  params: offerLineParams,
  data: deskOfferSchema,
  errors: [404, 409],
});

export const sendDeskOffer = operation({
  method: "POST",
  path: `${deskOffer}/send`,
  summary: "Sends a draft with lines: the requester is mailed in their language with a link to the offer; the case becomes offered",
  ...manage,
  params: offerParams,
  data: deskOfferSchema,
  errors: [404, 409],
});

export const getDeskOfferPdf = operation({
  method: "GET",
  path: `${deskOffer}/pdf`,
  summary: "The offer's PDF in the requester's language",
  ...manage,
  params: offerParams,
  produces: ["application/pdf"],
  data: z.string().meta({ format: "binary" }),
  errors: [404],
});

// A guest's offer by the signed link of its mail: read-only, without a sign-in; a forged, altered or expired link
// answers 404 like a missing offer.
const linked = { tags: ["offers"], access: "public", params: offerLinkParams, errors: [404] } as const;

export const getLinkedOffer = operation({
  method: "GET",
  path: "/offers/links/:token",
  summary: "The sent offer a signed offer link opens, read-only, with the kind and number of the request it answers",
  ...linked,
  data: linkedOfferSchema,
});

export const getLinkedOfferPdf = operation({
  method: "GET",
  path: "/offers/links/:token/pdf",
  summary: "The PDF of the sent offer a signed offer link opens, in the requester's language",
  ...linked,
  produces: ["application/pdf"],
  data: z.string().meta({ format: "binary" }),
});

export const listRequestOffers = operation({
  method: "GET",
  path: "/aggregator/users/me/requests/:kind/:requestId/offers",
  summary: "The offers sent for one of the caller's requests, newest first; another's request answers 404",
  tags: ["offers"],
  access: "user",
  params: requestOffersParams,
  data: offerListSchema,
  errors: [404],
});

export const getOfferPdf = operation({
  method: "GET",
  path: `${mine}/:offerId/pdf`,
  summary: "A sent offer's PDF in the requester's language",
  tags: ["offers"],
  access: "user",
  params: offerParams,
  produces: ["application/pdf"],
  data: z.string().meta({ format: "binary" }),
  errors: [404],
});

export const acceptOffer = operation({
  method: "POST",
  path: `${mine}/:offerId/accept`,
  summary: "Accepts a sent offer within its validity: its lines join the caller's active cart at the offered prices",
  tags: ["offers"],
  access: "user",
  params: offerParams,
  data: acceptedOfferSchema,
  errors: [404, 409],
});

export const declineOffer = operation({
  method: "POST",
  path: `${mine}/:offerId/decline`,
  summary: "Declines a sent offer with a reason",
  tags: ["offers"],
  access: "user",
  params: offerParams,
  body: declineOfferBody,
  data: offerSchema,
  errors: [404, 409],
});
