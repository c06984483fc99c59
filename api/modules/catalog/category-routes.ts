import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { successSchema } from "../../lib/envelope";
import { requestLocale } from "../../lib/locale";
import { breadcrumbOf, categoryDetail, categoryTreeOf, featuredCategories, requireCategory, searchCategories } from "./category-service";
import { catalogContext, ok, publicCache, type CatalogOptions } from "./http";
import { catalogReference } from "./reference";
import {
  breadcrumbSchema,
  categoryDetailSchema,
  categoryKeyParams,
  categorySearchQuery,
  categorySummarySchema,
  categoryTreeSchema,
  variantSearchQuery,
  variantSearchResult,
} from "./schemas";
import { searchIndex } from "./search-index";
import { searchVariants } from "./variant-search";

const tags = ["catalog"];

const categoryRoutes: FastifyPluginAsyncZod<CatalogOptions> = async (app, options) => {
  const plainContext = async (request: Parameters<typeof requestLocale>[0]) => ({ locale: requestLocale(request), reference: await catalogReference(app.db) });

  app.get(
    "/v1/products/categories/tree",
    { schema: { tags, summary: "The whole category tree with SKU counts", response: { 200: successSchema(categoryTreeSchema) } } },
    async (request, reply) => {
      publicCache(reply);
      return ok(categoryTreeOf(await plainContext(request)));
    },
  );

  app.get(
    "/v1/products/categories/featured",
    { schema: { tags, summary: "Featured categories", response: { 200: successSchema(z.array(categorySummarySchema)) } } },
    async (request, reply) => {
      publicCache(reply);
      return ok(featuredCategories(await plainContext(request)));
    },
  );

  app.get(
    "/v1/products/categories/search",
    { schema: { tags, summary: "Categories by name (tr and en)", querystring: categorySearchQuery, response: { 200: successSchema(z.array(categorySummarySchema)) } } },
    async (request, reply) => {
      publicCache(reply);
      return ok(searchCategories(await plainContext(request), request.query.search, request.query.take));
    },
  );

  app.get(
    "/v1/products/categories/:key",
    { schema: { tags, summary: "A category by id or slug", params: categoryKeyParams, response: { 200: successSchema(categoryDetailSchema) } } },
    async (request, reply) => {
      const data = await categoryDetail(await catalogContext(app, request), request.params.key);
      publicCache(reply);
      return ok(data);
    },
  );

  app.get(
    "/v1/products/categories/:key/breadcrumb",
    { schema: { tags, summary: "Path from the root to a category", params: categoryKeyParams, response: { 200: successSchema(breadcrumbSchema) } } },
    async (request, reply) => {
      const context = await plainContext(request);
      const data = breadcrumbOf(context.reference, requireCategory(context, request.params.key), context.locale);
      publicCache(reply);
      return ok(data);
    },
  );

  app.get(
    "/v1/products/categories/:key/filter-options",
    {
      schema: {
        tags,
        summary: "Filter options with counts of a category (the variants search without items)",
        params: categoryKeyParams,
        querystring: variantSearchQuery.omit({ categoryId: true, category: true }),
        response: { 200: successSchema(variantSearchResult) },
      },
    },
    async (request, reply) => {
      const context = await catalogContext(app, request, request.query.currency);
      const category = requireCategory(context, request.params.key);
      const index = await searchIndex(app.db, options.searchIndexStalenessMs);
      const data = await searchVariants({ ...request.query, categoryId: category.id }, context, index, { items: false });
      publicCache(reply);
      return ok(data);
    },
  );
};

export default categoryRoutes;
