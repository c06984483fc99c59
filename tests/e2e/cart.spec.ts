import type { Page } from "@playwright/test";
import type { Cart } from "../../contract/api/carts/schemas";
import type { ProductDetail, ProductListItem, VariantSearchResult } from "../../contract/api/catalog/schemas";
import { pathFor } from "../../contract/paths";
import { catalogApi, steppedPart } from "./support/catalog-api";
import { download, firstSheet, pdfText } from "./support/downloads";
import { analyticsEvents } from "./support/analytics";
import { expect, expectAccessible, jsEnabled, test } from "./support/fixtures";
import { apiAs, freshConsumer } from "./support/fresh-account";

const usd = (value: string | number) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", currencyDisplay: "narrowSymbol", minimumFractionDigits: 2 }).format(
    Number(value),
  );
const cartCard = (page: Page, name: string) => page.getByRole("article").filter({ has: page.getByRole("heading", { name, exact: true }) });
const productPage = (item: ProductListItem) => `/en/p/${item.categorySlug}/${item.productSlug}?sku=${encodeURIComponent(item.sku)}`;

test("a guest adds parts (the server refusing a quantity below the minimum and off the multiple), signs in back to the cart and finds the lines merged", async ({
  page,
}, testInfo) => {
  // Two parts from the API: one sold from a minimum in steps with stock for three steps, and another one.
  const { stepped } = await steppedPart(page.request);
  // The other from the first rows of the list page the test opens.
  const firstPage = await catalogApi<VariantSearchResult>(page.request, "products/variants/search", {
    category: "chip-resistors-smd",
    inStock: "true",
  });
  const other = firstPage.items
    .slice(0, 10)
    .find((item) => item.isShowPrice && item.productId !== stepped?.productId && (item.stock ?? 0) >= 2 * item.minimumOrderQuantity);
  expect(stepped, "a part sold in steps with stock, in the demo data").toBeDefined();
  expect(other).toBeDefined();
  const { minimumOrderQuantity: minimum, orderQuantityMultiplier: multiplier } = stepped!;
  const cartCount = page.getByRole("banner").getByLabel(/items in your cart/);

  // Below the minimum: the server's words next to the field, the typed quantity kept, nothing in the cart.
  await page.goto(productPage(stepped!));
  const quantity = page.getByLabel("Quantity", { exact: true });
  await quantity.fill(String(minimum - 1));
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByRole("alert").filter({ hasText: `This part is sold in quantities of at least ${minimum}.` })).toBeVisible();
  await expect(quantity).toHaveValue(String(minimum - 1));
  await expect(cartCount).toHaveCount(0);

  // With scripts the add goes through a fetcher to the cart's JSON route (the curl test reads its answer): the header's
  // count changes in the same document (no reload).
  if (jsEnabled()) await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const fetcherAnswer = jsEnabled()
    ? page.waitForResponse((response) => response.request().method() === "POST" && response.url().includes("/api/shoppingCart"))
    : null;
  await quantity.fill(String(minimum));
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(cartCount).toHaveText("1");
  if (fetcherAnswer) {
    expect((await fetcherAnswer).status()).toBe(200);
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  }
  await expect(page.getByText("Added to the cart")).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "at least" })).toHaveCount(0);
  // With scripts, the add is an analytics event with the part, the quantity and the store's item fields.
  // (The analytics code loads with the first event: poll.)
  if (jsEnabled())
    await expect
      .poll(() => analyticsEvents(page, "add_to_cart"))
      .toEqual([
        expect.objectContaining({
          user_type: "guest",
          ecommerce: expect.objectContaining({
            items: [
              expect.objectContaining({
                item_id: stepped!.sku,
                item_name: stepped!.mpn,
                quantity: minimum,
                location_id: expect.any(String),
                affiliation: expect.any(String),
              }),
            ],
          }),
        }),
      ]);

  // A second part from its list row.
  await page.goto("/en/ps/chip-resistors-smd?inStock=true");
  // English packaging names are the catalogue's own ("Cut Tape").
  await page.getByRole("button", { name: `Add to cart: ${other!.mpn}, ${other!.packaging}` }).click();
  await expect(cartCount).toHaveText("2");
  await expect(page).toHaveURL(/\/en\/ps\/chip-resistors-smd\?inStock=true$/);

  // In the cart, a quantity off the multiple is refused with the server's words; the field keeps it.
  await page.getByRole("banner").getByRole("link", { name: /^Cart/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "My cart" })).toBeVisible();
  if (jsEnabled()) await expect.poll(async () => (await analyticsEvents(page, "view_cart")).length).toBeGreaterThan(0);
  const steppedQuantity = page.getByLabel(`Quantity of ${stepped!.mpn}`);
  await expect(steppedQuantity).toHaveValue(String(minimum));
  await steppedQuantity.fill(String(minimum + 1));
  await steppedQuantity.locator("xpath=ancestor::form").getByRole("button", { name: "Update" }).click();
  await expect(
    page
      .getByRole("alert")
      .filter({ hasText: `This part is sold in multiples of ${multiplier}: choose ${minimum} or ${minimum + multiplier}.` }),
  ).toBeVisible();
  await expect(steppedQuantity).toHaveValue(String(minimum + 1));
  await steppedQuantity.fill(String(minimum + multiplier));
  await steppedQuantity.locator("xpath=ancestor::form").getByRole("button", { name: "Update" }).click();
  await expect(page.getByText("Cart updated")).toBeVisible();
  await expect(steppedQuantity).toHaveValue(String(minimum + multiplier));
  await expectAccessible(page);

  // Signing in from the cart comes back to it with the guest's lines in the user's active cart.
  const consumer = await freshConsumer("cart", testInfo.project.name);
  await page.goto("/en/login?redirectTo=%2Fen%2Fshopping-cart");
  await page.getByLabel("E-mail").fill(consumer.email);
  await page.getByLabel("Password").fill(consumer.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/en\/shopping-cart$/);
  await expect(page.getByLabel(`Quantity of ${stepped!.mpn}`)).toHaveValue(String(minimum + multiplier));
  await expect(page.getByLabel(`Quantity of ${other!.mpn}`)).toHaveValue(String(other!.minimumOrderQuantity));
  await expect(cartCount).toHaveText("2");
  const active = await apiAs<Cart>(consumer.token, "GET", "carts/users/me/active?currency=USD");
  expect(active.slots.normal.map((line) => line.variantId).sort()).toEqual([stepped!.variantId, other!.variantId].sort());
  await expect(page.locator("[data-cart-total]")).toHaveText(usd(active.totals.primary.total));

  // A second named cart (it becomes the active one), then the first made active again to go on with it.
  await page.goto(pathFor("yourCarts", "en"));
  await page.getByLabel("Cart name").fill("Second cart");
  await page.getByRole("button", { name: "Create the cart" }).click();
  await expect(cartCard(page, "Second cart").getByText("Active cart")).toBeVisible();
  await expect(cartCount).toHaveCount(0);
  await cartCard(page, active.name).getByRole("button", { name: "Make this cart active" }).click();
  await expect(cartCard(page, active.name).getByText("Active cart")).toBeVisible();
  await expect(cartCount).toHaveText("2");
  await cartCard(page, active.name).getByRole("link", { name: "Open the cart" }).click();
  await expect(page.getByLabel(`Quantity of ${stepped!.mpn}`)).toHaveValue(String(minimum + multiplier));

  // Both exports open, with the lines and the total the API computes.
  const total = active.totals.primary;
  const pdf = await pdfText((await download(page, "Download as PDF")).body);
  for (const part of [stepped!, other!]) expect(pdf).toContain(part.mpn);
  expect(pdf).toContain(new Intl.NumberFormat("en-GB", { minimumFractionDigits: 2 }).format(Number(total.total)));
  const sheet = await firstSheet((await download(page, "Download as Excel")).body);
  expect([sheet.getRow(2).getCell(1).value, sheet.getRow(3).getCell(1).value].sort()).toEqual([stepped!.mpn, other!.mpn].sort());
  const totalRow = sheet.getRows(4, sheet.rowCount - 3)!.find((row) => String(row.getCell(6).value).startsWith("Total"));
  expect(totalRow?.getCell(6).value).toBe(`Total (${total.currency})`);
  expect(totalRow?.getCell(7).value).toBe(Number(total.total));

  // Removing one line; emptying asks first.
  await page.getByRole("button", { name: `Remove ${other!.mpn} from the cart` }).click();
  await expect(page.getByText("Part removed from the cart")).toBeVisible();
  await expect(cartCount).toHaveText("1");
  if (jsEnabled())
    await expect
      .poll(async () =>
        (await analyticsEvents(page, "remove_from_cart")).map(
          (event) => (event.ecommerce as { items: Array<{ item_id: string }> }).items[0].item_id,
        ),
      )
      .toEqual([other!.sku]);
  await page.getByRole("link", { name: "Empty the cart" }).click();
  await expect(page.getByRole("alertdialog", { name: "Empty the cart?" })).toBeVisible();
  await page.getByRole("button", { name: "Yes, empty the cart" }).click();
  await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
  await expect(cartCount).toHaveCount(0);
  if (jsEnabled()) await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
});

test("selected lines are removed together after confirming, the others stay", async ({ page }) => {
  const list = await catalogApi<VariantSearchResult>(page.request, "products/variants/search", {
    category: "chip-resistors-smd",
    inStock: "true",
  });
  // Three parts of three products (a product's packagings share its MPN).
  const parts = list.items
    .filter((item) => item.isShowPrice && (item.stock ?? 0) >= item.minimumOrderQuantity)
    .filter((item, index, all) => all.findIndex((other) => other.productId === item.productId) === index)
    .slice(0, 3);
  expect(parts).toHaveLength(3);
  await page.goto("/en/ps/chip-resistors-smd?inStock=true");
  for (const [index, part] of parts.entries()) {
    await page.getByRole("button", { name: `Add to cart: ${part.mpn}, ${part.packaging}` }).click();
    await expect(page.getByRole("banner").getByLabel(/items in your cart/)).toHaveText(String(index + 1));
  }

  await page.goto("/en/shopping-cart");
  await page.getByRole("button", { name: "Remove the selected lines" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Select the lines to remove first" })).toBeVisible();
  for (const part of parts.slice(0, 2)) await page.getByRole("checkbox", { name: `Select ${part.mpn}, ${part.packaging}` }).check();
  await page.getByRole("button", { name: "Remove the selected lines" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Remove 2 lines from the cart?" });
  await expect(confirm).toBeVisible();
  for (const part of parts.slice(0, 2)) await expect(confirm.getByText(part.mpn, { exact: true })).toBeVisible();
  await expectAccessible(page);
  await confirm.getByRole("button", { name: "Yes, remove 2 lines" }).click();
  await expect(page.getByText("Part removed from the cart")).toBeVisible();
  await expect(page.getByRole("banner").getByLabel(/items in your cart/)).toHaveText("1");
  await expect(page.getByLabel(`Quantity of ${parts[2].mpn}`)).toBeVisible();
  for (const part of parts.slice(0, 2)) await expect(page.getByLabel(`Quantity of ${part.mpn}`)).toHaveCount(0);
});

test("a cart line moves to another packaging of its part only when its quantity suits that packaging", async ({ page }) => {
  const list = await catalogApi<VariantSearchResult>(page.request, "products/variants/search", {
    category: "chip-resistors-smd",
    packaging: "Cut Tape",
    inStock: "true",
  });
  const cut = list.items.find((item) => item.isShowPrice && (item.stock ?? 0) >= item.minimumOrderQuantity)!;
  const detail = await catalogApi<ProductDetail>(page.request, `products/by-slug/${cut.productSlug}`);
  const reel = detail.variants.find((variant) => variant.packaging === "Reel");
  expect(reel, "the part also comes on a reel").toBeDefined();

  await page.goto(productPage(cut));
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByText("Added to the cart")).toBeVisible();
  await page.goto("/en/shopping-cart");
  await page.getByLabel(`Packaging of ${cut.mpn}`).selectOption({ label: "Reel" });
  await page.getByRole("button", { name: "Change" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: `This part is sold in quantities of at least ${reel!.minimumOrderQuantity}.` }),
  ).toBeVisible();
  await expect(page.getByLabel(`Quantity of ${cut.mpn}`)).toHaveValue(String(cut.minimumOrderQuantity));
});

test("a first anonymous visit to catalog pages and the empty cart sets no cookie, and catalog pages stay publicly cacheable", async ({
  request,
}) => {
  for (const path of ["/en", "/en/c", "/en/ps/chip-resistors-smd", "/en/shopping-cart"]) {
    const response = await request.get(path, { headers: { Cookie: "" } });
    expect(response.status(), path).toBe(200);
    expect(response.headers()["set-cookie"], path).toBeUndefined();
    if (path !== "/en/shopping-cart") expect(response.headers()["cache-control"], path).toMatch(/^public/);
  }
});

test("a crawler reads only the empty cart, marked noindex, and is sent from a checkout step to it; a filled cart carries no robots directive", async ({
  page,
  request,
}) => {
  const crawlerCart = await request.get("/en/shopping-cart", { headers: { Cookie: "" } });
  expect(await crawlerCart.text()).toContain('<meta name="robots" content="noindex"/>');
  const crawlerStep = await request.get("/en/shopping-cart/address", { headers: { Cookie: "" }, maxRedirects: 0 });
  expect(crawlerStep.status()).toBe(302);
  expect(crawlerStep.headers().location).toBe("/en/shopping-cart");

  const list = await catalogApi<VariantSearchResult>(page.request, "products/variants/search", {
    category: "chip-resistors-smd",
    inStock: "true",
  });
  const part = list.items.find((item) => item.isShowPrice && (item.stock ?? 0) >= item.minimumOrderQuantity)!;
  await page.goto(productPage(part));
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByText("Added to the cart")).toBeVisible();
  await page.goto("/en/shopping-cart");
  await expect(page.getByLabel(`Quantity of ${part.mpn}`)).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
});
