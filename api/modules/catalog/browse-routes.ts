import type { FastifyInstance } from "fastify";
import * as catalog from "@contract/api/catalog/browse-operations";
import { route } from "../../lib/route";
import { latestRates } from "../../lib/currency";
import { categoryGroupsOfType } from "./group-service";
import { catalogContext, publicAnswer, referenceContext, searchAnswer } from "./http";
import { listManufacturers, manufacturerDetail, representativeOffices } from "./manufacturer-service";

/** Manufacturers, curated groups and exchange rates. */
export default async function browseRoutes(app: FastifyInstance) {
  route(app, catalog.manufacturers, async (request, reply) =>
    publicAnswer(reply, listManufacturers(await referenceContext(app.db, request), request.query)),
  );

  route(app, catalog.manufacturerBySlug, async (request, reply) => {
    const context = await catalogContext(app.db, request);
    return searchAnswer(reply, context, await manufacturerDetail(context, request.params.slug));
  });

  route(app, catalog.representativeOffices, async (request, reply) =>
    publicAnswer(reply, representativeOffices(await referenceContext(app.db, request), request.query.take)),
  );

  for (const groupsOfType of [catalog.categoryGroupsByType, catalog.categoryGroupTypes]) {
    route(app, groupsOfType, async (request, reply) => {
      const context = await catalogContext(app.db, request, request.query.currency);
      return searchAnswer(reply, context, await categoryGroupsOfType(context, request.params.code, request.query.take || 12));
    });
  }

  route(app, catalog.exchangeRates, async (_request, reply) => publicAnswer(reply, await latestRates(app.db)));
}
