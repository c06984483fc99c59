// Offers (issue 33 item 2, docs/decisions/046-offers.md): sales writes a draft for a request's case line by line and
// sends it (the requester is mailed in their language); the requester reads it, downloads its PDF and accepts it
// into the active cart at the offered prices (SpecialProduct lines, quantity fixed), which the ordinary checkout
// charges; an expired, declined or accepted offer cannot be accepted; a declined one takes a reason; another's offer
// is a 404; every staff change is audited and the case's status follows.
import { randomUUID } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { offers, orderLines, orders, requestCases, staffAuditLog, users, variants } from "../../api/db/schema";
import { OFFER_LINK_DAYS, offerLinkKey, offerLinkToken } from "../../api/modules/requests-desk/offer-link";
import { DEMO_ACCOUNTS } from "../../api/seed/accounts";
import { bearer, createCompanyUser, createVerifiedAccount, freshIp, latestMail, signIn } from "./support/accounts";
import { readyCheckout, stockLimitedPart } from "./support/checkout";
import { staffToken } from "./support/staff";
import { createTestApp, TEST_JWT_SECRET, type TestApp } from "./support/test-app";

let t: TestApp;
const tokens = { engineer: "", other: "", sales: "", operations: "", claimer: "" };
type Caller = keyof typeof tokens;
const ENGINEER_EMAIL = "offers.engineer@example.com";
const CLAIMER_EMAIL = "offers.guest@example.com";

const call = (caller: Caller | null, method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", url: string, payload?: object, headers = {}) =>
  t.app.inject({
    method,
    url: `/v1${url}`,
    headers: { "accept-language": "en", "x-forwarded-for": freshIp(), ...(caller ? bearer(tokens[caller]) : {}), ...headers },
    payload,
  });

const SPECIFICATION = {
  offerType: "pcb-stencil",
  dimensionWidth: "100",
  dimensionHeigth: "80",
  dimensionMeasurementType: "1",
  pcbQuantity: "100",
  baseMaterial: "1",
  layer: "2",
  pcbThickness: "5",
  outerCopperWeight: "1",
  pcbColor: "1",
  silkscreen: "1",
  surfaceFinish: "2",
  pcbRemark: "",
  stencilType: "1",
  size: "6",
  stencilSide: "1",
  stencilQuantity: "1",
  stencilThickness: "",
  existingFiducials: "",
  stencilRemark: "",
};

const storeDay = (offsetDays: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Istanbul" }).format(new Date(Date.now() + offsetDays * 86_400_000));

/** A PCB request of the caller's (or a guest's, with `guest`), and its case id. */
async function pcbRequest(caller: Caller | null, guest?: object) {
  const sent = caller
    ? await call(caller, "POST", "/aggregator/users/me/pcb-stencil-offers", SPECIFICATION)
    : await call(null, "POST", "/crm/pcb-stencil-offers", { ...SPECIFICATION, ...guest });
  expect(sent.statusCode, sent.body).toBe(201);
  const { id } = sent.json().data;
  const [found] = await t.db
    .select()
    .from(requestCases)
    .where(and(eq(requestCases.kind, "pcb"), eq(requestCases.requestRef, String(id))));
  return { requestId: id as number, caseId: found.id };
}

const BATCH = {
  kind: "pcb-batch",
  description: "2-layer PCB, 100 × 80 mm",
  specification: "FR-4 1.6 mm, HASL lead-free, green",
  quantity: "100",
  unitPrice: "1,25",
  leadTimeDays: "12",
};
const STENCIL = { kind: "stencil", description: "Laser-cut stencil", quantity: "1", unitPrice: "40", leadTimeDays: "5" };

/** A sent offer for the case with the given lines; answers it. */
async function sentOffer(caseId: number, lines: object[], validUntil = storeDay(14)) {
  const created = await call("sales", "POST", `/back-office/requests/${caseId}/offers`, {
    currency: "USD",
    validUntil,
    terms: "Ex works.",
  });
  expect(created.statusCode, created.body).toBe(201);
  const offerId = created.json().data.id as number;
  for (const line of lines) {
    const added = await call("sales", "POST", `/back-office/offers/${offerId}/lines`, line);
    expect(added.statusCode, added.body).toBe(200);
  }
  const sent = await call("sales", "POST", `/back-office/offers/${offerId}/send`);
  expect(sent.statusCode, sent.body).toBe(200);
  return sent.json().data;
}

const caseStatus = async (caseId: number) => (await t.db.select().from(requestCases).where(eq(requestCases.id, caseId)))[0].status;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  await createVerifiedAccount(t.db, "b2c", ENGINEER_EMAIL, "Teklif2026");
  tokens.engineer = (await signIn(t.app, ENGINEER_EMAIL, "Teklif2026", "b2c")).accessToken;
  tokens.other = (await signIn(t.app, DEMO_ACCOUNTS.businessBuyer.email, DEMO_ACCOUNTS.businessBuyer.password, "b2b")).accessToken;
  await createVerifiedAccount(t.db, "b2c", CLAIMER_EMAIL, "Teklif2026");
  tokens.claimer = (await signIn(t.app, CLAIMER_EMAIL, "Teklif2026", "b2c")).accessToken;
  tokens.sales = await staffToken(t.db, "sales");
  tokens.operations = await staffToken(t.db, "operations");
});
afterAll(() => t.close());

describe("an offer from draft to order", () => {
  let caseId = 0;
  let requestId = 0;
  let offer: { id: number; number: string; lines: Array<{ id: number }>; total: string };
  let part: { id: number; sku: string };

  it("is written line by line, validated, only by staff who manage requests, and sent with a mail to the requester", async () => {
    ({ caseId, requestId } = await pcbRequest("engineer"));
    const { variantId } = await stockLimitedPart(t.db);
    [part] = await t.db.select({ id: variants.id, sku: variants.sku }).from(variants).where(eq(variants.id, variantId));

    const url = `/back-office/requests/${caseId}/offers`;
    expect((await call("operations", "POST", url, { currency: "USD", validUntil: storeDay(14) })).statusCode).toBe(403);
    expect((await call("engineer", "POST", url, { currency: "USD", validUntil: storeDay(14) })).statusCode).toBe(403);
    expect((await call(null, "POST", url, { currency: "USD", validUntil: storeDay(14) })).statusCode).toBe(401);
    const past = await call("sales", "POST", url, { currency: "USD", validUntil: storeDay(-1) });
    expect(past.statusCode).toBe(400);
    expect(past.json().error.errors).toEqual([{ field: "validUntil", message: "The validity date cannot be before today." }]);
    expect(
      (await call("sales", "POST", "/back-office/requests/999999/offers", { currency: "USD", validUntil: storeDay(1) })).statusCode,
    ).toBe(404);

    const created = await call("sales", "POST", url, { currency: "USD", validUntil: storeDay(14), terms: "Ex works Istanbul." });
    expect(created.statusCode, created.body).toBe(201);
    const draft = created.json().data;
    expect(draft).toMatchObject({
      status: "draft",
      locale: "en",
      lines: [],
      total: "0.00",
      number: `TKL-${String(draft.id).padStart(6, "0")}`,
    });

    const lineUrl = `/back-office/offers/${draft.id}/lines`;
    const noDescription = await call("sales", "POST", lineUrl, { ...STENCIL, description: "" });
    expect(noDescription.statusCode).toBe(400);
    expect(noDescription.json().error.errors[0].field).toBe("description");
    const unknown = await call("sales", "POST", lineUrl, {
      kind: "catalog-part",
      part: "NO-SUCH-PART-42",
      quantity: "1",
      unitPrice: "1",
      leadTimeDays: "0",
    });
    expect(unknown.json().error.errors).toEqual([{ field: "part", message: "No part has this SKU or MPN." }]);
    expect((await call("sales", "POST", `/back-office/offers/${draft.id}/send`)).statusCode).toBe(409);

    for (const line of [BATCH, STENCIL, { kind: "catalog-part", part: part.sku, quantity: "5", unitPrice: "0.5", leadTimeDays: "0" }])
      expect((await call("sales", "POST", lineUrl, line)).statusCode).toBe(200);
    const extra = (await call("sales", "POST", lineUrl, { ...STENCIL, description: "Spare stencil" })).json().data;
    const removed = await call("sales", "DELETE", `${lineUrl}/${extra.lines[3].id}`);
    expect(removed.json().data.lines.map((line: { kind: string }) => line.kind)).toEqual(["pcb-batch", "stencil", "catalog-part"]);
    // 100 × 1.25 + 1 × 40 + 5 × 0.50
    expect(removed.json().data.total).toBe("167.50");

    // The customer never sees a draft.
    const beforeSend = await call("engineer", "GET", `/aggregator/users/me/requests/pcb/${requestId}/offers`);
    expect(beforeSend.json().data.items).toEqual([]);

    const sent = await call("sales", "POST", `/back-office/offers/${draft.id}/send`);
    expect(sent.statusCode, sent.body).toBe(200);
    offer = sent.json().data;
    expect(sent.json().message).toBe(`Offer ${offer.number} was sent to ${ENGINEER_EMAIL}.`);
    expect(await caseStatus(caseId)).toBe("offered");
    // A sent offer is no longer the staff's to change.
    expect((await call("sales", "POST", lineUrl, STENCIL)).statusCode).toBe(409);

    const mail = await latestMail(t.db, ENGINEER_EMAIL);
    // In the request's language (English here), with the link to the request's dashboard page.
    expect(mail?.subject).toBe(`Our offer ${offer.number} for your request PCB-${String(requestId).padStart(6, "0")}`);
    expect(mail?.text).toContain("Total: 167.50 USD, VAT excluded.");
    expect(mail?.text).toContain(`/en/dashboard/requests/pcb-stencil-requests/${requestId}/pcb-stencil/`);

    const audit = await t.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.objectId, String(draft.id)));
    expect(audit.filter((entry) => entry.objectType === "offer").map((entry) => entry.action)).toEqual(
      expect.arrayContaining(["create", "add-line", "remove-line", "send"]),
    );
    const [caseEntry] = await t.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.objectType, "request-case"), eq(staffAuditLog.objectId, String(caseId))))
      .orderBy(desc(staffAuditLog.id));
    expect(caseEntry).toMatchObject({ action: "set-status", before: { status: "new" }, after: { status: "offered" } });
  });

  it("is shown to its requester with its PDF, and to nobody else", async () => {
    const list = await call("engineer", "GET", `/aggregator/users/me/requests/pcb/${requestId}/offers`);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.items).toHaveLength(1);
    expect(list.json().data.items[0]).toMatchObject({ id: offer.id, status: "sent", total: "167.50", currency: "USD" });
    const pdf = await call("engineer", "GET", `/aggregator/users/me/offers/${offer.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe("%PDF");

    expect((await call("other", "GET", `/aggregator/users/me/requests/pcb/${requestId}/offers`)).statusCode).toBe(404);
    expect((await call("other", "GET", `/aggregator/users/me/offers/${offer.id}/pdf`)).statusCode).toBe(404);
    expect((await call("other", "POST", `/aggregator/users/me/offers/${offer.id}/accept`)).statusCode).toBe(404);
    expect((await call("other", "POST", `/aggregator/users/me/offers/${offer.id}/decline`, { reason: "No" })).statusCode).toBe(404);
  });

  it("accepted, puts its lines in the cart at the offered prices with a fixed quantity, and the checkout charges them", async () => {
    // An address and a delivery chosen with a part in the cart; the part is then removed and the offer accepted.
    await readyCheckout(t.app, tokens.engineer, { variantId: part.id, quantity: 1 });
    const cartBefore = (await call("engineer", "GET", "/carts/users/me/active")).json().data;
    await call("engineer", "POST", `/carts/users/me/${cartBefore.id}/lines/removal`, { lineIds: [], all: true });

    const accepted = await call("engineer", "POST", `/aggregator/users/me/offers/${offer.id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data).toMatchObject({ cartId: cartBefore.id, offer: { status: "accepted" } });
    expect(await caseStatus(caseId)).toBe("won");

    const cart = (await call("engineer", "GET", "/carts/users/me/active?currency=USD")).json().data;
    const lines = cart.slots.normal;
    expect(lines.map((line: { lineType: string }) => line.lineType)).toEqual(["SpecialProduct", "SpecialProduct", "SpecialProduct"]);
    expect(lines.map((line: { unitPrice: { primary: string } }) => line.unitPrice.primary)).toEqual(["1.25000", "40.0000", "0.50000"]);
    expect(lines.map((line: { quantity: { value: number } }) => line.quantity.value)).toEqual([100, 1, 5]);
    expect(lines[0]).toMatchObject({
      variantId: 0,
      sku: `${offer.number}/1`,
      description: `${BATCH.description} — ${BATCH.specification}`,
    });
    expect(lines[2]).toMatchObject({ variantId: part.id, sku: part.sku });
    expect(cart.totals.primary).toMatchObject({ subtotal: "167.50", discount: "0.00", tax: "33.50" });

    const fixed = await call("engineer", "PATCH", `/carts/users/me/${cart.id}/lines/${lines[0].id}`, { quantity: 150 });
    expect(fixed.statusCode).toBe(400);
    expect(fixed.json().error.errors[0]).toEqual({
      field: "quantity",
      message: "This line comes from an accepted offer: its quantity is the offered 100.",
    });

    const again = await call("engineer", "POST", `/aggregator/users/me/offers/${offer.id}/accept`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe("This offer has already been accepted.");

    const checkout = (await call("engineer", "GET", "/checkout/users/me?currency=USD")).json().data;
    expect(checkout.totals.subtotal).toBe("167.50");
    const placed = await call(
      "engineer",
      "POST",
      "/orders/users/me?currency=USD",
      { paymentType: "eft", readTerms: true },
      {
        "idempotency-key": randomUUID(),
      },
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const [order] = await t.db.select().from(orders).where(eq(orders.orderNumber, placed.json().data.order.orderNumber));
    expect(order.total).toBe(checkout.totals.total);
    const ordered = await t.db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(orderLines.lineNumber);
    expect(ordered.map((line) => [line.variantId, line.sku, line.quantity, line.unitPrice, line.offerLineId])).toEqual([
      [0, `${offer.number}/1`, 100, "1.250000", offer.lines[0].id],
      [0, `${offer.number}/2`, 1, "40.000000", offer.lines[1].id],
      [part.id, part.sku, 5, "0.500000", offer.lines[2].id],
    ]);
    expect(ordered[0].description).toBe(`${BATCH.description} — ${BATCH.specification}`);
    // The order took the offered lines out of the cart.
    expect((await call("engineer", "GET", "/carts/users/me/active")).json().data.productCount).toBe(0);
  });
});

describe("an offer that cannot be accepted", () => {
  it("past its validity date: 409 with the date, and the cart is untouched", async () => {
    const { caseId } = await pcbRequest("engineer");
    const offer = await sentOffer(caseId, [STENCIL], storeDay(0));
    await t.db
      .update(offers)
      .set({ validUntil: storeDay(-1) })
      .where(eq(offers.id, offer.id));
    const list = await call("engineer", "GET", `/aggregator/users/me/offers/${offer.id}/pdf`);
    expect(list.statusCode).toBe(200);
    const refused = await call("engineer", "POST", `/aggregator/users/me/offers/${offer.id}/accept`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(`This offer was valid until ${storeDay(-1)}: it can no longer be accepted.`);
    const cart = (await call("engineer", "GET", "/carts/users/me/active")).json().data;
    expect(cart.productCount).toBe(0);
    expect(await caseStatus(caseId)).toBe("offered");
  });

  it("declined: needs a reason, makes the case lost, and cannot be accepted afterwards", async () => {
    const { caseId, requestId } = await pcbRequest("engineer");
    const offer = await sentOffer(caseId, [BATCH]);
    const url = `/aggregator/users/me/offers/${offer.id}`;
    const noReason = await call("engineer", "POST", `${url}/decline`, { reason: " " });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.errors[0].field).toBe("reason");
    const declined = await call("engineer", "POST", `${url}/decline`, { reason: "Lead time too long" });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().data).toMatchObject({ status: "declined", declineReason: "Lead time too long" });
    expect(await caseStatus(caseId)).toBe("lost");
    const accept = await call("engineer", "POST", `${url}/accept`);
    expect(accept.statusCode).toBe(409);
    expect(accept.json().error.message).toBe("This offer has been declined.");
    const list = (await call("engineer", "GET", `/aggregator/users/me/requests/pcb/${requestId}/offers`)).json().data.items;
    expect(list[0].status).toBe("declined");
  });
});

describe("a guest's request", () => {
  it("is answered at the guest's typed address with a signed link to the offer, and claimed by the verified account of that address", async () => {
    const guest = {
      name: "Ece",
      lastName: "Misafir",
      email: CLAIMER_EMAIL.toUpperCase(),
      phoneCountryCode: "+90",
      phone: "532 000 00 09",
      isMembershipTermsAccepted: "on",
    };
    const { caseId, requestId } = await pcbRequest(null, guest);
    const offer = await sentOffer(caseId, [STENCIL]);
    const mail = await latestMail(t.db, CLAIMER_EMAIL);
    // The mail links to the offer's signed page, which shows it before any sign-in.
    const token = /\/en\/offer\/([\w.-]+)/.exec(mail?.text ?? "")?.[1];
    expect(token, mail?.text).toBeDefined();
    expect(mail?.text).not.toContain("/login");
    const linked = await call(null, "GET", `/offers/links/${token}`);
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.headers["cache-control"]).toContain("no-store");
    const number = `PCB-${String(requestId).padStart(6, "0")}`;
    expect(linked.json().data).toMatchObject({
      offer: { id: offer.id, number: offer.number, status: "sent", total: "40.00", terms: "Ex works.", lines: [{ kind: "stencil" }] },
      request: { kind: "pcb", id: requestId, number, pcbType: "pcb-stencil" },
    });
    // Nothing of the requester, nor the store's case.
    expect(linked.body).not.toMatch(/Misafir|532 000|offers\.guest|caseId/i);
    const pdf = await call(null, "GET", `/offers/links/${token}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe("%PDF");
    // A forged, altered or expired link, and a draft's, answer 404 like a missing offer.
    const key = offerLinkKey(TEST_JWT_SECRET);
    const [, expires, signature] = token!.split(".");
    const draft = (
      await call("sales", "POST", `/back-office/requests/${caseId}/offers`, { currency: "USD", validUntil: storeDay(3) })
    ).json().data;
    for (const bad of [
      `${offer.id + 1}.${expires}.${signature}`,
      `${offer.id}.${Number(expires) + 1}.${signature}`,
      offerLinkToken(key, offer.id, Date.now() - (OFFER_LINK_DAYS + 1) * 86_400_000),
      offerLinkToken(key, draft.id),
      offerLinkToken(Buffer.alloc(32), offer.id),
    ]) {
      expect((await call(null, "GET", `/offers/links/${bad}`)).statusCode, bad).toBe(404);
      expect((await call(null, "GET", `/offers/links/${bad}/pdf`)).statusCode, bad).toBe(404);
    }
    expect((await call(null, "GET", `/offers/links/${offerLinkToken(key, offer.id)}`)).statusCode).toBe(200);

    // The request's dashboard address with the caller's own id shows the guest's request to the verified account of
    // its address (where the offer is accepted), and to nobody else.
    const ids = Object.fromEntries(
      (await t.db.select({ id: users.id, email: users.email }).from(users)).map((user) => [user.email, user.id]),
    );
    const detail = (caller: Caller, userId: string) =>
      call(caller, "GET", `/aggregator/users/me/pcb-stencil-offers/${requestId}?type=pcb-stencil&userId=${userId}`);
    expect((await detail("claimer", ids[CLAIMER_EMAIL])).statusCode).toBe(200);
    expect((await detail("engineer", ids[ENGINEER_EMAIL])).statusCode).toBe(404);
    expect((await detail("engineer", ids[CLAIMER_EMAIL])).statusCode).toBe(404);
    expect((await detail("claimer", ids[ENGINEER_EMAIL])).statusCode).toBe(404);

    expect((await call("engineer", "GET", `/aggregator/users/me/requests/pcb/${requestId}/offers`)).statusCode).toBe(404);
    expect((await call("engineer", "POST", `/aggregator/users/me/offers/${offer.id}/accept`)).statusCode).toBe(404);
    const seen = await call("claimer", "GET", `/aggregator/users/me/requests/pcb/${requestId}/offers`);
    expect(seen.statusCode).toBe(200);
    const accepted = await call("claimer", "POST", `/aggregator/users/me/offers/${offer.id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    // Claimed: the request is the account's now, its dashboard page shows it.
    const mine = (await call("claimer", "GET", "/aggregator/users/me/pcb-stencil-offers")).json().data.items;
    expect(mine.map((item: { id: number }) => item.id)).toContain(requestId);
    expect((await detail("claimer", ids[CLAIMER_EMAIL])).json().data.userId).toBe(ids[CLAIMER_EMAIL]);
    // The link still shows the offer, answered.
    expect((await call(null, "GET", `/offers/links/${token}`)).json().data.offer.status).toBe("accepted");
  });
});

describe("an accepted offer's lines in a company user's cart", () => {
  it("keep their offered quantities when the company administrator changes the cart, with the owner's refusal", async () => {
    const buyerEmail = "offers.company-buyer@example.com";
    await createCompanyUser(t.db, DEMO_ACCOUNTS.businessAdmin.email, buyerEmail, "Teklif2026", ["create-orders"]);
    const buyer = (await signIn(t.app, buyerEmail, "Teklif2026", "b2b")).accessToken;
    const admin = (await signIn(t.app, DEMO_ACCOUNTS.businessAdmin.email, DEMO_ACCOUNTS.businessAdmin.password, "b2b")).accessToken;
    const as = (token: string, method: "GET" | "POST" | "PUT" | "PATCH", url: string, payload?: object) =>
      t.app.inject({ method, url: `/v1${url}`, headers: { "accept-language": "en", ...bearer(token) }, payload });

    const sent = await as(buyer, "POST", "/aggregator/users/me/pcb-stencil-offers", SPECIFICATION);
    expect(sent.statusCode, sent.body).toBe(201);
    const requestId = sent.json().data.id as number;
    const [found] = await t.db
      .select()
      .from(requestCases)
      .where(and(eq(requestCases.kind, "pcb"), eq(requestCases.requestRef, String(requestId))));
    const { variantId } = await stockLimitedPart(t.db);
    const [part] = await t.db.select({ sku: variants.sku }).from(variants).where(eq(variants.id, variantId));
    const offer = await sentOffer(found.id, [
      { kind: "catalog-part", part: part.sku, quantity: "3", unitPrice: "0.75", leadTimeDays: "0" },
      BATCH,
    ]);
    expect((await as(buyer, "POST", `/aggregator/users/me/offers/${offer.id}/accept`)).statusCode).toBe(200);

    const [owner] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, buyerEmail));
    const carts = `/aggregator/users/me/user-management/users/${owner.id}/shopping-carts`;
    const seen = (await as(admin, "GET", `${carts}/active`)).json().data.cart;
    const [partLine, batchLine] = seen.slots.normal as Array<{ id: number; quantity: { value: number } }>;
    expect([partLine.quantity.value, batchLine.quantity.value]).toEqual([3, 100]);

    const owned = await as(buyer, "PATCH", `/carts/users/me/${seen.id}/lines/${partLine.id}`, { quantity: 4 });
    expect(owned.statusCode).toBe(400);
    const refusal = "This line comes from an accepted offer: its quantity is the offered 3.";
    expect(owned.json().error.errors).toEqual([{ field: "quantity", message: refusal }]);
    for (const [lineId, quantity, message] of [
      [partLine.id, 4, refusal],
      [batchLine.id, 150, "This line comes from an accepted offer: its quantity is the offered 100."],
    ] as const) {
      const changed = await as(admin, "PUT", `${carts}/${seen.id}/update`, { lines: [{ lineId, quantity }] });
      expect(changed.statusCode, changed.body).toBe(400);
      expect(changed.json().error.errors).toEqual([{ field: "lines.0.quantity", message }]);
    }
    // The offered quantities themselves pass, and nothing changed.
    const same = await as(admin, "PUT", `${carts}/${seen.id}/update`, {
      lines: [
        { lineId: partLine.id, quantity: 3 },
        { lineId: batchLine.id, quantity: 100 },
      ],
    });
    expect(same.statusCode, same.body).toBe(200);
    const after = (await as(buyer, "GET", "/carts/users/me/active")).json().data.slots.normal;
    expect(after.map((line: { quantity: { value: number } }) => line.quantity.value)).toEqual([3, 100]);
    expect(same.json().data.changes).toEqual([]);
  });
});
