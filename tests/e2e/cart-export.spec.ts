import type { Cart } from "../../contract/api/carts/schemas";
import { pricedPartOnFirstRows } from "./support/catalog-api";
import { download, firstSheet, pdfText } from "./support/downloads";
import { expect, expectAccessible, jsEnabled, test } from "./support/fixtures";
import { apiAs, signInAsFreshConsumer } from "./support/fresh-account";

const DAY = String.raw`\d{4}-\d{2}-\d{2}`;

test("a guest downloads the cart as a PDF and as an Excel sheet, in the page's language", async ({ page }) => {
  const part = await pricedPartOnFirstRows(page.request);

  // Nothing to export before the first add: no links.
  await page.goto("/sepetim");
  await expect(page.getByRole("link", { name: "PDF olarak indir" })).toHaveCount(0);

  await page.goto("/en/ps/chip-resistors-smd?inStock=true");
  await page.getByRole("button", { name: `Add to cart: ${part.mpn}, ${part.packaging}` }).click();
  await expect(page.getByRole("banner").getByLabel(/items in your cart/)).toHaveText("1");
  if (jsEnabled()) await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");

  await page.goto("/sepetim");
  await expectAccessible(page);
  const pdf = await download(page, "PDF olarak indir");
  expect(pdf.name).toMatch(new RegExp(`^sepet-guest-${DAY}\\.pdf$`));
  const text = await pdfText(pdf.body);
  expect(text).toContain(part.mpn);
  expect(text).toContain("Müşteri referansı");
  expect(text).toContain("Genel toplam");

  const excel = await download(page, "Excel olarak indir");
  expect(excel.name).toMatch(new RegExp(`^sepet-guest-${DAY}\\.xlsx$`));
  const sheet = await firstSheet(excel.body);
  expect(sheet.getRow(1).getCell(1).value).toBe("Üretici parça no");
  expect(sheet.getRow(2).getCell(1).value).toBe(part.mpn);
  expect(sheet.getRow(2).getCell(5).value).toBe(part.minimumOrderQuantity);

  // The English page's link answers the English file.
  await page.goto("/en/shopping-cart");
  const english = await download(page, "Download as PDF");
  expect(english.name).toMatch(new RegExp(`^cart-guest-${DAY}\\.pdf$`));
  expect(await pdfText(english.body)).toContain("Customer reference");
});

test("a signed-in user downloads the active cart, named for its id", async ({ page, context, baseURL }, testInfo) => {
  const part = await pricedPartOnFirstRows(page.request);
  const consumer = await signInAsFreshConsumer(context, baseURL!, "export", testInfo.project.name);
  const { cart } = await apiAs<{ cart: Cart }>(consumer.token, "POST", "carts/users/me/active/lines", {
    items: [{ variantId: part.variantId, quantity: part.minimumOrderQuantity }],
  });

  await page.goto("/en/shopping-cart");
  const excel = await download(page, "Download as Excel");
  expect(excel.name).toMatch(new RegExp(`^cart-${cart.id}-${DAY}\\.xlsx$`));
  expect((await firstSheet(excel.body)).getRow(2).getCell(1).value).toBe(part.mpn);
});
