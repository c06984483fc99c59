import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { successSchema } from "../../lib/envelope";
import { notFound } from "../../lib/errors";
import { requestLocale } from "../../lib/locale";
import { message } from "../../lib/messages";
import { findContentPage } from "./service";

const pageSchema = z.object({
  key: z.string(),
  locale: z.string(),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  updatedAt: z.string(),
});

const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/v1/content/pages/:key",
    {
      schema: {
        tags: ["content"],
        summary: "A content page (policy, about) in the Accept-Language language",
        params: z.object({ key: z.string().regex(/^[a-z0-9-]{1,80}$/) }),
        response: { 200: successSchema(pageSchema) },
      },
    },
    async (request, reply) => {
      const locale = requestLocale(request);
      const page = await findContentPage(app.db, request.params.key, locale);
      if (!page) throw notFound(message("notFound", locale));
      reply.header("cache-control", "public, max-age=60, s-maxage=300, stale-while-revalidate=600");
      return {
        success: true as const,
        data: { key: page.key, locale: page.locale, title: page.title, summary: page.summary, body: page.body, updatedAt: page.updatedAt.toISOString() },
      };
    },
  );
};

export default contentRoutes;
