import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { successSchema } from "../../lib/envelope";
import { latestRates } from "./currency";
import { categoryGroupsOfType } from "./group-service";
import { catalogContext, ok, publicCache } from "./http";
import { listManufacturers, manufacturerDetail, representativeOffices } from "./manufacturer-service";
import { catalogReference } from "./reference";
import {
  categoryGroupsSchema,
  exchangeRatesSchema,
  groupTypeParams,
  manufacturerDetailSchema,
  manufacturerPageSchema,
  manufacturerSummaries,
  manufacturersQuery,
  slugParams,
  takeQuery,
} from "./schemas";

const tags = ["catalog"];

const browseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/v1/products/manufacturers",
    { schema: { tags, summary: "Manufacturers, by name", querystring: manufacturersQuery, response: { 200: successSchema(manufacturerPageSchema) } } },
    async (request, reply) => {
      publicCache(reply);
      return ok(listManufacturers({ reference: await catalogReference(app.db) }, request.query));
    },
  );

  app.get(
    "/v1/products/manufacturers/:slug",
    { schema: { tags, summary: "A manufacturer with its categories and parts", params: slugParams, response: { 200: successSchema(manufacturerDetailSchema) } } },
    async (request, reply) => {
      const data = await manufacturerDetail(await catalogContext(app, request), request.params.slug);
      publicCache(reply);
      return ok(data);
    },
  );

  app.get(
    "/v1/products/representative-offices",
    { schema: { tags, summary: "Brands we represent (take=0: all)", querystring: takeQuery(0, 500), response: { 200: successSchema(manufacturerSummaries) } } },
    async (request, reply) => {
      publicCache(reply);
      return ok(representativeOffices({ reference: await catalogReference(app.db) }, request.query.take));
    },
  );

  for (const path of ["/v1/products/category-groups/by-group-type-code/:code", "/v1/products/category-groups/category-group-types/:code"]) {
    app.get(
      path,
      { schema: { tags, summary: "Curated product groups of a group type", params: groupTypeParams, querystring: takeQuery(12, 48), response: { 200: successSchema(categoryGroupsSchema) } } },
      async (request, reply) => {
        const data = await categoryGroupsOfType(await catalogContext(app, request, request.query.currency), request.params.code, request.query.take || 12);
        publicCache(reply);
        return ok(data);
      },
    );
  }

  app.get(
    "/v1/products/exchange-rates",
    { schema: { tags, summary: "Newest exchange rates (units per USD)", response: { 200: successSchema(exchangeRatesSchema) } } },
    async (_request, reply) => {
      publicCache(reply);
      const rows = await latestRates(app.db);
      return ok(rows.map((row) => ({ currency: row.currency, rate: Number(row.rate), rateDate: row.rateDate })));
    },
  );
};

export default browseRoutes;
