import { operation } from "../../operation";
import {
  errorReportCreatedSchema,
  guestErrorReportBody,
  guestProductRequestBody,
  productRequestCreatedSchema,
  productRequestDetailQuery,
  productRequestListSchema,
  productRequestParams,
  productRequestSchema,
  productRequestSearchBody,
  userErrorReportBody,
  userProductRequestBody,
} from "./product-request-schemas";

// Price and stock requests and wrong-data reports (docs/spec.md §7, docs/decisions/026-product-requests.md): a
// guest's under /products beside the part, a user's under the aggregator's user paths as the spec names them.

const me = "/aggregator/users/me/user-product-requests";

export const guestProductRequest = operation({
  method: "POST",
  path: "/products/product-requests",
  summary: "A guest's price and stock request for a part, stored and mailed to the sales team and the requester",
  tags: ["offers"],
  access: "public",
  body: guestProductRequestBody,
  status: 201,
  data: productRequestCreatedSchema,
  errors: [404, 429],
});

export const userProductRequest = operation({
  method: "POST",
  path: me,
  summary: "The signed-in user's price and stock request for a part, stored and mailed to the sales team and the user",
  tags: ["offers"],
  access: "user",
  body: userProductRequestBody,
  status: 201,
  data: productRequestCreatedSchema,
  errors: [404, 429],
});

export const searchProductRequests = operation({
  method: "POST",
  changesNothing: true,
  path: `${me}/search`,
  summary: "The caller's price and stock requests, newest first (a company administrator's include the colleagues')",
  tags: ["offers"],
  access: "user",
  body: productRequestSearchBody,
  data: productRequestListSchema,
});

export const getProductRequest = operation({
  method: "GET",
  path: `${me}/:id`,
  summary: "One price and stock request, to its owner or the owner's company administrator; else 404",
  tags: ["offers"],
  access: "user",
  params: productRequestParams,
  query: productRequestDetailQuery,
  data: productRequestSchema,
  errors: [404],
});

export const guestErrorReport = operation({
  method: "POST",
  path: "/products/error-reports",
  summary: "A guest's report of wrong data on a part, stored as a contact request and mailed to the sales team",
  tags: ["offers"],
  access: "public",
  body: guestErrorReportBody,
  status: 201,
  data: errorReportCreatedSchema,
  errors: [404, 429],
});

export const userErrorReport = operation({
  method: "POST",
  path: "/aggregator/users/me/product-error-reports",
  summary: "The signed-in user's report of wrong data on a part, stored as a contact request and mailed to the sales team",
  tags: ["offers"],
  access: "user",
  body: userErrorReportBody,
  status: 201,
  data: errorReportCreatedSchema,
  errors: [404, 429],
});
