import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { successSchema } from "../../lib/envelope";
import { requestLocale } from "../../lib/locale";
import browseRoutes from "./browse-routes";
import categoryRoutes from "./category-routes";
import { publicCache, type CatalogOptions } from "./http";
import { warmSearchIndex } from "./search-index";
import { categoryMenu, type MenuCategory } from "./menu";
import priceRoutes from "./price-routes";
import productRoutes from "./product-routes";

const menuItem: z.ZodType<MenuCategory> = z.lazy(() =>
  z.object({ id: z.number().int(), code: z.string(), name: z.string(), slug: z.string(), children: z.array(menuItem) }),
);

const catalogRoutes: FastifyPluginAsyncZod<CatalogOptions> = async (app, options) => {
  app.get(
    "/v1/products/categories/menu",
    {
      schema: { tags: ["catalog"], summary: "Category menu (two levels)", response: { 200: successSchema(z.array(menuItem)) } },
    },
    async (request, reply) => {
      publicCache(reply);
      return { success: true as const, data: await categoryMenu(app.db, requestLocale(request)) };
    },
  );

  await app.register(categoryRoutes, options);
  await app.register(productRoutes, options);
  // The first list request should not wait for the index to load.
  app.addHook("onReady", async () => warmSearchIndex(app.db));
  await app.register(priceRoutes);
  await app.register(browseRoutes);
};

export default catalogRoutes;
