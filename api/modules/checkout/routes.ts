import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import * as checkout from "@contract/api/checkout/operations";
import type { CartDocumentKey } from "@contract/api/carts/documents";
import * as guestCheckout from "@contract/api/checkout/guest";
import { getCardCharges, getGuestCardCharges, type cardChargesQuery } from "@contract/api/checkout/card-charges";
import type { CurrencyCode } from "@contract/limits";
import { guardSignedIn } from "../../plugins/auth";
import { AppError } from "../../lib/errors";
import { text } from "../../lib/messages";
import { route } from "../../lib/route";
import { consumerBillingAddressInput, shippingAddressInput } from "../accounts/address-schemas";
import { cartDocument } from "../carts/documents/document";
import { cartContext, mine } from "../carts/http";
import type { CartContext } from "../carts/view";
import type { InstallmentCaps } from "../payments/installment-caps";
import type { PaymentProvider } from "../payments/provider";
import { checkoutCardCharges } from "../orders/card-charges";
import { guestBuyer, userBuyer, type Buyer } from "./buyer";
import { guestPerson } from "./guest-person";
import { saveGuestBilling, saveGuestShipping } from "./guest-steps";
import { checkoutAnswer, readCheckout, saveAddressStep, saveDeliveryStep } from "./service";

type CheckoutRequest = FastifyRequest & { query: { currency?: CurrencyCode } };
type CardChargesQuery = z.output<typeof cardChargesQuery>;

/**
 * The checkout of the signed-in user's active cart, and of a guest's cart by the anonymous-customer id (mounted under
 * /v1, docs/decisions/017-orders.md). Every step answers the whole checkout again, priced by the API.
 */
export default async function checkoutRoutes(
  app: FastifyInstance,
  { provider, storeName, installmentCaps }: { provider: PaymentProvider; storeName: string; installmentCaps: InstallmentCaps },
) {
  const { db } = app;
  /** Runs a step's save, if any, then answers the whole checkout again. */
  const answer = async (request: CheckoutRequest, reply: FastifyReply, buyer: Buyer, save?: (context: CartContext) => Promise<void>) => {
    const context = await cartContext(request);
    await save?.(context);
    return mine(
      reply,
      await checkoutAnswer(db, buyer, await readCheckout(db, buyer, context), context, { cardAvailable: provider.available }),
    );
  };

  /** The payment step's card charges: in TRY, per installment count the cart allows (docs/decisions/033-card-payments-in-lira.md). */
  const cardCharges = async (request: FastifyRequest & { query: CardChargesQuery }, reply: FastifyReply, buyer: Buyer) => {
    const { locale, primary } = await cartContext(request);
    const query = { locale, currency: primary.currency, bin: request.query.bin };
    return mine(reply, await checkoutCardCharges(db, buyer, query, { provider, installmentCaps }));
  };

  await app.register(async (signedIn) => {
    guardSignedIn(signedIn);
    route(signedIn, checkout.getCheckout, (request, reply) => answer(request, reply, userBuyer(request)));
    route(signedIn, getCardCharges, (request, reply) => cardCharges(request, reply, userBuyer(request)));
    route(signedIn, checkout.saveCheckoutAddress, (request, reply) => {
      const buyer = userBuyer(request);
      return answer(request, reply, buyer, (context) => saveAddressStep(db, buyer, request.body, context));
    });
    route(signedIn, checkout.saveCheckoutDelivery, (request, reply) => {
      const buyer = userBuyer(request);
      return answer(request, reply, buyer, (context) => saveDeliveryStep(db, buyer, request.body.shippingOptionId, context));
    });
  });

  // A guest's addresses are checked as the address book's are: the country, and in Turkey the city, town and district.
  const guestBillingInput = guestCheckout.guestBillingBody.extend({ billing: consumerBillingAddressInput });
  const guestShippingInput = guestCheckout.guestShippingBody.extend({ shipping: shippingAddressInput });
  route(app, guestCheckout.getGuestCheckout, (request, reply) => answer(request, reply, guestBuyer(request)));
  route(app, getGuestCardCharges, (request, reply) => cardCharges(request, reply, guestBuyer(request)));
  route(app, { ...guestCheckout.saveGuestCheckoutBilling, body: guestBillingInput }, (request, reply) => {
    const buyer = guestBuyer(request);
    return answer(request, reply, buyer, (context) => saveGuestBilling(db, buyer, request.body, context));
  });
  route(app, { ...guestCheckout.saveGuestCheckoutShipping, body: guestShippingInput }, (request, reply) => {
    const buyer = guestBuyer(request);
    return answer(request, reply, buyer, (context) => saveGuestShipping(db, buyer, request.body, context));
  });
  route(app, guestCheckout.saveGuestCheckoutDelivery, (request, reply) => {
    const buyer = guestBuyer(request);
    return answer(request, reply, buyer, (context) => saveDeliveryStep(db, buyer, request.body.shippingOptionId, context));
  });

  /** A guest's cart document, filled in with what the guest has typed so far; a guest without a cart has nothing to sell. */
  const guestDocument = async (key: CartDocumentKey, request: CheckoutRequest, reply: FastifyReply) => {
    const buyer = guestBuyer(request);
    const context = await cartContext(request);
    const state = await readCheckout(db, buyer, context);
    if (!state.cart) throw new AppError(409, text("cartDocuments.emptyCart", context.locale));
    const person = guestPerson(buyer, state);
    return mine(
      reply,
      await cartDocument(db, key, state.cart, person, { storeName, seller: app.seller, context, address: state.billing ?? null }),
    );
  };
  route(app, guestCheckout.guestDistanceSalesContract, (request, reply) => guestDocument("distance-sales-contract", request, reply));
  route(app, guestCheckout.guestPreliminaryInformationForm, (request, reply) =>
    guestDocument("preliminary-information-form", request, reply),
  );
}
