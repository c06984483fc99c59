import { operation } from "../../operation";
import { cartQuery } from "../carts/schemas";
import { checkoutAddressBody, checkoutDeliveryBody, checkoutSchema } from "./schemas";

// The checkout of the signed-in user's active cart (docs/spec.md §2 and §4, docs/decisions/017-orders.md). Each step
// saves its choices; the answer is the whole checkout again, priced by the API.

const path = "/checkout/users/me";
// A business caller needs a role that may place orders; a consumer goes through.
const user = { tags: ["checkout"], access: "user", permission: "create-orders", query: cartQuery, data: checkoutSchema } as const;

export const getCheckout = operation({
  method: "GET",
  path,
  summary: "The active cart's checkout: choices so far, addresses, shipping options, totals and which steps are complete",
  ...user,
});
export const saveCheckoutAddress = operation({
  method: "PUT",
  path: `${path}/address`,
  summary: "The address step: invoice and delivery addresses, recipient, references (a changed address clears the shipping choice)",
  ...user,
  body: checkoutAddressBody,
  errors: [404, 409],
});
export const saveCheckoutDelivery = operation({
  method: "PUT",
  path: `${path}/delivery`,
  summary: "The delivery step: one of the shipping options offered for this cart",
  ...user,
  body: checkoutDeliveryBody,
  errors: [404, 409],
});
