import { count } from "drizzle-orm";
import type { Database } from "../../db/client";
import { articles, certificates, contentPages } from "../../db/schema";
import { ARTICLES } from "./articles";
import { CERTIFICATES, certificatePdf } from "./certificates";
import { distributionPageSeeds } from "./distribution";

// The content library's first rows (docs/decisions/022-content-library.md): the distribution page, sample
// certificates and the magazine's first articles. Each part is loaded once, when missing; after that the rows are the
// store's to edit. A replica starting at the same moment meets the unique keys and leaves the rows it finds.

export async function seedContentLibraryIfEmpty(db: Database, storeName: string) {
  await db.insert(contentPages).values(distributionPageSeeds(storeName)).onConflictDoNothing();

  const [{ existingCertificates }] = await db.select({ existingCertificates: count() }).from(certificates);
  if (existingCertificates === 0) {
    const rows = await Promise.all(
      CERTIFICATES.map(async (seed, index) => {
        const content = await certificatePdf(seed, storeName);
        return {
          slug: seed.slug,
          titleTr: seed.title.tr,
          titleEn: seed.title.en,
          descriptionTr: seed.description.tr,
          descriptionEn: seed.description.en,
          issuer: seed.issuer ?? storeName,
          validUntil: seed.validUntil,
          fileName: seed.fileName,
          contentType: "application/pdf" as const,
          byteSize: content.length,
          content,
          sortOrder: index + 1,
        };
      }),
    );
    await db.insert(certificates).values(rows).onConflictDoNothing();
  }

  const [{ existingArticles }] = await db.select({ existingArticles: count() }).from(articles);
  if (existingArticles === 0) {
    await db
      .insert(articles)
      .values(
        ARTICLES.map(({ slug, publishedAt, author, tr, en }) => ({
          slug,
          publishedAt,
          author,
          titleTr: tr.title,
          titleEn: en.title,
          summaryTr: tr.summary,
          summaryEn: en.summary,
          bodyTr: tr.body,
          bodyEn: en.body,
          tagsTr: tr.tags,
          tagsEn: en.tags,
        })),
      )
      .onConflictDoNothing();
  }
}
