import type { BrowserContext, Page } from "@playwright/test";
import type { Cart, CartLine } from "../../contract/api/carts/schemas";
import type { ProductListItem } from "../../contract/api/catalog/schemas";
import type { TokenRecord } from "../../contract/api/identity/schemas";
import { pathFor } from "../../contract/paths";
import { AFFILIATION, ITEM_LOCATION_ID } from "../../app/lib/analytics";
import { expect, jsEnabled, test } from "./support/fixtures";
import { analyticsEvents } from "./support/analytics";
import { pricedPartOnFirstRows } from "./support/catalog-api";
import { fillConsumerSignup, readCodeFromOutbox, uniqueEmail } from "./support/account-flows";
import { apiAs, freshConsumer, signInAsFreshConsumer } from "./support/fresh-account";
import { demoCompanyColleague } from "./support/fresh-company";
import { DEMO_ACCOUNTS, signIn } from "./support/session";
import { staffTokens } from "./support/staff";

// Analytics events of an account (issue 34 item 7, spec §6): a sign-in ends in a redirect that also works without
// scripts, so the event waits in a one-time cookie and the page it lands on pushes `login` with the spec's method
// label, and a verified sign-up `sign_up`, (app/server/analytics-flash.server.ts). Scripts only: without them nothing is pushed, and the cookie is spent.

for (const { userType, account, method } of [
  { userType: "b2c", account: DEMO_ACCOUNTS.consumer, method: "B2C_Login" },
  { userType: "b2b", account: DEMO_ACCOUNTS.businessAdmin, method: "B2B_Login" },
] as const) {
  test(`a ${userType} sign-in through the form is a login event with method ${method}, once`, async ({ page, context }) => {
    await page.goto(`/en/login?userType=${userType}`);
    await page.getByLabel("E-mail").fill(account.email);
    await page.getByLabel("Password").fill(account.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    // The dashboard, in the language the account saved (the demo accounts' may have been changed by another test).
    await expect(page.getByRole("heading", { level: 1, name: /^(My account|Hesabım)$/ })).toBeVisible();
    if (jsEnabled()) {
      await expect.poll(() => analyticsEvents(page, "login")).toEqual([{ event: "login", method, user_type: userType }]);
      // The event was the sign-in's alone: the next page pushes none.
      await page.reload();
      expect(await analyticsEvents(page, "login")).toEqual([]);
    }
    expect((await context.cookies()).find((cookie) => cookie.name === "analytics-event")).toBeUndefined();
  });
}

test("a consumer's sign-up, once its code is verified, is a sign_up event on the welcome page", async ({ page }) => {
  const email = uniqueEmail("analytics", test.info().project.name);
  await page.goto("/en/signup");
  await fillConsumerSignup(page, { firstName: "Elif", lastName: "Demir", email, password: "First1234" });
  await page.getByRole("button", { name: "Create my account" }).click();
  await expect(page).toHaveURL(/\/en\/otp$/);
  const code = await readCodeFromOutbox(page, email);
  await page.goto("/en/otp");
  await page.getByLabel("Verification code").fill(code);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/en\/register\/b2c\/congratz$/);
  if (jsEnabled())
    await expect.poll(() => analyticsEvents(page, "sign_up")).toEqual([{ event: "sign_up", method: "B2C_Signup", user_type: "b2c" }]);
});

// Every way of adding to a cart (or to the favorites and wish lists) ends in a redirect or a fetcher's post: the
// action leaves the event with the items the API answered, and the next page pushes it. Each item is the cart line as
// the API priced it (read back here from the API), with the spec's fields (§3).

const productPage = (item: Pick<ProductListItem, "categorySlug" | "productSlug" | "sku">) =>
  `/en/p/${item.categorySlug}/${item.productSlug}?sku=${encodeURIComponent(item.sku)}`;

/** A fresh consumer's browser with nothing in the cart (parallel tests never share a cart). */
const freshBuyer = (context: BrowserContext, baseURL: string, prefix: string) =>
  signInAsFreshConsumer(context, baseURL, prefix, test.info().project.name);

interface PushedEvent {
  event: string;
  user_type: string;
  ecommerce: { currency: string; value: number; items: Array<Record<string, unknown>> };
}

/**
 * The page pushed one add_to_cart, whose items are the lines of the user's active cart that `added` picks, as the API
 * priced them in the event's currency: SKU, MPN, maker, slot, reference code, unit and extended price, quantity, the
 * line's place in the cart, project and customer reference. Without scripts nothing is pushed; either way the
 * one-time cookie is spent by the page the post landed on.
 */
async function expectAddToCart(
  page: Page,
  token: Pick<TokenRecord, "accessToken">,
  added: (line: CartLine) => boolean,
  userType: "b2b" | "b2c" = "b2c",
) {
  expect((await page.context().cookies()).find((cookie) => cookie.name === "analytics-event")).toBeUndefined();
  if (!jsEnabled()) return;
  await expect.poll(async () => (await analyticsEvents(page, "add_to_cart")).length).toBe(1);
  const [event] = (await analyticsEvents(page, "add_to_cart")) as unknown as PushedEvent[];
  const { currency } = event.ecommerce;
  const cart = await apiAs<Cart>(token, "GET", `carts/users/me/active?currency=${currency}`);
  const lines = [...cart.slots.normal, ...cart.slots.projects.flatMap((slot) => slot.lines)];
  const expected = lines.flatMap((line, index) =>
    added(line)
      ? [
          {
            item_id: line.sku,
            item_name: line.mpn,
            item_brand: line.manufacturerName,
            item_variant: line.packaging,
            slot_id: line.slotId,
            ...(line.referenceCode ? { reference_code: line.referenceCode } : {}),
            price: Number(line.unitPrice!.primary),
            extended_price: Number(line.extendedPrice!.primary),
            quantity: line.quantity.value,
            index,
            ...(line.projectId ? { project_id: line.projectId, project_name: line.projectName } : {}),
            ...(line.customerReference ? { customer_reference: line.customerReference } : {}),
            currency,
            location_id: ITEM_LOCATION_ID,
            affiliation: AFFILIATION,
          },
        ]
      : [],
  );
  expect(expected.length).toBeGreaterThan(0);
  expect(event).toEqual({
    event: "add_to_cart",
    user_type: userType,
    ecommerce: {
      currency,
      value: expect.closeTo(
        expected.reduce((sum, item) => sum + item.extended_price, 0),
        2,
      ),
      items: expected,
    },
  });
  // Once: the next page pushes nothing.
  await page.reload();
  expect(await analyticsEvents(page, "add_to_cart")).toEqual([]);
}

test("the product page's add-to-cart form is an add_to_cart of the line the API priced", async ({ page, context, baseURL, request }) => {
  const part = await pricedPartOnFirstRows(request);
  const buyer = await freshBuyer(context, baseURL!, "event-add");
  await page.goto(productPage(part));
  await page.getByLabel("Quantity", { exact: true }).fill(String(part.minimumOrderQuantity));
  await page.getByRole("button", { name: "Add to cart", exact: true }).click();
  await expect(page.getByText("Added to the cart").first()).toBeVisible();
  await expectAddToCart(page, buyer.token, (line) => line.variantId === part.variantId);
  if (jsEnabled()) {
    const cart = await apiAs<Cart>(buyer.token, "GET", "carts/users/me/active");
    expect(cart.slots.normal.map((line) => [line.sku, line.quantity.value])).toEqual([[part.sku, part.minimumOrderQuantity]]);
  }
});

test("a favorite put in the cart from the favorites page is an add_to_cart", async ({ page, context, baseURL, request }) => {
  const part = await pricedPartOnFirstRows(request);
  const buyer = await freshBuyer(context, baseURL!, "event-favorite");
  await apiAs(buyer.token, "POST", "aggregator/users/me/favorites", { variantId: part.variantId });
  await page.goto(pathFor("favoriteProducts", "en"));
  await page.getByRole("button", { name: `Add to cart: ${part.mpn}, ${part.packaging}` }).click();
  await expect(page.getByRole("banner").getByLabel(/items in your cart/)).toHaveText("1");
  await expectAddToCart(page, buyer.token, (line) => line.variantId === part.variantId);
});

test("a wish list moved to the cart is an add_to_cart of its lines", async ({ page, context, baseURL, request }) => {
  const part = await pricedPartOnFirstRows(request);
  const buyer = await freshBuyer(context, baseURL!, "event-wishlist");
  const list = await apiAs<{ id: number }>(buyer.token, "POST", "aggregator/users/me/wishlists", { name: "Bench" });
  await apiAs(buyer.token, "POST", `aggregator/users/me/wishlists/${list.id}/items`, {
    items: [{ variantId: part.variantId, quantity: part.minimumOrderQuantity }],
  });
  await page.goto(pathFor("wishLists", "en"));
  await page.getByRole("button", { name: "Move all to cart: Bench" }).click();
  await expect(page.getByRole("banner").getByLabel(/items in your cart/)).toHaveText("1");
  await expectAddToCart(page, buyer.token, (line) => line.variantId === part.variantId);
});

test("a shared cart copied is an add_to_cart of every line of the copy", async ({ page, context, baseURL, request }) => {
  const part = await pricedPartOnFirstRows(request);
  const sharer = await freshConsumer("event-sharer", test.info().project.name);
  const { cart } = await apiAs<{ cart: Cart }>(sharer.token, "POST", "carts/users/me/active/lines", {
    items: [{ variantId: part.variantId, quantity: part.minimumOrderQuantity }],
  });
  const { token } = await apiAs<{ token: string }>(sharer.token, "POST", `carts/users/me/${cart.id}/share`, {});
  const copier = await freshBuyer(context, baseURL!, "event-copier");
  await page.goto(pathFor("sharedCart", "en", { token }));
  await page.getByRole("button", { name: "Copy into my cart" }).click();
  await expect(page).toHaveURL(/\/en\/shopping-cart$/);
  await expectAddToCart(page, copier.token, () => true);
});

test("a project's part put in the cart is an add_to_cart of its project line, with the project", async ({
  page,
  context,
  baseURL,
  request,
}) => {
  test.setTimeout(180_000);
  const part = await pricedPartOnFirstRows(request);
  const run = test.info().project.name;
  const sales = await staffTokens("sales");
  const [company] = (await apiAs<{ items: Array<{ id: string }> }>(sales, "GET", "back-office/companies?q=1234567890")).items;
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const project = await apiAs<{ id: number; name: string }>(sales, "POST", `back-office/companies/${company.id}/projects`, {
    name: `Analytics ${run} ${Date.now()}`,
    periodStart: day(0),
    periodEnd: day(90),
    interestRateCode: "VF-30",
    maturityDays: 30,
  });
  await apiAs(sales, "POST", `back-office/projects/${project.id}/items`, {
    part: part.sku,
    unitPriceUsd: "0.0125",
    committedQuantity: 10 * part.minimumOrderQuantity,
  });
  const buyer = await demoCompanyColleague(
    { firstName: "Deniz", lastName: "Proje", roleName: "Analitik" },
    ["view-projects", "create-orders"],
    run,
  );
  await signIn(context, baseURL!, buyer);
  await page.goto(pathFor("projectDetail", "en", { id: String(project.id) }));
  await page.getByRole("button", { name: "Add all parts to the cart" }).click();
  await expect(page.getByText("1 part added to the cart at the project price").first()).toBeVisible();
  // The project's line, with the project's id and name.
  await expectAddToCart(page, buyer.token, (line) => line.projectId === project.id && line.sku === part.sku, "b2b");
});
