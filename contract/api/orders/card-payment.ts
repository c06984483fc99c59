import * as z from "zod";
import { operation } from "../../operation";
import { cardChargesQuery, cardChargesSchema } from "../checkout/card-charges";
import { orderNumberParams, placeOrderBody } from "./schemas";

// An EFT order awaiting payment paid by card instead (spec §7 Orders, "convert to card payment";
// docs/decisions/050-current-account-self-service.md): the same table, caps and provider as the checkout's card
// step (docs/decisions/033-card-payments-in-lira.md), for the order's total. A card that fails leaves the order
// as it was. Only the orders the caller may open (another's answers 404).

const path = "/orders/users/me/:orderNumber";
const order = { tags: ["orders"], access: "user", params: orderNumberParams } as const;

/** The installments chosen from the table, with the table's quote and BIN, as the checkout's payment step posts them. */
export const cardPaymentBody = placeOrderBody.pick({ installments: true, cardBin: true, cardQuote: true });
export type CardPaymentBody = z.output<typeof cardPaymentBody>;

export const getOrderCardCharges = operation({
  method: "GET",
  path: `${path}/card-charges`,
  summary: "What paying an EFT order awaiting payment by card instead charges in TRY, per installment count allowed",
  ...order,
  query: cardChargesQuery.pick({ bin: true }),
  data: cardChargesSchema,
  errors: [404, 409, 503],
});

export const convertToCardPayment = operation({
  method: "POST",
  path: `${path}/card-payment`,
  summary:
    "Pay an EFT order awaiting payment by card instead: starts the card payment (answers the provider's page); a failed card leaves the order as it was",
  ...order,
  body: cardPaymentBody,
  data: z.object({ paymentRedirect: z.string() }),
  errors: [404, 409, 503],
});
