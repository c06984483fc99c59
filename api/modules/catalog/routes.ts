import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { successSchema } from "../../lib/envelope";
import { requestLocale } from "../../lib/locale";
import { categoryMenu, type MenuCategory } from "./menu";

const menuItem: z.ZodType<MenuCategory> = z.lazy(() =>
  z.object({ id: z.number().int(), code: z.string(), name: z.string(), slug: z.string(), children: z.array(menuItem) }),
);

const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/v1/products/categories/menu",
    {
      schema: { tags: ["catalog"], summary: "Category menu (two levels)", response: { 200: successSchema(z.array(menuItem)) } },
    },
    async (request, reply) => {
      reply.header("cache-control", "public, max-age=60, s-maxage=300, stale-while-revalidate=600");
      return { success: true as const, data: await categoryMenu(app.db, requestLocale(request)) };
    },
  );
};

export default catalogRoutes;
