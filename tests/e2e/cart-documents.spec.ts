import type { Page } from "@playwright/test";
import type { Cart } from "../../contract/api/carts/schemas";
import { pricedPartOnFirstRows } from "./support/catalog-api";
import { expect, expectAccessible, test } from "./support/fixtures";
import { apiAs, signInAsFreshConsumer } from "./support/fresh-account";

/** The document page shows the buyer, the part in its table of lines and the cart's total as the cart page shows it. */
async function expectDocument(page: Page, heading: string, expected: { name: string; mpn: string; total: string; caption: string }) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  await expect(page.getByRole("article")).toContainText(expected.name);
  const table = page.getByRole("table", { name: expected.caption });
  await expect(table.getByRole("rowheader", { name: expected.mpn })).toBeVisible();
  await expect(table.locator("[data-document-total]")).toHaveText(expected.total);
  await expect(page.getByText(/\{\{|\}\}/)).toHaveCount(0);
  await expectAccessible(page);
}

test("a signed-in buyer opens the preliminary information form and the distance sales contract from the cart page", async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  const part = await pricedPartOnFirstRows(page.request);
  const buyer = await signInAsFreshConsumer(context, baseURL!, "documents", testInfo.project.name);
  await apiAs<{ cart: Cart }>(buyer.token, "POST", "carts/users/me/active/lines", {
    items: [{ variantId: part.variantId, quantity: part.minimumOrderQuantity }],
  });

  await page.goto("/sepetim");
  const total = (await page.locator("[data-cart-total]").textContent())!.trim();
  const turkish = { name: "Adı soyadı: Ece Test", mpn: part.mpn, total, caption: "Sözleşme konusu ürünler" };
  const documents = page.getByRole("navigation", { name: "Sepetin yasal belgeleri" });
  await documents.getByRole("link", { name: "Ön bilgilendirme formu" }).click();
  await expect(page).toHaveURL(/\/sepetim\/on-bilgilendirme-formu$/);
  await expectDocument(page, "Ön Bilgilendirme Formu", turkish);
  await expect(page.getByText(`E-posta: ${buyer.email}`)).toBeVisible();
  await expect(page.getByText("Adresi: Ödeme adımında bildirilecektir")).toBeVisible();

  await page.getByRole("link", { name: "Sepete dön" }).first().click();
  await expect(page).toHaveURL(/\/sepetim$/);
  await documents.getByRole("link", { name: "Mesafeli satış sözleşmesi" }).click();
  await expect(page).toHaveURL(/\/sepetim\/mesafeli-satis-sozlesmesi$/);
  await expectDocument(page, "Mesafeli Satış Sözleşmesi", turkish);

  // The English pages answer the English texts.
  await page.goto("/en/shopping-cart");
  const englishTotal = (await page.locator("[data-cart-total]").textContent())!.trim();
  await page.getByRole("navigation", { name: "The cart's legal documents" }).getByRole("link", { name: "Distance sales contract" }).click();
  await expect(page).toHaveURL(/\/en\/shopping-cart\/distance-sales-contract$/);
  await expectDocument(page, "Distance Sales Contract", {
    ...turkish,
    name: "Name: Ece Test",
    total: englishTotal,
    caption: "Goods covered by the contract",
  });
  await expect(page.getByText("Address: To be given at checkout")).toBeVisible();
});

test("an empty cart's documents say why there is nothing to show", async ({ page, context, baseURL }, testInfo) => {
  const buyer = await signInAsFreshConsumer(context, baseURL!, "documents-empty", testInfo.project.name);
  const emptyText = "Your cart has no parts: the documents are filled in with the parts in the cart. Add parts to the cart first.";

  // No cart at all yet, then a cart without lines (the API's answer).
  for (const step of ["no cart", "an empty cart"]) {
    if (step === "an empty cart") await apiAs(buyer.token, "POST", "carts/users/me", { name: "Boş" });
    const response = await page.goto("/en/shopping-cart/preliminary-information-form");
    expect(response?.status(), step).toBe(409);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Preliminary information form");
    await expect(page.getByRole("status")).toHaveText(emptyText);
    await expect(page.getByRole("link", { name: "Back to the cart" }).first()).toHaveAttribute("href", "/en/shopping-cart");
  }
  // The cart page offers no documents for an empty cart.
  await page.goto("/en/shopping-cart");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("My cart");
  await expect(page.getByRole("navigation", { name: "The cart's legal documents" })).toHaveCount(0);
});

test("a guest reads the documents filled in as far as the checkout has come", async ({ page, request }) => {
  const part = await pricedPartOnFirstRows(request);
  await page.goto("/en/ps/chip-resistors-smd?inStock=true");
  await page.getByRole("button", { name: `Add to cart: ${part.mpn}, ${part.packaging}` }).click();
  await expect(page.getByRole("banner").getByLabel(/items in your cart/)).toHaveText("1");
  await page.goto("/en/shopping-cart");
  const total = (await page.locator("[data-cart-total]").textContent())!.trim();
  await page.getByRole("navigation", { name: "The cart's legal documents" }).getByRole("link", { name: "Distance sales contract" }).click();
  await expect(page).toHaveURL(/\/en\/shopping-cart\/distance-sales-contract$/);
  // No address typed yet: the guest's name, e-mail and address come at checkout.
  await expectDocument(page, "Distance Sales Contract", {
    name: "Name: To be given at checkout",
    mpn: part.mpn,
    total,
    caption: "Goods covered by the contract",
  });
  await expect(page.getByText("E-mail: To be given at checkout")).toBeVisible();
});
