import { count, desc, eq } from "drizzle-orm";
import type { Article, ArticleSummary, Certificate } from "@contract/api/content/library";
import type { Database } from "../../db/client";
import { articles, certificates } from "../../db/schema";
import type { ApiLocale } from "../../lib/locale";

// The content library's reads (docs/decisions/022-content-library.md): every row holds both languages; the caller's
// is picked here.

export async function listCertificates(db: Database, locale: ApiLocale): Promise<Certificate[]> {
  const rows = await db
    .select({
      slug: certificates.slug,
      titleTr: certificates.titleTr,
      titleEn: certificates.titleEn,
      descriptionTr: certificates.descriptionTr,
      descriptionEn: certificates.descriptionEn,
      issuer: certificates.issuer,
      validUntil: certificates.validUntil,
      fileName: certificates.fileName,
      contentType: certificates.contentType,
      byteSize: certificates.byteSize,
      updatedAt: certificates.updatedAt,
    })
    .from(certificates)
    .orderBy(certificates.sortOrder, certificates.id);
  return rows.map(({ titleTr, titleEn, descriptionTr, descriptionEn, updatedAt, ...row }) => ({
    ...row,
    title: locale === "en" ? titleEn : titleTr,
    description: locale === "en" ? descriptionEn : descriptionTr,
    updatedAt: updatedAt.toISOString(),
  }));
}

export async function findCertificateFile(db: Database, slug: string) {
  const [file] = await db
    .select({ fileName: certificates.fileName, contentType: certificates.contentType, content: certificates.content })
    .from(certificates)
    .where(eq(certificates.slug, slug));
  return file ?? null;
}

const summaryColumns = {
  slug: articles.slug,
  author: articles.author,
  publishedAt: articles.publishedAt,
  titleTr: articles.titleTr,
  titleEn: articles.titleEn,
  summaryTr: articles.summaryTr,
  summaryEn: articles.summaryEn,
  tagsTr: articles.tagsTr,
  tagsEn: articles.tagsEn,
};

type SummaryRow = Pick<typeof articles.$inferSelect, keyof typeof summaryColumns>;

const summaryOf = ({ titleTr, titleEn, summaryTr, summaryEn, tagsTr, tagsEn, ...row }: SummaryRow, locale: ApiLocale): ArticleSummary => ({
  ...row,
  title: locale === "en" ? titleEn : titleTr,
  summary: locale === "en" ? summaryEn : summaryTr,
  tags: locale === "en" ? tagsEn : tagsTr,
});

/** One page of the magazine, the newest first (a page past the end is empty, with the count). */
export async function listArticles(db: Database, locale: ApiLocale, query: { page: number; pageSize: number }) {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(articles)
      .orderBy(desc(articles.publishedAt), desc(articles.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(articles),
  ]);
  return { items: rows.map((row) => summaryOf(row, locale)), page: query.page, pageSize: query.pageSize, totalCount: total };
}

export async function findArticle(db: Database, slug: string, locale: ApiLocale): Promise<Article | null> {
  const [row] = await db
    .select({ ...summaryColumns, bodyTr: articles.bodyTr, bodyEn: articles.bodyEn })
    .from(articles)
    .where(eq(articles.slug, slug));
  if (!row) return null;
  const { bodyTr, bodyEn, ...summary } = row;
  return { ...summaryOf(summary, locale), locale, body: locale === "en" ? bodyEn : bodyTr };
}
