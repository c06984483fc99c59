import { beforeAll, describe, expect, it } from "vitest";
import type { Cart, CartLine } from "../../contract/api/carts/schemas";
import { cartLineItem, type AnalyticsItem } from "../../app/lib/analytics";
import type * as AnalyticsFlash from "../../app/server/analytics-flash.server";

// The one-time cookie that carries an add's or a form's analytics event to the next page
// (app/server/analytics-flash.server.ts, docs/decisions/052-analytics-events.md).

// The module reads the session secret when it is first used: set before it loads.
let flash: typeof AnalyticsFlash;
beforeAll(async () => {
  process.env.SESSION_SECRET ??= "s".repeat(32);
  flash = await import("../../app/server/analytics-flash.server");
});

const line = (over: Partial<CartLine> = {}): CartLine => ({
  id: 7,
  slotId: "normal",
  lineType: "Standard",
  variantId: 11,
  productId: 3,
  sku: "RC0603FR-0710KL-CT",
  mpn: "RC0603FR-0710KL",
  slug: "rc0603fr-0710kl",
  categorySlug: "chip-resistors-smd",
  referenceCode: "REF-11",
  description: "10 kΩ 1% 0603",
  manufacturerName: "Yageo",
  manufacturerSlug: "yageo",
  imagePath: null,
  packaging: "Cut Tape",
  hasOtherPackaging: false,
  packagingOptions: [],
  isReel: false,
  customerReference: "",
  offerLineId: null,
  projectId: null,
  projectName: null,
  projectMaturityDays: null,
  projectInterestRateCode: null,
  quantity: { value: 100, minimumOrderQuantity: 10, multiplier: 10, mpq: 5000 },
  stock: 1000,
  isBackorderable: false,
  vatRate: "20.00",
  unitPrice: { primary: "0.01230", secondary: "0.42000" },
  extendedPrice: { primary: "1.23", secondary: "42.00" },
  discount: null,
  tax: null,
  totalPrice: null,
  isSpecial: false,
  isFixedPrice: false,
  isAvailable: true,
  error: null,
  ...over,
});

const cartOf = (normal: CartLine[], project: CartLine[] = []) =>
  ({
    slots: {
      normal,
      projects: project.length ? [{ projectId: 5, projectName: "Drive", maturityDays: 30, interestRateCode: null, lines: project }] : [],
    },
    totals: { primary: { currency: "USD" } },
  }) as unknown as Cart;

/** What the next page's root loader reads of a Set-Cookie. */
const requestWith = (setCookie: string) => new Request("http://store.test/", { headers: { Cookie: setCookie.split(";")[0] } });

describe("analytics items", () => {
  it("a cart line carries the spec's fields: SKU, MPN, maker, slot, reference code, prices, quantity, index, project", () => {
    const project = line({ slotId: "project-5", projectId: 5, projectName: "Drive", customerReference: "KZ-1" });
    expect(cartLineItem(project, 3)).toEqual({
      item_id: "RC0603FR-0710KL-CT",
      item_name: "RC0603FR-0710KL",
      item_brand: "Yageo",
      item_variant: "Cut Tape",
      slot_id: "project-5",
      reference_code: "REF-11",
      price: 0.0123,
      extended_price: 1.23,
      quantity: 100,
      index: 3,
      project_id: 5,
      project_name: "Drive",
      customer_reference: "KZ-1",
    } satisfies AnalyticsItem);
    // A part shown without a price reports none.
    expect(cartLineItem(line({ unitPrice: null, extendedPrice: null }), 0)).not.toHaveProperty("price");
  });
});

describe("the analytics flash cookie", () => {
  it("carries the added lines that were picked, with their place in the cart, to the next page once", async () => {
    const cart = cartOf(
      [line({ id: 1, variantId: 1, sku: "A" }), line({ id: 2, variantId: 2, sku: "B" })],
      [line({ id: 3, variantId: 2, sku: "B", projectId: 5 })],
    );
    const cookie = await flash.addedToCartCookie(cart, (candidate) => candidate.variantId === 2 && candidate.projectId === null);
    const { event, setCookie } = await flash.readAnalyticsEvent(requestWith(cookie!));
    expect(event).toEqual({ event: "add_to_cart", currency: "USD", items: [expect.objectContaining({ item_id: "B", index: 1 })] });
    expect(setCookie).toMatch(/^analytics-event=;.*Max-Age=0/);
    expect(await flash.readAnalyticsEvent(new Request("http://store.test/"))).toEqual({ event: null, setCookie: null });
  });

  it("is not set when nothing went in", async () => {
    expect(await flash.addedToCartCookie(cartOf([line()]), () => false)).toBeNull();
    expect(await flash.addedToWishlistCookie([])).toBeNull();
  });

  it("keeps within what a browser stores of one cookie: a large add reports its first parts", async () => {
    const many = Array.from({ length: 100 }, (_, at) =>
      line({ id: at + 1, variantId: at + 1, sku: `PART-${at}-${"X".repeat(30)}`, customerReference: "R".repeat(40) }),
    );
    const cookie = (await flash.addedToCartCookie(cartOf(many), () => true))!;
    expect(cookie.length).toBeLessThanOrEqual(3800);
    const { event } = await flash.readAnalyticsEvent(requestWith(cookie));
    const items = event && "items" in event ? event.items : [];
    expect(items.length).toBeGreaterThan(5);
    expect(items.map((item) => item.index)).toEqual(items.map((_, at) => at));
  });

  it("a cookie that is not the store's event is dropped and cleared", async () => {
    const forged = `analytics-event=${Buffer.from(JSON.stringify({ event: "purchase", value: 1 })).toString("base64")}`;
    const { event, setCookie } = await flash.readAnalyticsEvent(new Request("http://store.test/", { headers: { Cookie: forged } }));
    expect(event).toBeNull();
    expect(setCookie).toMatch(/Max-Age=0/);
  });

  it("a form's event names the form", async () => {
    const { event } = await flash.readAnalyticsEvent(requestWith(await flash.formSentCookie("contact")));
    expect(event).toEqual({ event: "generate_lead", formName: "contact" });
  });
});
