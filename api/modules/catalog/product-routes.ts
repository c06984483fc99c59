import type { FastifyInstance, FastifyRequest } from "fastify";
import * as catalog from "@contract/api/catalog/operations";
import { guestIdOf } from "../../lib/guest";
import { route } from "../../lib/route";
import { headerSearch } from "./header-search";
import { catalogContext, ok, privateNoStore, publicAnswer, searchAnswer } from "./http";
import { lastViewed, recordView, type Viewer } from "./last-viewed";
import { compareVariants, productBreadcrumb, productByErpRefId, productBySku, productBySlug, relatedProducts } from "./product-service";
import type { CatalogOptions } from "./routes";
import { searchVariants } from "./variant-search";

/** Whose history: the user of the token when there is one, else the guest id (both public routes). */
const viewerOf = (request: FastifyRequest): Viewer => ({ userId: request.identity?.userId ?? null, guestId: guestIdOf(request) });

/** Parts: the product list, the header search, a product's detail and relatives, compare and the last viewed. */
export default async function productRoutes(app: FastifyInstance, { searchIndex }: CatalogOptions) {
  route(app, catalog.searchVariants, async (request, reply) => {
    const [context, index] = await Promise.all([catalogContext(app.db, request, request.query.currency), searchIndex.snapshot()]);
    return searchAnswer(reply, context, await searchVariants(request.query, context, index));
  });

  route(app, catalog.headerSearch, async (request, reply) => {
    const { search, take } = request.query;
    const context = await catalogContext(app.db, request);
    return searchAnswer(reply, context, await headerSearch(context, searchIndex, search, take));
  });

  route(app, catalog.productBySlug, async (request, reply) => {
    const context = await catalogContext(app.db, request, request.query.currency);
    return searchAnswer(reply, context, await productBySlug(context, request.params.slug, request.query.sku));
  });

  route(app, catalog.productBySku, async (request, reply) => {
    const context = await catalogContext(app.db, request, request.query.currency);
    return searchAnswer(reply, context, await productBySku(context, request.params.sku));
  });

  route(app, catalog.productByErpRefId, async (request, reply) => {
    const context = await catalogContext(app.db, request, request.query.currency);
    return searchAnswer(reply, context, await productByErpRefId(context, request.params.erpRefId));
  });

  route(app, catalog.relatedProducts, async (request, reply) => {
    const [context, index] = await Promise.all([catalogContext(app.db, request, request.query.currency), searchIndex.snapshot()]);
    return searchAnswer(reply, context, await relatedProducts(context, index, request.params.productId, request.query.take || 8));
  });

  route(app, catalog.productBreadcrumb, async (request, reply) =>
    publicAnswer(reply, await productBreadcrumb(await catalogContext(app.db, request), request.params.productId)),
  );

  route(app, catalog.compareVariants, async (request) => {
    const context = await catalogContext(app.db, request, request.query.currency);
    return ok(await compareVariants(context, request.body.variantIds, request.body.skus));
  });

  route(app, catalog.lastViewed, async (request, reply) => {
    privateNoStore(reply);
    const context = await catalogContext(app.db, request, request.query.currency);
    return ok(await lastViewed(context, viewerOf(request), request.query.take || 10));
  });

  route(
    app,
    catalog.recordView,
    async (request, reply) => {
      privateNoStore(reply);
      return ok(await recordView(await catalogContext(app.db, request), viewerOf(request), request.body.variantId));
    },
    { config: { rateLimit: { max: 120, timeWindow: "1 minute" } } },
  );
}
