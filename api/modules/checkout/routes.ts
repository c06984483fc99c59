import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import * as checkout from "@contract/api/checkout/operations";
import type { CurrencyCode } from "@contract/limits";
import { guardSignedIn, identityOf, type Identity } from "../../plugins/auth";
import { route } from "../../lib/route";
import { cartContext, mine } from "../carts/http";
import type { CartContext } from "../carts/view";
import { checkoutAnswer, readCheckout, saveAddressStep, saveDeliveryStep } from "./service";

type CheckoutRequest = FastifyRequest & { query: { currency?: CurrencyCode } };

/** The checkout of the signed-in user's active cart (mounted under /v1, docs/decisions/017-orders.md). */
export default async function checkoutRoutes(app: FastifyInstance) {
  await app.register(async (signedIn) => {
    guardSignedIn(signedIn);
    const { db } = signedIn;
    /** Runs a step's save, if any, then answers the whole checkout again. */
    const answer = async (
      request: CheckoutRequest,
      reply: FastifyReply,
      save?: (identity: Identity, context: CartContext) => Promise<void>,
    ) => {
      const identity = identityOf(request);
      const context = await cartContext(request);
      await save?.(identity, context);
      return mine(reply, await checkoutAnswer(db, identity, await readCheckout(db, identity, context), context));
    };
    route(signedIn, checkout.getCheckout, (request, reply) => answer(request, reply));
    route(signedIn, checkout.saveCheckoutAddress, (request, reply) =>
      answer(request, reply, (identity, context) => saveAddressStep(db, identity, request.body, context)),
    );
    route(signedIn, checkout.saveCheckoutDelivery, (request, reply) =>
      answer(request, reply, (identity, context) => saveDeliveryStep(db, identity, request.body.shippingOptionId, context)),
    );
  });
}
