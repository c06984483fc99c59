import type { FastifyInstance } from "fastify";
import { contentPage } from "@contract/api/content/operations";
import { notFound } from "../../lib/errors";
import { requestLocale } from "../../lib/locale";
import { message } from "../../lib/messages";
import { route } from "../../lib/route";
import { findContentPage } from "./service";

/** Pages whose text is kept in the API (about, the policies), mounted under /v1. */
export default async function contentRoutes(app: FastifyInstance) {
  route(app, contentPage, async (request, reply) => {
    const locale = requestLocale(request);
    const page = await findContentPage(app.db, request.params.key, locale);
    if (!page) throw notFound(message("notFound", locale));
    reply.header("cache-control", "public, max-age=60, s-maxage=300, stale-while-revalidate=600");
    return { success: true, data: page };
  });
}
