import type { Cart, CartSummary } from "../../contract/api/carts/schemas";
import type { ProductListItem } from "../../contract/api/catalog/schemas";
import { pathFor } from "../../contract/paths";
import { steppedPart } from "./support/catalog-api";
import { curlSession, type CurlAnswer } from "./support/curl";
import { firstSheet } from "./support/downloads";
import { expect, jsEnabled, test } from "./support/fixtures";
import { apiAs, freshConsumer } from "./support/fresh-account";

// The cart's main path (issue 15, "Done when") as a developer drives it with curl: plain form posts with a cookie
// jar, each `intent` as the forms send it, the answers read as curl prints them. curl runs no script: once.

const productPage = (item: ProductListItem) => `/en/p/${item.categorySlug}/${item.productSlug}?sku=${encodeURIComponent(item.sku)}`;
const escaped = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
/** The cart page's id of a part's line, read from the label of its quantity field. */
const lineIdOf = (page: CurlAnswer, mpn: string) =>
  Number(new RegExp(`<label for="line-(\\d+)-quantity"[^>]*>Quantity of ${escaped(mpn)}</label>`).exec(page.text)?.[1]);
/** The idempotency key of a page's add-to-cart form (its first hidden field, before the intent). */
const ADD_FORM_KEY = /name="idempotencyKey" value="([^"]+)"\/><input type="hidden" name="intent" value="add"/;
/** The value the page's form field `id` holds. */
const fieldValue = (page: CurlAnswer, id: string) => new RegExp(`<input[^>]*id="${id}"[^>]*value="([^"]*)"`).exec(page.text)?.[1];

test("with curl: refusals with the server's words, two parts added, a sign-in that merges, a second cart, an export", async ({
  request,
  baseURL,
}, testInfo) => {
  test.skip(jsEnabled(), "curl runs no JavaScript: the JavaScript-off project covers it");
  const { stepped, list } = await steppedPart(request);
  const other = list.items.find(
    (item) => item.isShowPrice && item.productId !== stepped.productId && (item.stock ?? 0) >= item.minimumOrderQuantity,
  )!;
  const { minimumOrderQuantity: minimum, orderQuantityMultiplier: multiplier } = stepped;
  const curl = await curlSession(baseURL!);
  try {
    // A first-time visitor's page is everyone's (a shared cache may keep it): its forms carry no idempotency key.
    expect((await curl.request(productPage(stepped))).text).not.toContain('name="idempotencyKey"');

    // Below the minimum, on the part's page: a 400 page with the server's words, the typed quantity kept.
    const add = (quantity: number) => ({ intent: "add", variantId: stepped.variantId, quantity });
    const below = await curl.request(productPage(stepped), { form: add(minimum - 1) });
    expect(below.status).toBe(400);
    expect(below.text).toContain(`This part is sold in quantities of at least ${minimum}.`);
    expect(fieldValue(below, "product-quantity")).toBe(String(minimum - 1));

    // The cart's JSON route answers the spec's answer instead of a page: here the same refusal.
    const refused = await curl.request("/api/shoppingCart?lng=en", { form: add(minimum - 1) });
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.text)).toMatchObject({
      success: false,
      message: `This part is sold in quantities of at least ${minimum}.`,
      data: { items: [{ variantId: stepped.variantId, isAvailable: true }] },
    });

    // The minimum goes in: post/redirect/get back to the page, the guest cookie and the message set.
    const added = await curl.request(productPage(stepped), { form: add(minimum) });
    expect(added.status).toBe(303);
    expect(added.headers.location).toBe(productPage(stepped));
    // A post repeated with its form's key (a browser's retry, a second click) is applied once.
    const keyed = ADD_FORM_KEY.exec((await curl.request(productPage(stepped))).text)?.[1];
    expect(keyed, "the add form's idempotency key, now that the visitor has a guest cookie").toBeTruthy();
    for (const attempt of [1, 2]) {
      const retried = await curl.request(productPage(stepped), { form: { idempotencyKey: keyed!, ...add(minimum) } });
      expect(retried.status, `keyed post ${attempt}`).toBe(303);
    }
    const afterRetry = await curl.request(pathFor("shoppingCart", "en"));
    expect(fieldValue(afterRetry, `line-${lineIdOf(afterRetry, stepped.mpn)}-quantity`)).toBe(String(2 * minimum));

    // Through the JSON route, an add that goes in.
    const json = await curl.request("/api/shoppingCart?lng=en", {
      form: { intent: "add", variantId: other.variantId, quantity: other.minimumOrderQuantity },
    });
    expect(json.status).toBe(200);
    expect(JSON.parse(json.text)).toEqual({
      success: true,
      message: `Added to the cart ${other.mpn} × ${other.minimumOrderQuantity}`,
      data: { items: [{ variantId: other.variantId, isAvailable: true }] },
    });

    // Off the multiple, in the cart: refused with the server's words, the field keeping what was typed.
    const cartPage = await curl.request(pathFor("shoppingCart", "en"));
    const lineId = lineIdOf(cartPage, stepped.mpn);
    expect(lineId).toBeGreaterThan(0);
    const off = await curl.request(pathFor("shoppingCart", "en"), { form: { intent: "update-slots", lineId, quantity: minimum + 1 } });
    expect(off.status).toBe(400);
    expect(off.text).toContain(escaped(`This part is sold in multiples of ${multiplier}: choose ${minimum} or ${minimum + multiplier}.`));
    expect(fieldValue(off, `line-${lineId}-quantity`)).toBe(String(minimum + 1));

    // Signing in with a redirectTo comes back to the cart, the guest's lines merged with the totals the API computes.
    const consumer = await freshConsumer("curl", testInfo.project.name);
    const signedIn = await curl.request(pathFor("login", "en"), {
      form: { email: consumer.email, password: consumer.password, userType: "b2c", redirectTo: pathFor("shoppingCart", "en") },
    });
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.location).toBe(pathFor("shoppingCart", "en"));
    const merged = await curl.request(pathFor("shoppingCart", "en"));
    const active = await apiAs<Cart>(consumer.token, "GET", "carts/users/me/active?currency=USD");
    expect(active.slots.normal.map((line) => line.variantId).sort()).toEqual([stepped.variantId, other.variantId].sort());
    for (const part of [stepped, other]) expect(merged.text).toContain(`Quantity of ${escaped(part.mpn)}`);
    const total = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2 }).format(Number(active.totals.primary.total));
    expect(/data-cart-total[^>]*>([^<]+)</.exec(merged.text)?.[1]).toContain(total);

    // A second named cart (active once made), then the first made active again.
    const created = await curl.request(pathFor("yourCarts", "en"), { form: { intent: "create", name: "Second cart" } });
    expect(created.status).toBe(303);
    const carts = await apiAs<CartSummary[]>(consumer.token, "GET", "carts/users/me");
    expect(carts.find((cart) => cart.isActive)?.name).toBe("Second cart");
    const activated = await curl.request(pathFor("yourCarts", "en"), { form: { intent: "set-active-cart", id: active.id! } });
    expect(activated.status).toBe(303);
    expect((await apiAs<Cart>(consumer.token, "GET", "carts/users/me/active")).id).toBe(active.id);

    // The export is a download named for the cart, its lines and total the API's.
    const excel = await curl.request(`/api/cart-export?format=xlsx&lng=en`);
    expect(excel.status).toBe(200);
    expect(excel.headers["content-disposition"]).toMatch(
      new RegExp(`^attachment; filename="cart-${active.id}-\\d{4}-\\d{2}-\\d{2}\\.xlsx"$`),
    );
    const sheet = await firstSheet(excel.body);
    expect([sheet.getRow(2).getCell(1).value, sheet.getRow(3).getCell(1).value].sort()).toEqual([stepped.mpn, other.mpn].sort());
    const totalRow = sheet.getRows(4, sheet.rowCount - 3)!.find((row) => String(row.getCell(6).value).startsWith("Total"));
    expect(totalRow?.getCell(7).value).toBe(Number(active.totals.primary.total));
  } finally {
    await curl.close();
  }
});
