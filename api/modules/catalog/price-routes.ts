import type { FastifyInstance } from "fastify";
import * as catalog from "@contract/api/catalog/browse-operations";
import { route } from "../../lib/route";
import { catalogContext, searchAnswer } from "./http";
import { saleOptions, totalPrice, variantPrice, variantPriceTree } from "./price-service";

/** A variant's prices: in a currency, by break, by packaging, and for a quantity. */
export default async function priceRoutes(app: FastifyInstance) {
  const priced = [
    [catalog.variantPrice, variantPrice],
    [catalog.variantPriceTree, variantPriceTree],
    [catalog.saleOptions, saleOptions],
  ] as const;
  for (const [operation, answer] of priced) {
    route(app, operation, async (request, reply) => {
      const context = await catalogContext(app.db, request, request.query.currency);
      return searchAnswer(reply, context, await answer(context, request.params.variantId));
    });
  }

  route(app, catalog.totalPrice, async (request, reply) => {
    const context = await catalogContext(app.db, request, request.query.currency);
    return searchAnswer(reply, context, await totalPrice(context, request.params.variantId, request.query.quantity));
  });
}
