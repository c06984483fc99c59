import { operation } from "../../operation";
import { GERBER_CONTENT_TYPE } from "./pcb-values";
import {
  guestPcbOfferBody,
  pcbEstimateBody,
  pcbEstimateSchema,
  pcbOfferCreatedSchema,
  pcbOfferDetailQuery,
  pcbOfferListQuery,
  pcbOfferListSchema,
  pcbOfferParams,
  pcbOfferSchema,
  userPcbOfferBody,
} from "./pcb-schemas";

// PCB and stencil quote requests (docs/spec.md §7 "Offers and forms", docs/decisions/021-pcb-offers.md): a guest's
// under /crm like the other guest forms, a user's under the aggregator's user paths.

const me = "/aggregator/users/me/pcb-stencil-offers";
const guest = "/crm/pcb-stencil-offers";
const gerber = { gerber: { contentTypes: [GERBER_CONTENT_TYPE], description: "The Gerber files as one zip archive (up to 10 MB)" } };

export const estimatePcbOffer = operation({
  method: "POST",
  changesNothing: true,
  path: `${guest}/estimate`,
  summary: "An indicative price for a PCB and stencil specification, from the store's price table (not an offer)",
  tags: ["offers"],
  access: "public",
  body: pcbEstimateBody,
  data: pcbEstimateSchema,
  errors: [429],
});

/** Multipart with an optional `gerber` zip (checked by its first bytes), or JSON without one. */
export const guestPcbOffer = operation({
  method: "POST",
  path: guest,
  summary: "A guest's PCB and stencil quote request, stored and mailed to the sales team and the requester",
  tags: ["offers"],
  access: "public",
  body: guestPcbOfferBody,
  files: gerber,
  status: 201,
  data: pcbOfferCreatedSchema,
  errors: [429],
});

export const userPcbOffer = operation({
  method: "POST",
  path: me,
  summary: "The signed-in user's PCB and stencil quote request, stored and mailed to the sales team and the user",
  tags: ["offers"],
  access: "user",
  body: userPcbOfferBody,
  files: gerber,
  status: 201,
  data: pcbOfferCreatedSchema,
  errors: [429],
});

export const listPcbOffers = operation({
  method: "GET",
  path: me,
  summary: "The caller's PCB and stencil requests, newest first (a company administrator's include the colleagues')",
  tags: ["offers"],
  access: "user",
  query: pcbOfferListQuery,
  data: pcbOfferListSchema,
});

export const getPcbOffer = operation({
  method: "GET",
  path: `${me}/:id`,
  summary: "One PCB and stencil request, to its owner or the owner's company administrator; else 404",
  tags: ["offers"],
  access: "user",
  params: pcbOfferParams,
  query: pcbOfferDetailQuery,
  data: pcbOfferSchema,
  errors: [404],
});
