import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { successSchema } from "../../lib/envelope";
import { guestIdOf } from "../../lib/guest";
import { headerSearch } from "./header-search";
import { catalogContext, type CatalogOptions, ok, privateNoStore, publicCache } from "./http";
import { lastViewed, recordView } from "./last-viewed";
import { compareVariants, productBreadcrumb, productByErpRefId, productBySku, productBySlug, relatedProducts } from "./product-service";
import {
  breadcrumbSchema,
  bySlugQuery,
  compareBody,
  compareResultSchema,
  currencyQuery,
  erpParams,
  headerSearchQuery,
  headerSearchResult,
  listItemSchema,
  productDetailSchema,
  productIdParams,
  recordViewBody,
  skuParams,
  slugParams,
  takeQuery,
  variantSearchQuery,
  variantSearchResult,
} from "./schemas";
import { searchIndex } from "./search-index";
import { searchVariants } from "./variant-search";

const tags = ["catalog"];

const productRoutes: FastifyPluginAsyncZod<CatalogOptions> = async (app, options) => {
  app.get(
    "/v1/products/variants/search",
    {
      schema: { tags, summary: "Product list: filters, facet counts, sort and pages in one answer", querystring: variantSearchQuery, response: { 200: successSchema(variantSearchResult) } },
    },
    async (request, reply) => {
      const [context, index] = await Promise.all([catalogContext(app, request, request.query.currency), searchIndex(app.db, options.searchIndexStalenessMs)]);
      const data = await searchVariants(request.query, context, index);
      publicCache(reply);
      return ok(data);
    },
  );

  app.get(
    "/v1/products/search/simple-fuzzy",
    { schema: { tags, summary: "Header search suggestions", querystring: headerSearchQuery, response: { 200: successSchema(headerSearchResult) } } },
    async (request, reply) => {
      const data = await headerSearch(await catalogContext(app, request), request.query.search, request.query.take);
      publicCache(reply);
      return ok(data);
    },
  );

  app.get(
    "/v1/products/by-slug/:slug",
    { schema: { tags, summary: "Product detail by product slug", params: slugParams, querystring: bySlugQuery, response: { 200: successSchema(productDetailSchema) } } },
    async (request, reply) => {
      const data = await productBySlug(await catalogContext(app, request, request.query.currency), request.params.slug, request.query.sku);
      publicCache(reply);
      return ok(data);
    },
  );

  app.get(
    "/v1/products/by-sku/:sku",
    { schema: { tags, summary: "Product detail by SKU", params: skuParams, querystring: currencyQuery, response: { 200: successSchema(productDetailSchema) } } },
    async (request, reply) => {
      const data = await productBySku(await catalogContext(app, request, request.query.currency), request.params.sku);
      publicCache(reply);
      return ok(data);
    },
  );

  app.get(
    "/v1/products/by-erprefid/:erpRefId",
    { schema: { tags, summary: "Product detail by ERP reference", params: erpParams, querystring: currencyQuery, response: { 200: successSchema(productDetailSchema) } } },
    async (request, reply) => {
      const data = await productByErpRefId(await catalogContext(app, request, request.query.currency), request.params.erpRefId);
      publicCache(reply);
      return ok(data);
    },
  );

  app.get(
    "/v1/products/:productId/related",
    { schema: { tags, summary: "Related products", params: productIdParams, querystring: takeQuery(8, 24), response: { 200: successSchema(z.array(listItemSchema)) } } },
    async (request, reply) => {
      const data = await relatedProducts(await catalogContext(app, request, request.query.currency), request.params.productId, request.query.take || 8);
      publicCache(reply);
      return ok(data);
    },
  );

  app.get(
    "/v1/products/breadcrumb/:productId",
    { schema: { tags, summary: "Category path of a product", params: productIdParams, response: { 200: successSchema(breadcrumbSchema) } } },
    async (request, reply) => {
      const data = await productBreadcrumb(await catalogContext(app, request), request.params.productId);
      publicCache(reply);
      return ok(data);
    },
  );

  app.post(
    "/v1/products/search-with-variant-ids",
    { schema: { tags, summary: "Compare: variants with all their properties", body: compareBody, querystring: currencyQuery, response: { 200: successSchema(compareResultSchema) } } },
    async (request) => ok(await compareVariants(await catalogContext(app, request, request.query.currency), request.body.variantIds, request.body.skus)),
  );

  const viewerOf = (request: Parameters<typeof guestIdOf>[0]) => ({ userId: request.identity?.userId ?? null, guestId: guestIdOf(request) });

  app.get(
    "/v1/products/last-viewed",
    { schema: { tags, summary: "Products the caller (user or guest) viewed last", querystring: takeQuery(10, 50), response: { 200: successSchema(z.array(listItemSchema)) } } },
    async (request, reply) => {
      privateNoStore(reply);
      return ok(await lastViewed(await catalogContext(app, request, request.query.currency), viewerOf(request), request.query.take || 10));
    },
  );

  app.post(
    "/v1/products/last-viewed",
    {
      schema: { tags, summary: "Record that the caller viewed a variant", body: recordViewBody, response: { 200: successSchema(z.object({ recorded: z.boolean() })) } },
      config: { rateLimit: { max: 120, timeWindow: "1 minute" } },
    },
    async (request, reply) => {
      privateNoStore(reply);
      return ok(await recordView(await catalogContext(app, request), viewerOf(request), request.body.variantId));
    },
  );
};

export default productRoutes;
