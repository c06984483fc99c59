import type { FastifyInstance, FastifyReply } from "fastify";
import { contentPage } from "@contract/api/content/operations";
import { certificateFile, getArticle, listArticles, listCertificates } from "@contract/api/content/library";
import { notFound } from "../../lib/errors";
import { requestLocale } from "../../lib/locale";
import { message } from "../../lib/messages";
import { route } from "../../lib/route";
import { findArticle, findCertificateFile, listArticles as articlePage, listCertificates as certificateList } from "./library";
import { findContentPage } from "./service";

/** The same for every visitor: a shared cache keeps it five minutes and serves it stale ten more while revalidating. */
const PUBLIC_CONTENT = "public, max-age=60, s-maxage=300, stale-while-revalidate=600";

/** A public answer in the caller's language: a shared cache keeps one per language. */
const cachePerLanguage = (reply: FastifyReply) => reply.header("cache-control", PUBLIC_CONTENT).header("vary", "Accept-Language");

/** Pages whose text is kept in the API (about, the policies, distribution), certificates and the magazine, mounted under /v1. */
export default async function contentRoutes(app: FastifyInstance) {
  route(app, contentPage, async (request, reply) => {
    const locale = requestLocale(request);
    const page = await findContentPage(app.db, request.params.key, locale);
    if (!page) throw notFound(message("notFound", locale));
    cachePerLanguage(reply);
    return { success: true, data: page };
  });

  route(app, listCertificates, async (request, reply) => {
    cachePerLanguage(reply);
    return { success: true, data: await certificateList(app.db, requestLocale(request)) };
  });

  route(app, certificateFile, async (request, reply) => {
    const file = await findCertificateFile(app.db, request.params.slug);
    if (!file) throw notFound(message("notFound", requestLocale(request)));
    reply.header("cache-control", PUBLIC_CONTENT);
    reply.header("content-type", file.contentType);
    reply.header("content-disposition", `attachment; filename="${file.fileName}"`);
    return file.content;
  });

  route(app, listArticles, async (request, reply) => {
    cachePerLanguage(reply);
    return { success: true, data: await articlePage(app.db, requestLocale(request), request.query) };
  });

  route(app, getArticle, async (request, reply) => {
    const locale = requestLocale(request);
    const article = await findArticle(app.db, request.params.slug, locale);
    if (!article) throw notFound(message("notFound", locale));
    cachePerLanguage(reply);
    return { success: true, data: article };
  });
}
