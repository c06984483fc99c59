import { operation } from "../../operation";
import {
  bomRequestBody,
  bomRequestCreatedSchema,
  bomRequestDetailQuery,
  bomRequestListSchema,
  bomRequestParams,
  bomRequestSchema,
  bomRequestSearchBody,
} from "./request-schemas";

// A BOM sent to the sales team as a price and stock request or a project request (issue 36,
// docs/decisions/059-bom-matching.md): sent by a guest or a signed-in user on one path, read on the dashboard.

export const createBomRequest = operation({
  method: "POST",
  path: "/bom/requests",
  summary:
    "Send a BOM's lines to the sales team: a price and stock request (anyone; a guest names a contact) or a project request (business users only)",
  tags: ["bom"],
  access: "public",
  body: bomRequestBody,
  status: 201,
  data: bomRequestCreatedSchema,
  errors: [403, 429],
});

const me = "/aggregator/users/me/user-bom-requests";

export const searchBomRequests = operation({
  method: "POST",
  changesNothing: true,
  path: `${me}/search`,
  summary: "The caller's BOM requests, newest first (a company administrator's include the colleagues')",
  tags: ["bom"],
  access: "user",
  body: bomRequestSearchBody,
  data: bomRequestListSchema,
});

export const getBomRequest = operation({
  method: "GET",
  path: `${me}/:id`,
  summary: "One BOM request with its lines, to its owner or the owner's company administrator; else 404",
  tags: ["bom"],
  access: "user",
  params: bomRequestParams,
  query: bomRequestDetailQuery,
  data: bomRequestSchema,
  errors: [404],
});
