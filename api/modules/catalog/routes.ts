import type { FastifyInstance } from "fastify";
import * as catalog from "@contract/api/catalog/operations";
import { requestLocale } from "../../lib/locale";
import { route } from "../../lib/route";
import browseRoutes from "./browse-routes";
import categoryRoutes from "./category-routes";
import { publicAnswer } from "./http";
import { categoryMenu } from "./menu";
import priceRoutes from "./price-routes";
import productRoutes from "./product-routes";
import type { SearchIndex } from "./search-index";

export interface CatalogOptions {
  /** This process's search index of the catalog (the product list and the filter options answer from it). */
  searchIndex: SearchIndex;
}

/** The catalog (mounted under /v1): public reads of categories, parts, prices and manufacturers. */
export default async function catalogRoutes(app: FastifyInstance, { searchIndex }: CatalogOptions) {
  // The first list request should not wait for the index to load.
  app.addHook("onReady", async () => searchIndex.warm());

  route(app, catalog.categoryMenu, async (request, reply) => publicAnswer(reply, await categoryMenu(app.db, requestLocale(request))));

  await app.register(categoryRoutes, { searchIndex });
  await app.register(productRoutes, { searchIndex });
  await app.register(priceRoutes);
  await app.register(browseRoutes);
}
