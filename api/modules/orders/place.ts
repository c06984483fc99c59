import type { Database } from "../../db/client";
import type { Buyer } from "../checkout/buyer";
import { buildOrder } from "./build-order";
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
  const draft = await buildOrder(db, context, buyer, body.paymentType, priced, options);
  const card = { providerName: options.provider.name, installments: body.installments };
  const order = await persistOrder(db, draft, { guestUnpaid: options.guestUnpaid, card }, context.locale);
  const paymentRedirect =
    body.paymentType === "pos"
      ? await startCardPayment(
          db,
          order,
          { buyerId: draft.person.id, installments: body.installments, clientAddress: context.clientAddress },
          options.provider,
        )
      : null;
  return { order, itemCount: draft.lines.length, paymentRedirect };
}
