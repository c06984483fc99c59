import * as z from "zod";
import { operation } from "../../operation";
import { emailText, optionalText } from "../../rules";
import { consumerBillingAddressBody, shippingAddressBody } from "../accounts/schemas";
import { cartDocumentSchema, type CartDocumentKey } from "../carts/documents";
import { cartQuery } from "../carts/schemas";
import { ORDER_INVOICE_TYPE, ORDER_INVOICE_XML_TYPE } from "../orders/operations";
import { orderNumberParams, orderSchema, placedOrderSchema, placeOrderBody } from "../orders/schemas";
import { checkoutDeliveryBody, checkoutSchema } from "./schemas";

// A guest's checkout (issue 16: guests check out with an e-mail and addresses), by the X-Anonymous-Customer-Id
// header as the guest's cart is (docs/decisions/017-orders.md). A guest has no address book: the addresses are
// typed at the checkout and kept with it; the recipient is the person of the delivery address.

const path = "/checkout/guests/me";
const guest = { tags: ["checkout"], access: "public", query: cartQuery, data: checkoutSchema } as const;

/** The invoice address, the e-mail the order's mails go to, and whether the parts go to the same address. */
export const guestBillingBody = z.object({
  email: emailText.meta({ example: "deniz@example.com" }),
  billing: consumerBillingAddressBody,
  useBillingForShipping: z.boolean().default(true),
  customerOrderNumber: optionalText(60),
  extraInformation: optionalText(1000),
});
export type GuestBillingBody = z.output<typeof guestBillingBody>;

/** Another address to deliver to, when it is not the invoice address. */
export const guestShippingBody = z.object({ shipping: shippingAddressBody });
export type GuestShippingBody = z.output<typeof guestShippingBody>;

export const getGuestCheckout = operation({
  method: "GET",
  path,
  summary: "A guest's checkout: choices so far, shipping options, totals and which steps are complete",
  ...guest,
});
export const saveGuestCheckoutBilling = operation({
  method: "PUT",
  path: `${path}/billing`,
  summary: "A guest's e-mail and invoice address (a changed address clears the shipping choice)",
  ...guest,
  body: guestBillingBody,
  errors: [409],
});
export const saveGuestCheckoutShipping = operation({
  method: "PUT",
  path: `${path}/shipping`,
  summary: "A guest's delivery address, when it is not the invoice address (a changed address clears the shipping choice)",
  ...guest,
  body: guestShippingBody,
  errors: [409],
});
export const saveGuestCheckoutDelivery = operation({
  method: "PUT",
  path: `${path}/delivery`,
  summary: "A guest's delivery step: one of the shipping options offered for this cart",
  ...guest,
  body: checkoutDeliveryBody,
  errors: [409],
});

// The two documents distance-sales law asks a seller to show before the order, as the signed-in buyer's cart has them
// (docs/decisions/013-cart-documents.md), filled in with what the guest has typed at the checkout so far.
const guestDocument = { tags: ["checkout"], access: "public", query: cartQuery, data: cartDocumentSchema, errors: [404, 409] } as const;
export const guestDistanceSalesContract = operation({
  method: "GET",
  path: `${path}/distance-sales-contract`,
  summary: "The distance sales contract for a guest's cart, filled in with the guest's invoice address; an empty cart answers 409",
  ...guestDocument,
});
export const guestPreliminaryInformationForm = operation({
  method: "GET",
  path: `${path}/preliminary-information-form`,
  summary: "The preliminary information form for a guest's cart, filled in with the guest's invoice address; an empty cart answers 409",
  ...guestDocument,
});
/** Each guest document's operation, by key. */
export const GUEST_DOCUMENT_OPERATIONS = {
  "distance-sales-contract": guestDistanceSalesContract,
  "preliminary-information-form": guestPreliminaryInformationForm,
} as const satisfies Record<CartDocumentKey, unknown>;

const orders = "/orders/guests/me";
export const placeGuestOrder = operation({
  method: "POST",
  path: orders,
  summary: "Place a guest's order from the guest's cart and checkout (card or EFT; needs an Idempotency-Key)",
  tags: ["orders"],
  access: "public",
  body: placeOrderBody,
  status: 201,
  data: placedOrderSchema,
  errors: [403, 409, 428],
});
export const getGuestOrder = operation({
  method: "GET",
  path: `${orders}/:orderNumber`,
  summary: "An order the guest placed (by the same anonymous-customer id), for its success page",
  tags: ["orders"],
  access: "public",
  params: orderNumberParams,
  data: orderSchema,
  errors: [404],
});
export const guestOrderInvoice = operation({
  method: "GET",
  path: `${orders}/:orderNumber/invoice`,
  summary: "The invoice (a proforma until paid) of an order the guest placed (by the same anonymous-customer id), as a PDF",
  tags: ["orders"],
  access: "public",
  params: orderNumberParams,
  produces: [ORDER_INVOICE_TYPE],
  data: z.string().meta({ format: "binary" }),
  errors: [404],
});
export const guestOrderInvoiceXml = operation({
  method: "GET",
  path: `${orders}/:orderNumber/invoice.xml`,
  summary: "The UBL-TR 2.1 invoice of a paid order the guest placed (by the same anonymous-customer id); unpaid answers 404",
  tags: ["orders"],
  access: "public",
  params: orderNumberParams,
  produces: [ORDER_INVOICE_XML_TYPE],
  data: z.string(),
  errors: [404],
});
