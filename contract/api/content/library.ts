import * as z from "zod";
import { pageOf } from "../../envelope";
import { LOCALES } from "../../locale";
import { operation } from "../../operation";

// The content library (docs/decisions/022-content-library.md): the store's certificates as downloadable files and
// the magazine's articles, each in the caller's language.

/** A certificate's or an article's slug: lower-case words joined by hyphens, the same in both languages. */
export const CONTENT_SLUG_PATTERN = /^[a-z0-9-]{1,80}$/;
const slugParams = z.object({ slug: z.string().regex(CONTENT_SLUG_PATTERN) });

/** What a certificate's file may be: the certificates are PDF documents. */
export const CERTIFICATE_FILE_TYPES = ["application/pdf"] as const;

export const certificateSchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  /** Who issued it: a certification body, a manufacturer, or the store itself (a declaration). */
  issuer: z.string(),
  /** The last day it is valid (yyyy-mm-dd); null for a document without an end date. */
  validUntil: z.string().nullable().meta({ example: "2028-05-31" }),
  fileName: z.string().meta({ example: "iso-9001-2015.pdf" }),
  contentType: z.enum(CERTIFICATE_FILE_TYPES),
  /** The file's size in bytes. */
  byteSize: z.number().int(),
  updatedAt: z.string(),
});
export type Certificate = z.output<typeof certificateSchema>;

/** The magazine's list: the newest first, a page at a time. */
export const ARTICLE_PAGE_LIMIT = 1000;
export const articleListQuery = z.object({
  page: z.coerce.number<number>().int().min(1).max(ARTICLE_PAGE_LIMIT).default(1),
  pageSize: z.coerce.number<number>().int().min(1).max(50).default(10),
});

export const articleSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  author: z.string(),
  /** The day it was published (yyyy-mm-dd). */
  publishedAt: z.string().meta({ example: "2026-10-14" }),
  tags: z.array(z.string()),
});
export type ArticleSummary = z.output<typeof articleSummarySchema>;

export const articleListSchema = pageOf(articleSummarySchema);

/** An article with its body: plain text, blank-line paragraphs and "## " headings (contract/text-blocks.ts). */
export const articleSchema = articleSummarySchema.extend({ locale: z.enum(LOCALES), body: z.string() });
export type Article = z.output<typeof articleSchema>;

export const listCertificates = operation({
  method: "GET",
  path: "/content/certificates",
  summary: "The store's certificates and declarations, in display order, described in the Accept-Language language",
  tags: ["content"],
  access: "public",
  data: z.array(certificateSchema),
});

export const certificateFile = operation({
  method: "GET",
  path: "/content/certificates/:slug/file",
  summary: "A certificate's file, to download",
  tags: ["content"],
  access: "public",
  params: slugParams,
  produces: CERTIFICATE_FILE_TYPES,
  data: z.string().meta({ format: "binary" }),
  errors: [404],
});

export const listArticles = operation({
  method: "GET",
  path: "/content/articles",
  summary: "The magazine's articles, newest first, a page at a time, in the Accept-Language language",
  tags: ["content"],
  access: "public",
  query: articleListQuery,
  data: articleListSchema,
});

export const getArticle = operation({
  method: "GET",
  path: "/content/articles/:slug",
  summary: "One magazine article with its body, in the Accept-Language language",
  tags: ["content"],
  access: "public",
  params: slugParams,
  data: articleSchema,
  errors: [404],
});
