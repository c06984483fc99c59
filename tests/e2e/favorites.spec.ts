import type { Page } from "@playwright/test";
import type { ProductListItem, VariantSearchResult } from "../../contract/api/catalog/schemas";
import { pathFor } from "../../contract/paths";
import { analyticsEvents } from "./support/analytics";
import { catalogApi, pricedPartOnFirstRows, steppedPart } from "./support/catalog-api";
import { expect, expectAccessible, jsEnabled, test } from "./support/fixtures";
import { signInAsFreshConsumer } from "./support/fresh-account";

// Favorites and wish lists (issue 34, item 3): every step is a plain form post, so it runs with JavaScript off and on;
// with scripts an add to favorites or to a wish list is also an add_to_wishlist event in the dataLayer.

const LIST = "/en/ps/chip-resistors-smd?inStock=true";
const productPage = (item: Pick<ProductListItem, "categorySlug" | "productSlug" | "sku">) =>
  `/en/p/${item.categorySlug}/${item.productSlug}?sku=${encodeURIComponent(item.sku)}`;
const favoritesPage = pathFor("favoriteProducts", "en");
const wishListsPage = pathFor("wishLists", "en");

/** Priced parts with stock for their minimum on the list's first page, of different part numbers. */
async function pricedRows(request: Parameters<typeof catalogApi>[0]) {
  const list = await catalogApi<VariantSearchResult>(request, "products/variants/search", {
    category: "chip-resistors-smd",
    inStock: "true",
  });
  const priced = list.items.filter((item) => item.isShowPrice && (item.stock ?? 0) >= item.minimumOrderQuantity);
  return priced.filter((item, index) => priced.findIndex((other) => other.mpn === item.mpn) === index);
}

/** A list row's part as its labels name it: MPN and packaging (English packaging names are the catalogue's own). */
const rowLabel = (item: ProductListItem) => `${item.mpn}, ${item.packaging}`;

const wishlistEvents = (page: Page) => analyticsEvents(page, "add_to_wishlist");

test("favorites are added from the product page and the list (one or several), used from their page and removed", async ({
  page,
  context,
  baseURL,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  await signInAsFreshConsumer(context, baseURL!, "favorites", testInfo.project.name);
  const [first, second, third, fourth] = await pricedRows(request);
  expect(fourth, "four priced parts of different part numbers on the list's first page").toBeDefined();

  // From the product page: the button turns into "remove".
  await page.goto(productPage(first));
  await page.getByRole("button", { name: "Add to favorites" }).click();
  await expect(page.getByText("Added to your favorites").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Remove from favorites" })).toBeVisible();
  if (jsEnabled())
    await expect
      .poll(() => wishlistEvents(page))
      .toEqual([
        expect.objectContaining({
          event: "add_to_wishlist",
          user_type: "b2c",
          ecommerce: expect.objectContaining({
            currency: first.currency,
            items: [
              expect.objectContaining({
                item_id: first.sku,
                item_name: first.mpn,
                item_brand: first.manufacturer.name,
                quantity: 1,
                index: 0,
                location_id: expect.any(String),
                affiliation: expect.any(String),
              }),
            ],
          }),
        }),
      ]);

  // From the list: nothing ticked is refused beside the button; two ticked rows go in with one post.
  await page.goto(LIST);
  await expect(page.getByRole("button", { name: `Remove from favorites: ${rowLabel(first)}` })).toBeVisible();
  await page.getByRole("button", { name: "Add selected to favorites" }).click();
  await expect(page.getByText("Tick at least one part in the list first.")).toBeVisible();
  await page.getByLabel(`Select ${rowLabel(second)}`).check();
  await page.getByLabel(`Select ${rowLabel(third)}`).check();
  await page.getByRole("button", { name: "Add selected to favorites" }).click();
  await expect(page.getByText("2 parts added to your favorites").first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${LIST.replace(/[?]/g, "\\?")}$`));
  await expect(page.getByRole("button", { name: `Remove from favorites: ${rowLabel(second)}` })).toBeVisible();
  await expect(page.getByRole("button", { name: `Remove from favorites: ${rowLabel(third)}` })).toBeVisible();
  // One row's own button.
  await page.getByRole("button", { name: `Add to favorites: ${rowLabel(fourth)}` }).click();
  await expect(page.getByRole("button", { name: `Remove from favorites: ${rowLabel(fourth)}` })).toBeVisible();
  if (jsEnabled())
    await expect
      .poll(async () => (await wishlistEvents(page)).flatMap((event) => (event.ecommerce as { items: Array<{ item_id: string }> }).items))
      .toEqual([
        expect.objectContaining({ item_id: second.sku }),
        expect.objectContaining({ item_id: third.sku }),
        expect.objectContaining({ item_id: fourth.sku }),
      ]);

  // The favorites page, in the account menu: each part with add to cart and remove.
  await page.goto(pathFor("dashboard", "en"));
  await page.getByRole("navigation", { name: "Account pages" }).getByRole("link", { name: "Favorite products" }).first().click();
  await expect(page).toHaveURL(new RegExp(`${favoritesPage}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Favorite products" })).toBeVisible();
  await expect(page.getByText("4 favorites", { exact: true })).toBeVisible();
  await expectAccessible(page);
  const cartCount = page.getByRole("banner").getByLabel(/items in your cart/);
  await page.getByRole("button", { name: `Add to cart: ${rowLabel(first)}` }).click();
  await expect(cartCount).toHaveText("1");
  await page.getByRole("button", { name: `Remove from favorites: ${rowLabel(second)}` }).click();
  await expect(page.getByText("Removed from your favorites").first()).toBeVisible();
  await expect(page.getByText("3 favorites", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: second.mpn, exact: true })).toHaveCount(0);
});

test("a guest who adds a favorite signs in first and comes back to the part", async ({ page, request }) => {
  const part = await pricedPartOnFirstRows(request);
  await page.goto(productPage(part));
  await page.getByRole("button", { name: "Add to favorites" }).click();
  await expect(page).toHaveURL(/\/en\/login\?redirectTo=/);
  expect(new URL(page.url()).searchParams.get("redirectTo")).toBe(productPage(part));
});

test("wish lists are filled from the product page, created, renamed, deleted after confirming and moved to the cart", async ({
  page,
  context,
  baseURL,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  await signInAsFreshConsumer(context, baseURL!, "wish-lists", testInfo.project.name);
  const { stepped } = await steppedPart(request);
  const plain = (await pricedRows(request)).find((item) => item.mpn !== stepped.mpn)!;

  // A new list needs a name: refused beside the field, what was typed kept.
  await page.goto(productPage(plain));
  const form = page.getByRole("region", { name: "Add to a wish list" });
  await form.getByLabel("Wish list", { exact: true }).selectOption({ label: "New wish list…" });
  await form.getByLabel("Quantity for the wish list").fill(String(plain.minimumOrderQuantity));
  await form.getByRole("button", { name: "Add to wish list" }).click();
  const nameField = form.getByLabel("Name of the new wish list");
  await expect(nameField).toHaveAttribute("aria-invalid", "true");
  await expect(nameField).toHaveAccessibleDescription(/This field is required/);
  await expect(form.getByLabel("Quantity for the wish list")).toHaveValue(String(plain.minimumOrderQuantity));
  await nameField.fill("Bench supply");
  await form.getByRole("button", { name: "Add to wish list" }).click();
  await expect(page.getByText("Added to the wish list “Bench supply”").first()).toBeVisible();
  if (jsEnabled())
    await expect
      .poll(() => wishlistEvents(page))
      .toEqual([
        expect.objectContaining({
          ecommerce: expect.objectContaining({
            items: [expect.objectContaining({ item_id: plain.sku, quantity: plain.minimumOrderQuantity })],
          }),
        }),
      ]);

  // The stepped part into the same list, off its multiple: the list keeps it, the cart will not take it.
  await page.goto(productPage(stepped));
  const offStep = stepped.minimumOrderQuantity + 1;
  await form.getByLabel("Wish list", { exact: true }).selectOption({ label: "Bench supply" });
  await form.getByLabel("Quantity for the wish list").fill(String(offStep));
  await form.getByRole("button", { name: "Add to wish list" }).click();
  await expect(page.getByText("Added to the wish list “Bench supply”").first()).toBeVisible();

  // The wish lists page, in the account menu.
  await page.goto(pathFor("dashboard", "en"));
  await page.getByRole("navigation", { name: "Account pages" }).getByRole("link", { name: "Wish lists" }).first().click();
  await expect(page).toHaveURL(new RegExp(`${wishListsPage}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Wish lists" })).toBeVisible();
  const card = (name: string) => page.getByRole("article", { name, exact: true });
  await expect(card("Bench supply").getByText("2 parts")).toBeVisible();
  await expectAccessible(page);

  // Create: a name already used (in another case) is refused beside the field.
  const create = page.getByRole("region", { name: "New wish list" });
  await create.getByLabel("Name").fill("bench SUPPLY");
  await create.getByRole("button", { name: "Create wish list" }).click();
  await expect(create.getByText("You already have a wish list of this name.")).toBeVisible();
  await expect(create.getByLabel("Name")).toHaveValue("bench SUPPLY");
  await create.getByLabel("Name").fill("Spare");
  await create.getByRole("button", { name: "Create wish list" }).click();
  await expect(page.getByText("The wish list “Spare” was created").first()).toBeVisible();
  await card("Spare").getByLabel("New name for Spare").fill("Spares");
  await card("Spare").getByRole("button", { name: "Rename" }).click();
  await expect(page.getByText("The wish list is now called “Spares”").first()).toBeVisible();

  // Delete asks first.
  await page.getByRole("link", { name: "Delete the wish list Spares" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete the wish list “Spares”?" });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Delete the wish list" }).click();
  await expect(page.getByText("The wish list was deleted").first()).toBeVisible();
  await expect(card("Spares")).toHaveCount(0);

  // Move all to the cart: the plain part goes, the stepped one (off its multiple) stays with the rule's words.
  await page.getByRole("button", { name: "Move all to cart: Bench supply" }).click();
  await expect(page.getByText("1 part moved to your cart").first()).toBeVisible();
  await expect(page.getByText(`multiples of ${stepped.orderQuantityMultiplier}`).first()).toBeVisible();
  await expect(card("Bench supply").getByRole("link", { name: stepped.mpn })).toBeVisible();
  await expect(card("Bench supply").getByRole("link", { name: plain.mpn })).toHaveCount(0);
  await expect(page.getByRole("banner").getByLabel(/items in your cart/)).toHaveText("1");

  // Removing the item left, then the list is empty.
  await page.getByRole("button", { name: `Remove ${stepped.mpn} from Bench supply` }).click();
  await expect(page.getByText("The part was taken off the wish list").first()).toBeVisible();
  await expect(card("Bench supply").getByText("No parts in this list yet")).toBeVisible();
});
