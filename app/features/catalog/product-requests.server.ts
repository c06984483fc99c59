// The price and stock request's and the wrong-data report's schemas and calls, for their routes' loaders and actions
// only (app/lib/forms/validation.server.ts says why): the forms load their schemas on first use.
import {
  guestErrorReportBody,
  guestProductRequestBody,
  userErrorReportBody,
  userProductRequestBody,
} from "@contract/api/offers/product-request-schemas";

export {
  guestErrorReport,
  guestProductRequest,
  userErrorReport,
  userProductRequest,
} from "@contract/api/offers/product-request-operations";

export const productRequestSchemaFor = (guest: boolean) => (guest ? guestProductRequestBody : userProductRequestBody);
export const errorReportSchemaFor = (guest: boolean) => (guest ? guestErrorReportBody : userErrorReportBody);
