import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { successSchema } from "../../lib/envelope";
import { catalogContext, ok, publicCache } from "./http";
import { saleOptions, totalPrice, variantPrice, variantPriceTree } from "./price-service";
import { currencyQuery, priceTreeSchema, saleOptionsSchema, totalPriceQuery, totalPriceSchema, variantIdParams, variantPriceSchema } from "./schemas";

const tags = ["catalog"];

const priceRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = { tags, params: variantIdParams, querystring: currencyQuery };

  app.get(
    "/v1/products/variants/:variantId/price",
    { schema: { ...schema, summary: "Price of a variant in a currency", response: { 200: successSchema(variantPriceSchema) } } },
    async (request, reply) => {
      const data = await variantPrice(await catalogContext(app, request, request.query.currency), request.params.variantId);
      publicCache(reply);
      return ok(data);
    },
  );

  app.get(
    "/v1/products/variants/:variantId/price-tree",
    { schema: { ...schema, summary: "Price breaks of a variant with extended prices", response: { 200: successSchema(priceTreeSchema) } } },
    async (request, reply) => {
      const data = await variantPriceTree(await catalogContext(app, request, request.query.currency), request.params.variantId);
      publicCache(reply);
      return ok(data);
    },
  );

  app.get(
    "/v1/products/variants/:variantId/sale-options",
    { schema: { ...schema, summary: "Packagings of the variant's part", response: { 200: successSchema(saleOptionsSchema) } } },
    async (request, reply) => {
      const data = await saleOptions(await catalogContext(app, request, request.query.currency), request.params.variantId);
      publicCache(reply);
      return ok(data);
    },
  );

  app.get(
    "/v1/products/variants/:variantId/total-price",
    {
      schema: { tags, params: variantIdParams, querystring: totalPriceQuery, summary: "Total price of a quantity, with MOQ and multiple checked", response: { 200: successSchema(totalPriceSchema) } },
    },
    async (request, reply) => {
      const data = await totalPrice(await catalogContext(app, request, request.query.currency), request.params.variantId, request.query.quantity);
      publicCache(reply);
      return ok(data);
    },
  );
};

export default priceRoutes;
