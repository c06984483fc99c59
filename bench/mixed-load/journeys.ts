import { SANDBOX_CHALLENGE_CODE } from "../../contract/payments/sandbox-cards";
import type { Buyer } from "./accounts";
import type { Answer, Visitor } from "./visitor";
import { ANKARA_ADDRESS, VALID_IDENTITY_NUMBER } from "../../tests/support/turkish-address";

// What the mixed load's visitors do, each journey as a person does it in a browser without JavaScript: pages read,
// the store's own forms posted as the page has them. Proportions: docs/decisions/061-mixed-load.md.

export interface LoadPart {
  variantId: number;
  sku: string;
  mpn: string;
  productPath: string;
  categorySlug: string;
  /** The smallest quantity the cart takes (the minimum, rounded up to the part's multiple). */
  quantity: number;
}

export interface Catalog {
  /** Parts shown and searched for. */
  browsed: LoadPart[];
  /** Parts with stock for every checkout of the run (each order holds its stock). */
  bought: LoadPart[];
}

/** A visitor and what it has put in its cart since its last order (variant → quantity). */
export interface Shopper {
  visitor: Visitor;
  cart: Map<number, number>;
}

/** An order the load placed: its number, as the page it ended on tells it, and the cart it was placed from. */
export interface PlacedOrder {
  orderNumber: string;
  lines: Map<number, number>;
  paidBy: "eft" | "card";
}

const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)];
const ORDER_NUMBER = /DE\d{8}-\d{6}/;

/** A visitor who looks around: the home page, a category, its parts in stock by price, a part. */
export async function browse(visitor: Visitor, catalog: Catalog) {
  const part = pick(catalog.browsed);
  await visitor.get("home page", "/en");
  await visitor.get("category list", `/en/ps/${part.categorySlug}`);
  await visitor.get("list, in stock, by price", `/en/ps/${part.categorySlug}?sort=price-asc&inStock=true`);
  await visitor.get("product page", part.productPath);
}

/** A visitor who knows the part number: the header's suggestions as it is typed, then the search's list. */
export async function search(visitor: Visitor, catalog: Catalog) {
  const { mpn } = pick(catalog.browsed);
  const typed = mpn.slice(0, Math.max(4, Math.ceil(mpn.length / 2)));
  await visitor.get("search suggestions", `/api/search-suggestions?lng=en&q=${encodeURIComponent(typed)}`);
  await visitor.get("search results", `/en/ps?search=${encodeURIComponent(mpn)}`);
}

async function addToCart({ visitor, cart }: Shopper, part: LoadPart) {
  const page = await visitor.get("product page", part.productPath);
  await visitor.submit("add to cart", page, 'name="intent" value="add"', {
    variantId: String(part.variantId),
    quantity: String(part.quantity),
  });
  cart.set(part.variantId, (cart.get(part.variantId) ?? 0) + part.quantity);
}

/** A signed-in buyer puts a part in the cart and looks at the cart (a part with stock for the run: it stays there). */
export async function signedInAddToCart(shopper: Shopper, catalog: Catalog) {
  await addToCart(shopper, pick(catalog.bought));
  await shopper.visitor.get("cart page", "/en/shopping-cart");
}

/** Signs the visitor in through the sign-in form. */
export async function signIn(visitor: Visitor, buyer: Buyer) {
  const page = await visitor.get("sign-in page", "/en/login");
  await visitor.submit("sign in", page, 'name="password"', { email: buyer.email, password: buyer.password });
}

/** At the sandbox bank's 3-D Secure page: the test card that succeeds, its code, and the way back to the store. */
async function payAtSandboxBank(visitor: Visitor, bank: Answer) {
  const answered = await visitor.submit(
    "card: 3-D Secure",
    bank,
    'value="pay"',
    {
      intent: "pay",
      cardNumber: "4242 4242 4242 4242",
      expiry: "12/39",
      cvc: "123",
      code: SANDBOX_CHALLENGE_CODE,
    },
    true,
  );
  // Without scripts the buyer carries the bank's answer back to the store with the page's button.
  return visitor.submit("card: back to the store", answered, "/payment/callback/");
}

function orderNumberOf(answer: Answer, step: string) {
  const orderNumber = ORDER_NUMBER.exec(answer.url)?.[0] ?? ORDER_NUMBER.exec(answer.html)?.[0];
  if (!orderNumber) throw new Error(`${step}: the page after the order names no order (${answer.url})`);
  return orderNumber;
}

/** The payment step: the order placed by EFT, or by card through the sandbox bank; the cart is empty after it. */
async function placeOrder({ visitor, cart }: Shopper, payment: Answer, paidBy: "eft" | "card"): Promise<PlacedOrder> {
  const placed = await visitor.submit(`place order (${paidBy})`, payment, 'name="paymentType"', {
    paymentType: paidBy === "eft" ? "eft" : "pos",
    readTerms: "on",
  });
  const done = paidBy === "card" ? await payAtSandboxBank(visitor, placed) : placed;
  const order = { orderNumber: orderNumberOf(done, `place order (${paidBy})`), lines: new Map(cart), paidBy };
  cart.clear();
  return order;
}

/** A signed-in buyer (with an invoice address) checks out the cart with one more part: address, delivery, payment. */
export async function signedInCheckout(shopper: Shopper, catalog: Catalog, paidBy: "eft" | "card"): Promise<PlacedOrder> {
  const { visitor } = shopper;
  await addToCart(shopper, pick(catalog.bought));
  await visitor.get("cart page", "/en/shopping-cart");
  const address = await visitor.get("checkout: address page", "/en/shopping-cart/address");
  const delivery = await visitor.submit("checkout: address", address, 'name="recipientFirstName"', {
    recipientFirstName: "Deniz",
    recipientLastName: "Kaya",
    phone: "532 000 00 01",
  });
  const payment = await visitor.submit("checkout: delivery", delivery, 'name="shippingOptionId"');
  return placeOrder(shopper, payment, paidBy);
}

/**
 * A new guest takes one part to the checkout's last step: the invoice address typed in (delivered there), the
 * delivery chosen; answers the payment page.
 */
export async function guestToPayment(guest: Shopper, catalog: Catalog, guestNumber: number): Promise<Answer> {
  const { visitor } = guest;
  await addToCart(guest, pick(catalog.bought));
  const address = await visitor.get("checkout: address page", "/en/shopping-cart/address");
  const delivery = await visitor.submit("guest checkout: invoice address", address, 'name="form" value="billing"', {
    intent: "save",
    email: `load-guest-${Date.now().toString(36)}-${guestNumber}@example.com`,
    firstName: "Deniz",
    lastName: "Kaya",
    phone: "532 000 00 02",
    identityNumber: VALID_IDENTITY_NUMBER,
    cityId: ANKARA_ADDRESS.cityId,
    townId: ANKARA_ADDRESS.townId,
    districtId: ANKARA_ADDRESS.districtId,
    zipCode: ANKARA_ADDRESS.zipCode,
    addressLine: ANKARA_ADDRESS.addressLine,
  });
  return visitor.submit("checkout: delivery", delivery, 'name="shippingOptionId"');
}

/** A new guest checks out one part by EFT: the invoice address typed in (delivered there), delivery, payment. */
export async function guestCheckout(visitor: Visitor, catalog: Catalog, guestNumber: number): Promise<PlacedOrder> {
  const guest = { visitor, cart: new Map<number, number>() };
  return placeOrder(guest, await guestToPayment(guest, catalog, guestNumber), "eft");
}
