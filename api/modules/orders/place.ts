import type { Database } from "../../db/client";
import type { Buyer } from "../checkout/buyer";
import { chosenCharge } from "../payments/card-charge";
import { buildOrder } from "./build-order";
import { chargeTableOf } from "./card-charges";
import { startCardPayment } from "./card-payment";
import { persistOrder } from "./persist-order";
import type { PlaceContext, PlaceOrderBody } from "./place-context";
import type { PlaceOptions } from "./place-options";
import { priceCheckout } from "./price-checkout";

/**
 * Places an order from the buyer's active cart and its checkout: the checkout priced again here, the order built
 * from it, then written in one transaction with its stock taken by atomic conditional updates in variant order (no
 * oversell, no deadlock), and its payment settled. A card order waits for its payment with the cart kept, its
 * payment started at the provider once the order is committed; EFT and net-term orders empty the cart's ordered lines at once.
 */
export async function placeOrder(db: Database, context: PlaceContext, buyer: Buyer, body: PlaceOrderBody, options: PlaceOptions) {
  const priced = await priceCheckout(db, context, buyer, body.paymentType, options.provider);
  // A card is charged in TRY with the commission of its installments, as the payment step showed it (asked of the
  // provider before the transaction: docs/decisions/033-card-payments-in-lira.md).
  const cardCharge =
    body.paymentType === "pos"
      ? chosenCharge(
          await chargeTableOf(db, { ...priced, orderPricing: priced.pricing.primary }, options, {
            bin: body.cardBin,
            locale: context.locale,
          }),
          body.installments,
          body.cardQuote,
          context.locale,
        )
      : null;
  const built = await buildOrder(db, context, buyer, body.paymentType, priced, options);
  const draft = { ...built, order: { ...built.order, cardCharge } };
  const order = await persistOrder(
    db,
    draft,
    { guestUnpaid: options.guestUnpaid, providerName: options.provider.name, invoicing: options.invoicing },
    context.locale,
  );
  const paymentRedirect = cardCharge
    ? await startCardPayment(db, order, cardCharge, { buyerId: draft.person.id, clientAddress: context.clientAddress }, options.provider)
    : null;
  return { order, itemCount: draft.lines.length, paymentRedirect };
}
