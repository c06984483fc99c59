import { operation } from "../../operation";
import {
  guestHeatSinkOfferBody,
  heatSinkOfferCreatedSchema,
  heatSinkOfferDetailQuery,
  heatSinkOfferListQuery,
  heatSinkOfferListSchema,
  heatSinkOfferParams,
  heatSinkOfferSchema,
  heatSinkProfileListSchema,
  heatSinkProfileSearchBody,
  userHeatSinkOfferBody,
} from "./heat-sink-schemas";

// Aluminium heat-sink quote requests (docs/spec.md §7 "Offers and forms", docs/decisions/025-heat-sink-offers.md):
// a guest's under /crm, a user's under the aggregator's user paths, the profiles from the catalog.

const me = "/aggregator/users/me/aluminum-heat-sink-offers";
const guest = "/crm/aluminum-heat-sink-offers";

export const searchHeatSinkProfiles = operation({
  method: "POST",
  changesNothing: true,
  path: "/products/aluminum-heat-sinks/search",
  summary: "The catalog's aluminium heat-sink profiles: dimensions and the thermal resistance at each length",
  tags: ["offers"],
  access: "public",
  body: heatSinkProfileSearchBody,
  data: heatSinkProfileListSchema,
  errors: [429],
});

export const guestHeatSinkOffer = operation({
  method: "POST",
  path: guest,
  summary: "A guest's aluminium heat-sink quote request, stored and mailed to the sales team and the requester",
  tags: ["offers"],
  access: "public",
  body: guestHeatSinkOfferBody,
  status: 201,
  data: heatSinkOfferCreatedSchema,
  errors: [429],
});

export const userHeatSinkOffer = operation({
  method: "POST",
  path: me,
  summary: "The signed-in user's aluminium heat-sink quote request, stored and mailed to the sales team and the user",
  tags: ["offers"],
  access: "user",
  body: userHeatSinkOfferBody,
  status: 201,
  data: heatSinkOfferCreatedSchema,
  errors: [429],
});

export const listHeatSinkOffers = operation({
  method: "GET",
  path: me,
  summary: "The caller's heat-sink requests, newest first (a company administrator's include the colleagues')",
  tags: ["offers"],
  access: "user",
  query: heatSinkOfferListQuery,
  data: heatSinkOfferListSchema,
});

export const getHeatSinkOffer = operation({
  method: "GET",
  path: `${me}/:id`,
  summary: "One heat-sink request, to its owner or the owner's company administrator; else 404",
  tags: ["offers"],
  access: "user",
  params: heatSinkOfferParams,
  query: heatSinkOfferDetailQuery,
  data: heatSinkOfferSchema,
  errors: [404],
});
