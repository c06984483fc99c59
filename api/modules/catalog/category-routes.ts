import type { FastifyInstance } from "fastify";
import * as catalog from "@contract/api/catalog/operations";
import { route } from "../../lib/route";
import { categoryBreadcrumb, categoryDetail, categoryTreeOf, featuredCategories, searchCategories } from "./category-service";
import { catalogContext, publicAnswer, referenceContext, searchAnswer } from "./http";
import type { CatalogOptions } from "./routes";
import { filterOptions } from "./variant-search";

/** Categories: the tree, one category, its path and its filter options. */
export default async function categoryRoutes(app: FastifyInstance, { searchIndex }: CatalogOptions) {
  route(app, catalog.categoryTree, async (request, reply) => publicAnswer(reply, categoryTreeOf(await referenceContext(app.db, request))));

  route(app, catalog.featuredCategories, async (request, reply) =>
    publicAnswer(reply, featuredCategories(await referenceContext(app.db, request))),
  );

  route(app, catalog.searchCategories, async (request, reply) => {
    const { search, take } = request.query;
    return publicAnswer(reply, searchCategories(await referenceContext(app.db, request), search, take));
  });

  route(app, catalog.categoryByKey, async (request, reply) => {
    const context = await catalogContext(app.db, request);
    return searchAnswer(reply, context, await categoryDetail(context, request.params.key));
  });

  route(app, catalog.categoryBreadcrumb, async (request, reply) =>
    publicAnswer(reply, categoryBreadcrumb(await referenceContext(app.db, request), request.params.key)),
  );

  route(app, catalog.categoryFilterOptions, async (request, reply) => {
    const context = await catalogContext(app.db, request, request.query.currency);
    return searchAnswer(reply, context, await filterOptions(context, searchIndex, request.params.key, request.query));
  });
}
