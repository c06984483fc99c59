import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { textBlocks } from "@contract/text-blocks";
import { seedContentLibraryIfEmpty } from "../../api/seed/content-library";
import { ARTICLES } from "../../api/seed/content-library/articles";
import { CERTIFICATES } from "../../api/seed/content-library/certificates";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedContentLibraryIfEmpty(t.db, "Devre Elektronik");
});
afterAll(() => t.close());

const get = (url: string, locale: "tr" | "en" = "tr") => t.app.inject({ method: "GET", url, headers: { "accept-language": locale } });

/** The articles' slugs, the newest first. */
const newestFirst = [...ARTICLES].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt)).map((article) => article.slug);

describe("the distribution page", () => {
  it("is a content page in both languages", async () => {
    const tr = (await get("/v1/content/pages/distribution")).json().data;
    const en = (await get("/v1/content/pages/distribution", "en")).json().data;
    expect(tr).toMatchObject({ key: "distribution", locale: "tr", title: "Elektronik Komponent Distribütörlüğü" });
    expect(en).toMatchObject({ key: "distribution", locale: "en", title: "Electronic Component Distribution" });
    expect(textBlocks(tr.body).filter((block) => block.type === "heading").length).toBeGreaterThanOrEqual(5);
    expect(en.body).toContain("Devre Elektronik");
  });
});

describe("GET /content/certificates", () => {
  it("lists the certificates in their order, described in the caller's language", async () => {
    const tr = await get("/v1/content/certificates");
    expect(tr.statusCode).toBe(200);
    expect(tr.headers["cache-control"]).toContain("s-maxage");
    expect(tr.headers["vary"]).toContain("Accept-Language");
    const en = (await get("/v1/content/certificates", "en")).json().data;
    expect(tr.json().data.map((item: { slug: string }) => item.slug)).toEqual(CERTIFICATES.map((seed) => seed.slug));
    expect(tr.json().data[0]).toEqual({
      slug: "iso-9001-2015",
      title: CERTIFICATES[0].title.tr,
      description: CERTIFICATES[0].description.tr,
      issuer: "Kalibre Belgelendirme A.Ş.",
      validUntil: "2028-05-31",
      fileName: "iso-9001-2015-certificate.pdf",
      contentType: "application/pdf",
      byteSize: expect.any(Number),
      updatedAt: expect.any(String),
    });
    expect(en[0].title).toBe(CERTIFICATES[0].title.en);
    // A declaration the store makes itself: issued by the store, valid without an end date.
    expect(en.at(-1)).toMatchObject({ slug: "rohs-reach-declaration", issuer: "Devre Elektronik", validUntil: null });
  });
});

describe("GET /content/certificates/:slug/file", () => {
  it("answers the PDF as an attachment, as large as the list says", async () => {
    const [listed] = (await get("/v1/content/certificates")).json().data;
    const response = await get(`/v1/content/certificates/${listed.slug}/file`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toBe(`attachment; filename="${listed.fileName}"`);
    expect(response.headers["cache-control"]).toContain("public");
    expect(response.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(response.rawPayload.length).toBe(listed.byteSize);
  });

  it("answers an unknown certificate with 404 and a malformed slug with 400", async () => {
    const missing = await get("/v1/content/certificates/no-such-certificate/file");
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, errorCode: 404 });
    expect((await get("/v1/content/certificates/Bad%20Slug/file")).statusCode).toBe(400);
  });
});

describe("GET /content/articles", () => {
  it("lists the articles newest first in the caller's language, without their bodies", async () => {
    const response = await get("/v1/content/articles");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toContain("s-maxage");
    const tr = response.json().data;
    expect(tr).toMatchObject({ page: 1, pageSize: 10, totalCount: ARTICLES.length });
    expect(tr.items.map((item: { slug: string }) => item.slug)).toEqual(newestFirst);
    expect(tr.items[0]).not.toHaveProperty("body");
    const seed = ARTICLES.find((article) => article.slug === newestFirst[0])!;
    expect(tr.items[0]).toEqual({
      slug: seed.slug,
      title: seed.tr.title,
      summary: seed.tr.summary,
      author: seed.author,
      publishedAt: seed.publishedAt,
      tags: seed.tr.tags,
    });
    const en = (await get("/v1/content/articles", "en")).json().data;
    expect(en.items[0]).toMatchObject({ title: seed.en.title, tags: seed.en.tags });
  });

  it("pages through the list; a page past the end is empty and still counts", async () => {
    const pages = await Promise.all([1, 2, 3].map(async (page) => (await get(`/v1/content/articles?page=${page}&pageSize=2`)).json().data));
    expect(pages.flatMap((page) => page.items.map((item: { slug: string }) => item.slug))).toEqual(newestFirst);
    expect(pages[1]).toMatchObject({ page: 2, pageSize: 2, totalCount: ARTICLES.length });
    expect(pages[2].items).toEqual([]);
  });

  it("refuses a page size over 50 and a page that is not a positive number", async () => {
    for (const query of ["pageSize=51", "page=0", "page=abc"]) {
      const response = await get(`/v1/content/articles?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ success: false, errorCode: 400 });
    }
  });
});

describe("GET /content/articles/:slug", () => {
  it("answers the article with its body in the caller's language", async () => {
    const seed = ARTICLES[0];
    const tr = (await get(`/v1/content/articles/${seed.slug}`)).json().data;
    const en = (await get(`/v1/content/articles/${seed.slug}`, "en")).json().data;
    expect(tr).toMatchObject({ slug: seed.slug, locale: "tr", title: seed.tr.title, body: seed.tr.body });
    expect(en).toMatchObject({ slug: seed.slug, locale: "en", title: seed.en.title, body: seed.en.body });
    expect(textBlocks(en.body).some((block) => block.type === "heading")).toBe(true);
  });

  it("answers an unknown article with 404", async () => {
    const response = await get("/v1/content/articles/no-such-article", "en");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, errorCode: 404, error: { message: "Not found" } });
  });
});

describe("the content library's seed", () => {
  it("runs again without adding anything", async () => {
    const before = (await get("/v1/content/certificates")).json().data;
    await seedContentLibraryIfEmpty(t.db, "Devre Elektronik");
    expect((await get("/v1/content/certificates")).json().data).toEqual(before);
    expect((await get("/v1/content/articles")).json().data.totalCount).toBe(ARTICLES.length);
  });
});
