// An offer's lines as a project's items (issue 33 item 3, docs/decisions/045-projects.md): sales adds the lines of a
// sent, unexpired, unanswered offer made for a user of the project's company; a catalog part becomes a project part at
// the offered price with the offered quantity committed, an item made to order an item with no part, which goes in the
// cart as the offer's SpecialProduct line does but under the project, and a net-term order of it falls due after the
// project's maturity. Another company's offer answers 404; each item added is audited with its offer line.
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { offers, requestCases } from "../../api/db/schema";
import { DEMO_ACCOUNTS } from "../../api/seed/accounts";
import { bearer, createVerifiedAccount, freshIp, signIn } from "./support/accounts";
import { rows, sql } from "./support/catalog";
import { readyCheckout } from "./support/checkout";
import { staffToken } from "./support/staff";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
const tokens = { admin: "", stranger: "", sales: "" };
type Caller = keyof typeof tokens;
let parts: Array<{ variantId: number; sku: string }>;
let companyId = "";
let projectId = 0;
const today = new Date().toISOString().slice(0, 10);
const daysFrom = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const storeDay = (offsetDays: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Istanbul" }).format(new Date(Date.now() + offsetDays * 86_400_000));

const call = (caller: Caller | null, method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", url: string, payload?: object, headers = {}) =>
  t.app.inject({
    method,
    url: `/v1${url}`,
    headers: { "accept-language": "en", "x-forwarded-for": freshIp(), ...(caller ? bearer(tokens[caller]) : {}), ...headers },
    payload,
  });

/** A price-and-stock request of the caller's for a part, and its case. */
async function requestCase(caller: Caller, variantId: number) {
  const sent = await call(caller, "POST", "/aggregator/users/me/user-product-requests", { variantId, quantity: "10" });
  expect(sent.statusCode, sent.body).toBe(201);
  const [found] = await t.db
    .select()
    .from(requestCases)
    .where(and(eq(requestCases.kind, "product"), eq(requestCases.requestRef, String(sent.json().data.id))));
  return found.id;
}

/** An offer for the case with the given lines, sent unless `draft`. */
async function offerFor(caseId: number, lines: object[], { draft = false } = {}) {
  const created = await call("sales", "POST", `/back-office/requests/${caseId}/offers`, { currency: "USD", validUntil: storeDay(14) });
  expect(created.statusCode, created.body).toBe(201);
  const offerId = created.json().data.id as number;
  for (const line of lines) expect((await call("sales", "POST", `/back-office/offers/${offerId}/lines`, line)).statusCode).toBe(200);
  if (!draft) expect((await call("sales", "POST", `/back-office/offers/${offerId}/send`)).statusCode).toBe(200);
  return { id: offerId, number: `TKL-${String(offerId).padStart(6, "0")}` };
}

const BATCH = {
  kind: "pcb-batch",
  description: "2-layer PCB, 100 × 80 mm",
  specification: "FR-4 1.6 mm, HASL lead-free, green",
  quantity: "100",
  unitPrice: "1,25",
  leadTimeDays: "12",
};
const partLine = (sku: string) => ({ kind: "catalog-part", part: sku, quantity: "40", unitPrice: "0.5", leadTimeDays: "0" });

let offer = { id: 0, number: "" };
let strangersOffer = { id: 0, number: "" };
let draftOffer = { id: 0, number: "" };

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  tokens.admin = (await signIn(t.app, DEMO_ACCOUNTS.businessAdmin.email, DEMO_ACCOUNTS.businessAdmin.password, "b2b")).accessToken;
  const stranger = `offer-stranger-${randomUUID()}@example.com`;
  await createVerifiedAccount(t.db, "b2b", stranger, "Passw0rd!x");
  tokens.stranger = (await signIn(t.app, stranger, "Passw0rd!x", "b2b")).accessToken;
  tokens.sales = await staffToken(t.db, "sales");
  parts = await rows(
    t.db,
    sql`SELECT v.id AS "variantId", v.sku
          FROM variants v JOIN products p ON p.id = v.product_id
         WHERE v.is_show_price AND p.status <> 'obsolete' AND v.minimum_order_quantity = 1 AND v.order_quantity_multiplier = 1
           AND v.total_stock >= 100 AND EXISTS (SELECT 1 FROM price_breaks b WHERE b.variant_id = v.id)
         ORDER BY v.id LIMIT 2`,
  );
  const [company] = await rows<{ id: string }>(
    t.db,
    sql`SELECT company_id AS id FROM users WHERE email = ${DEMO_ACCOUNTS.businessAdmin.email}`,
  );
  companyId = company.id;
  const ownCase = await requestCase("admin", parts[0].variantId);
  offer = await offerFor(ownCase, [partLine(parts[0].sku), BATCH]);
  draftOffer = await offerFor(ownCase, [BATCH], { draft: true });
  strangersOffer = await offerFor(await requestCase("stranger", parts[0].variantId), [BATCH]);
  const created = await call("sales", "POST", `/back-office/companies/${companyId}/projects`, {
    name: "Motor drive boards",
    periodStart: daysFrom(today, -5),
    periodEnd: daysFrom(today, 90),
    interestRateCode: "VF-45",
    maturityDays: 45,
  });
  expect(created.statusCode, created.body).toBe(201);
  projectId = created.json().data.id;
});
afterAll(() => t.close());

describe("sales adds an offer's lines to a project", () => {
  const url = () => `/back-office/projects/${projectId}/offers`;

  it("refuses another company's offer as a missing one, a draft, an expired offer and a malformed number", async () => {
    const foreign = await call("sales", "POST", url(), { offerNumber: strangersOffer.number });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.errors).toEqual([
      { field: "offerNumber", message: `No offer ${strangersOffer.number} was made for this company` },
    ]);
    expect((await call("sales", "POST", url(), { offerNumber: "TKL-999999" })).statusCode).toBe(404);
    const draft = await call("sales", "POST", url(), { offerNumber: draftOffer.number });
    expect(draft.statusCode).toBe(409);
    expect(draft.json().error.errors[0].field).toBe("offerNumber");
    expect((await call("sales", "POST", url(), { offerNumber: "quote 12" })).statusCode).toBe(400);
    // Only staff who manage projects.
    expect((await call("admin", "POST", url(), { offerNumber: offer.number })).statusCode).toBe(403);

    const lapsed = await offerFor(await requestCase("admin", parts[1].variantId), [BATCH]);
    await t.db
      .update(offers)
      .set({ validUntil: storeDay(-1) })
      .where(eq(offers.id, lapsed.id));
    const expired = await call("sales", "POST", url(), { offerNumber: lapsed.number });
    expect(expired.statusCode).toBe(409);
    expect(expired.json().error.message).toContain(`Offer ${lapsed.number} expired`);
  });

  it("adds a catalog part at the offered price with its quantity committed and an item made to order, each audited", async () => {
    // The bare number is enough.
    const added = await call("sales", "POST", url(), { offerNumber: String(offer.id) });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().message).toBe(`The lines of offer ${offer.number} were added to the project`);
    const page = added.json().data;
    expect(page.items).toHaveLength(2);
    expect(page.items[0]).toMatchObject({
      variantId: parts[0].variantId,
      sku: parts[0].sku,
      unitPriceUsd: "0.500000",
      committedQuantity: 40,
      orderedQuantity: 0,
      offerLine: { reference: `${offer.number}/1`, kind: "catalog-part" },
    });
    expect(page.items[1]).toMatchObject({
      variantId: 0,
      productId: 0,
      sku: `${offer.number}/2`,
      description: BATCH.description,
      unitPriceUsd: null,
      committedQuantity: 100,
      cartQuantity: 100,
      offerLine: { kind: "pcb-batch", specification: BATCH.specification, unitPrice: "1.25000", currency: "USD" },
    });
    const entries = page.audit.filter((entry: { action: string }) => entry.action === "add-item");
    expect(entries.map((entry: { after: { offerLine: string } }) => entry.after.offerLine).sort()).toEqual([
      `${offer.number}/1`,
      `${offer.number}/2`,
    ]);
    expect(entries.find((entry: { after: { sku: string } }) => entry.after.sku === parts[0].sku).after).toMatchObject({
      unitPriceUsd: "0.500000",
      committedQuantity: 40,
    });

    // Twice is refused, naming what the project already holds.
    const again = await call("sales", "POST", url(), { offerNumber: offer.number });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toContain(parts[0].sku);
    expect(again.json().error.message).toContain(`${offer.number}/2`);
  });

  it("shows the items to the company's users, and the project to no other company", async () => {
    const detail = await call("admin", "GET", `/aggregator/users/me/projects/${projectId}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().data.items.map((item: { sku: string }) => item.sku)).toEqual([parts[0].sku, `${offer.number}/2`]);
    const open = (await call("admin", "GET", "/aggregator/users/me/project-items")).json().data.items;
    expect(open.filter((item: { projectId: number }) => item.projectId === projectId)).toHaveLength(2);
    expect((await call("stranger", "GET", `/aggregator/users/me/projects/${projectId}`)).statusCode).toBe(404);
  });
});

describe("the items in the cart and the order", () => {
  it("puts the part at its project price and the item made to order at the offered price under the project", async () => {
    await readyCheckout(t.app, tokens.admin, {
      variantId: parts[1].variantId,
      business: true,
      extra: { currentAccountCode: "120.01.001" },
    });
    const active = (await call("admin", "GET", "/carts/users/me/active")).json().data;
    await call("admin", "POST", `/carts/users/me/${active.id}/lines/removal`, { lineIds: [], all: true });

    const added = await call("admin", "POST", `/aggregator/users/me/projects/${projectId}/cart-items?currency=USD`, {});
    expect(added.statusCode, added.body).toBe(200);
    const { cart, items } = added.json().data;
    expect(items.map((item: { added: boolean }) => item.added)).toEqual([true, true]);
    expect(cart.slots.normal).toEqual([]);
    expect(cart.slots.projects).toHaveLength(1);
    const slot = cart.slots.projects[0];
    expect(slot).toMatchObject({ projectId, projectName: "Motor drive boards", maturityDays: 45, interestRateCode: "VF-45" });
    const [part, batch] = slot.lines;
    expect(part).toMatchObject({ lineType: "Project", sku: parts[0].sku, quantity: { value: 40 }, isAvailable: true });
    expect(part.extendedPrice.primary).toBe("20.00");
    expect(batch).toMatchObject({
      lineType: "SpecialProduct",
      sku: `${offer.number}/2`,
      projectId,
      quantity: { value: 100 },
      isAvailable: true,
    });
    expect(batch.description).toContain(BATCH.description);
    expect(batch.unitPrice.primary).toBe("1.25000");
    expect(batch.extendedPrice.primary).toBe("125.00");
    expect(cart.totals.primary).toMatchObject({ subtotal: "0.00", projectSubtotal: "145.00" });

    // Its quantity is the offer's, as an accepted offer's line.
    const changed = await call("admin", "PATCH", `/carts/users/me/${cart.id}/lines/${batch.id}`, { quantity: 50 });
    expect(changed.statusCode).toBe(400);
    // Adding again leaves the line as it is.
    const twice = (await call("admin", "POST", `/aggregator/users/me/projects/${projectId}/cart-items?currency=USD`, {})).json().data;
    expect(twice.cart.slots.projects[0].lines.map((line: { quantity: { value: number } }) => line.quantity.value)).toEqual([80, 100]);
    await call("admin", "PATCH", `/carts/users/me/${cart.id}/lines/${part.id}`, { quantity: 40 });
  });

  it("places a net-term order due after the project's maturity; the project shows what was ordered against each item", async () => {
    const placed = await call(
      "admin",
      "POST",
      "/orders/users/me",
      { paymentType: "net", readTerms: true },
      { "idempotency-key": randomUUID() },
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const order = (await call("admin", "GET", `/orders/users/me/${placed.json().data.order.orderNumber}`)).json().data;
    // The demo current account's own maturity is 30 days; the order holds only the project's items: its 45 apply.
    expect(order.dueDate).toBe(daysFrom(order.createdAt.slice(0, 10), 45));
    expect(order.lines.map((line: { projectId: number | null }) => line.projectId)).toEqual([projectId, projectId]);
    expect(order.lines[1]).toMatchObject({ sku: `${offer.number}/2`, unitPrice: "1.250000" });

    const detail = (await call("admin", "GET", `/aggregator/users/me/projects/${projectId}`)).json().data;
    expect(detail.items.map((item: { orderedQuantity: number }) => item.orderedQuantity)).toEqual([40, 100]);
    const desk = (await call("sales", "GET", `/back-office/projects/${projectId}`)).json().data;
    expect(desk.items.map((item: { orderedQuantity: number }) => item.orderedQuantity)).toEqual([40, 100]);
  });

  it("removes the item made to order, audited with its offer line; a cart still holding it says it left the project", async () => {
    const desk = (await call("sales", "GET", `/back-office/projects/${projectId}`)).json().data;
    const batchItem = desk.items[1];
    await call("admin", "POST", `/aggregator/users/me/projects/${projectId}/cart-items`, { itemIds: [batchItem.id] });
    const removed = await call("sales", "DELETE", `/back-office/projects/${projectId}/items/${batchItem.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data.audit[0]).toMatchObject({
      action: "remove-item",
      before: { sku: `${offer.number}/2`, offerLine: `${offer.number}/2`, committedQuantity: 100 },
    });
    const cart = (await call("admin", "GET", "/carts/users/me/active")).json().data;
    expect(cart.slots.projects[0].lines[0]).toMatchObject({
      sku: `${offer.number}/2`,
      isAvailable: false,
      error: "This offered item is no longer in the project",
    });
  });
});
