// The checkout steps' schemas and calls, for their loaders and actions only (app/lib/forms/validation.server.ts says
// why): the forms load their schemas on first use.
export { saveCheckoutAddress } from "@contract/api/checkout/operations";
export { checkoutAddressBody, checkoutDeliveryBody } from "@contract/api/checkout/schemas";
export { ORDER_NUMBER_PATTERN, placeOrderBody } from "@contract/api/orders/schemas";
