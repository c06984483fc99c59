import { readFile } from "node:fs/promises";
import type { ArticleSummary, Certificate } from "../../contract/api/content/library";
import type { ContentPage } from "../../contract/api/content/schemas";
import { pathFor } from "../../contract/paths";
import { formatDate } from "../../app/lib/dates";
import { catalogApi } from "./support/catalog-api";
import { pdfText } from "./support/downloads";
import { expect, expectAccessible, test } from "./support/fixtures";

// The content library (issue 17, item 7): the distribution page, the documents and certificates page with its
// downloads, and the magazine with its articles, in both languages. Expected texts are read from the API.

type Locale = "tr" | "en";

const TEXTS = {
  tr: {
    certificates: "Belgeler ve sertifikalar",
    download: "PDF'yi indir",
    noEndDate: "Süresiz",
    magazine: "Magazin",
    byline: (author: string) => `Yazan: ${author}`,
    back: "Tüm yazılara dön",
    related: "Belgeler ve sertifikalar",
  },
  en: {
    certificates: "Documents and certificates",
    download: "Download the PDF",
    noEndDate: "No end date",
    magazine: "Magazine",
    byline: (author: string) => `By ${author}`,
    back: "Back to all articles",
    related: "Documents and certificates",
  },
} as const;

for (const locale of ["tr", "en"] as const satisfies readonly Locale[]) {
  const texts = TEXTS[locale];

  test(`the distribution page shows its text from the API, in ${locale}`, async ({ page, request }) => {
    const content = await catalogApi<ContentPage>(request, "content/pages/distribution", {}, locale);
    await page.goto(pathFor("distribution", locale));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", content.summary);
    const headings = content.body.split("\n\n").filter((block) => block.startsWith("## "));
    await expect(page.locator("article").getByRole("heading", { level: 2 })).toHaveText(headings.map((block) => block.slice(3)));
    await expectAccessible(page);

    await page
      .getByRole("navigation", { name: locale === "tr" ? "İlgili sayfalar" : "Related pages" })
      .getByRole("link", { name: texts.related })
      .click();
    await expect(page).toHaveURL(new RegExp(`${pathFor("documentsCertificates", locale)}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.certificates);
  });

  test(`the documents and certificates page lists every certificate with its download, in ${locale}`, async ({ page, request }) => {
    const certificates = await catalogApi<Certificate[]>(request, "content/certificates", {}, locale);
    expect(certificates.length).toBeGreaterThanOrEqual(4);
    await page.goto(pathFor("documentsCertificates", locale));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.certificates);

    const cards = page.locator("main article");
    await expect(cards).toHaveCount(certificates.length);
    for (const [index, certificate] of certificates.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole("heading", { level: 2 })).toHaveText(certificate.title);
      await expect(card).toContainText(certificate.issuer);
      await expect(card).toContainText(certificate.validUntil ? formatDate(certificate.validUntil, locale)! : texts.noEndDate);
      await expect(card).toContainText(/PDF, \d+([.,]\d)? KB/);
      await expect(card.getByRole("link", { name: texts.download })).toHaveAttribute("href", `/api/certificates/${certificate.slug}`);
    }
    await expectAccessible(page);
  });

  test(`the magazine lists the articles newest first and opens one, in ${locale}`, async ({ page, request }) => {
    const list = await catalogApi<{ items: ArticleSummary[]; totalCount: number }>(request, "content/articles", {}, locale);
    expect(list.totalCount).toBeGreaterThanOrEqual(4);
    await page.goto(pathFor("magazine", locale));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.magazine);
    await expect(page.locator("main article h3")).toHaveText(list.items.map((item) => item.title));
    await expectAccessible(page);

    const [first] = list.items;
    await page.getByRole("link", { name: first.title }).click();
    await expect(page).toHaveURL(new RegExp(`${pathFor("magazineArticle", locale, { slug: first.slug })}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(first.title);
    await expect(page.locator("time")).toHaveText(formatDate(first.publishedAt, locale)!);
    await expect(page.getByText(texts.byline(first.author))).toBeVisible();
    await expect(page.locator("article").getByRole("heading", { level: 2 }).first()).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${first.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} \\| `));
    await expectAccessible(page);

    await page.getByRole("link", { name: texts.back }).first().click();
    await expect(page).toHaveURL(new RegExp(`${pathFor("magazine", locale)}$`));
  });
}

test("a certificate downloads as a PDF", async ({ page, request }) => {
  const [certificate] = await catalogApi<Certificate[]>(request, "content/certificates", {}, "tr");
  await page.goto(pathFor("documentsCertificates", "tr"));
  const card = page.getByRole("article", { name: certificate.title });
  const [file] = await Promise.all([page.waitForEvent("download"), card.getByRole("link", { name: TEXTS.tr.download }).click()]);
  expect(file.suggestedFilename()).toBe(certificate.fileName);
  const body = await readFile((await file.path())!);
  expect(body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  expect(body.length).toBe(certificate.byteSize);
  expect(await pdfText(body)).toContain("ÖRNEK BELGE");
});

test("an article keeps its address when the language changes", async ({ page, request }) => {
  const { items } = await catalogApi<{ items: ArticleSummary[] }>(request, "content/articles", {}, "en");
  await page.goto(pathFor("magazineArticle", "tr", { slug: items[0].slug }));
  await page.getByRole("link", { name: "Switch to English" }).click();
  await expect(page).toHaveURL(new RegExp(`${pathFor("magazineArticle", "en", { slug: items[0].slug })}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(items[0].title);
});

test("an unknown article is the 404 page, and a page past the magazine's end shows its last page", async ({ page }) => {
  const missing = await page.goto(pathFor("magazineArticle", "tr", { slug: "boyle-bir-yazi-yok" }));
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sayfa bulunamadı");

  await page.goto(pathFor("magazine", "en", {}, { page: 40 }));
  await expect(page).toHaveURL(new RegExp(`${pathFor("magazine", "en")}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Magazine");
});

test("an unknown certificate's download answers 404 @http-only", async ({ request }) => {
  expect((await request.get("/api/certificates/no-such-certificate")).status()).toBe(404);
  expect((await request.get("/api/certificates/NOT%20A%20SLUG")).status()).toBe(404);
});
