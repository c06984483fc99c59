import type { Cart } from "../../contract/api/carts/schemas";
import type { VariantSearchResult } from "../../contract/api/catalog/schemas";
import { catalogApi } from "./support/catalog-api";
import { expect, expectAccessible, test } from "./support/fixtures";
import { apiAs, signInAsFreshConsumer } from "./support/fresh-account";

test("a user shares a cart by a signed link; a guest is asked to sign in, another user copies it; a forged link is a 404", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const list = await catalogApi<VariantSearchResult>(page.request, "products/variants/search", {
    category: "chip-resistors-smd",
    inStock: "true",
  });
  const part = list.items.find((item) => item.isShowPrice && (item.stock ?? 0) >= item.minimumOrderQuantity)!;
  const sharer = await signInAsFreshConsumer(page.context(), baseURL!, "share", testInfo.project.name);
  await apiAs<Cart>(sharer.token, "POST", "carts/users/me/active/lines", {
    items: [{ variantId: part.variantId, quantity: part.minimumOrderQuantity }],
  });

  await page.goto("/en/shopping-cart");
  await page.getByRole("button", { name: "Create a share link" }).click();
  const link = await page.getByLabel("Share link").inputValue();
  expect(link).toMatch(new RegExp(`^${baseURL}/en/shared-cart/\\d+\\.\\d+\\.[\\w-]{43}$`));

  const guest = await browser.newContext({ javaScriptEnabled: testInfo.project.name === "js-on" });
  const guestPage = await guest.newPage();
  await guestPage.goto(link);
  await expect(guestPage.getByRole("heading", { level: 1 })).toHaveText(/^Shared cart: /);
  await expect(guestPage.getByRole("link", { name: part.mpn })).toBeVisible();
  await expect(guestPage.getByRole("link", { name: "Sign in to copy it" })).toBeVisible();
  await expectAccessible(guestPage);
  const forged = link.replace(/[\w-]{43}$/, "A".repeat(43));
  expect((await guestPage.goto(forged))?.status()).toBe(404);

  const copier = await signInAsFreshConsumer(guest, baseURL!, "copy", testInfo.project.name);
  await guestPage.goto(link);
  await guestPage.getByRole("button", { name: "Copy into my cart" }).click();
  await expect(guestPage).toHaveURL(/\/en\/shopping-cart$/);
  await expect(guestPage.getByText(/^Shared cart copied: /)).toBeVisible();
  await expect(guestPage.getByLabel(`Quantity of ${part.mpn}`)).toHaveValue(String(part.minimumOrderQuantity));
  const active = await apiAs<Cart>(copier.token, "GET", "carts/users/me/active");
  expect(active.slots.normal.map((line) => [line.variantId, line.lineType])).toEqual([[part.variantId, "SharesByLink"]]);
  await guest.close();
});
