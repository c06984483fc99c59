import { desc, eq, gt } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bomRequestNumber } from "@contract/api/bom/request-schemas";
import { bomRequests, mailOutbox, requestCases, variants } from "../../api/db/schema";
import { DEMO_ACCOUNTS } from "../../api/seed/accounts";
import { bearer, freshIp, signIn } from "./support/accounts";
import { staffToken } from "./support/staff";
import { createTestApp, type TestApp } from "./support/test-app";

// BOM requests through the real API and database (docs/decisions/059-bom-matching.md, "Requests from a BOM"): a
// guest's and a user's price and stock request, a business's project request, and the case in the staff's inbox.

let t: TestApp;
const tokens = { consumer: "", buyer: "", sales: "" };
type Who = keyof typeof tokens;
let part: { id: number; sku: string };

const SALES = "sales@devre.example";
const GUEST = {
  companyName: "Kuzey Kart",
  name: "Selin",
  lastName: "Aydın",
  email: "selin.bom@example.com",
  phoneCountryCode: "+90",
  phone: "532 000 00 36",
  isMembershipTermsAccepted: "on",
};
const UNKNOWN_LINE = { row: 3, references: ["U7"], mpn: "XQZ-NOT-A-PART-9", manufacturer: "Nowhere", quantity: 26 };

const send = (payload: object, who?: Who, locale = "en") =>
  t.app.inject({
    method: "POST",
    url: "/v1/bom/requests",
    payload,
    headers: { "accept-language": locale, "x-forwarded-for": freshIp(), ...(who && bearer(tokens[who])) },
  });
const asUser = (who: Who, method: "GET" | "POST", url: string, payload?: object) =>
  t.app.inject({ method, url: `/v1${url}`, payload, headers: { ...bearer(tokens[who]), "accept-language": "en" } });
const request = (purpose: "price-stock" | "project", lines: object[], more: object = {}) => ({
  purpose,
  boards: 25,
  sparePercent: 2.5,
  lines,
  ...more,
});
const lastMailTo = async (to: string) =>
  (await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt)).limit(1))[0];

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  tokens.consumer = (await signIn(t.app, DEMO_ACCOUNTS.consumer.email, DEMO_ACCOUNTS.consumer.password, "b2c")).accessToken;
  tokens.buyer = (await signIn(t.app, DEMO_ACCOUNTS.businessBuyer.email, DEMO_ACCOUNTS.businessBuyer.password, "b2b")).accessToken;
  tokens.sales = await staffToken(t.db, "sales");
  [part] = await t.db.select({ id: variants.id, sku: variants.sku }).from(variants).where(gt(variants.id, 0)).limit(1);
});
afterAll(() => t.close());

describe("a price and stock request from a BOM", () => {
  it("from a guest: stored with its case, the lines' SKUs read by the API, mailed to sales in Turkish and a receipt to the guest", async () => {
    const answer = await send(
      request(
        "price-stock",
        [UNKNOWN_LINE, { row: 5, references: ["C1", "C2"], value: "100n", package: "0603", variantId: part.id, quantity: 52 }],
        {
          ...GUEST,
          note: "Numune için",
        },
      ),
    );
    expect(answer.statusCode, answer.body).toBe(201);
    const { id, number, userId } = answer.json().data;
    expect(number).toBe(bomRequestNumber(id));
    expect(userId).toBeNull();
    expect(answer.json().message).toContain(number);

    const [row] = await t.db.select().from(bomRequests).where(eq(bomRequests.id, id));
    expect(row).toMatchObject({
      purpose: "price-stock",
      projectName: null,
      boards: 25,
      sparePercent: 2.5,
      userId: null,
      email: GUEST.email,
    });
    expect(row.lines).toEqual([
      expect.objectContaining({ row: 3, mpn: "XQZ-NOT-A-PART-9", variantId: null, sku: null, quantity: 26 }),
      expect.objectContaining({ row: 5, references: ["C1", "C2"], variantId: part.id, sku: part.sku, quantity: 52 }),
    ]);
    const [opened] = await t.db
      .select()
      .from(requestCases)
      .where(eq(requestCases.requestRef, String(id)));
    expect(opened).toMatchObject({ kind: "bom", status: "new" });

    const sales = await lastMailTo(SALES);
    expect(sales.subject).toContain(number);
    expect(sales.text).toContain("Satır 3 (U7): XQZ-NOT-A-PART-9, Nowhere; 26 adet");
    expect(sales.text).toContain(`parçamız ${part.sku}`);
    expect(sales.text).toContain("%2,5");
    const receipt = await lastMailTo(GUEST.email);
    expect(receipt.subject).toContain(number);
    // At an address a guest typed, the copy is the store's summary alone (docs/decisions/029-outbound-mail-limits.md).
    expect(receipt.text).not.toContain("XQZ-NOT-A-PART-9");
  });

  it("from a guest without a contact: each missing field is named, nothing is stored", async () => {
    const before = await t.db.$count(bomRequests);
    const answer = await send(request("price-stock", [UNKNOWN_LINE]));
    expect(answer.statusCode).toBe(400);
    const fields = answer.json().error.errors.map((error: { field: string }) => error.field);
    expect(fields).toEqual(expect.arrayContaining(["name", "lastName", "email", "isMembershipTermsAccepted"]));
    expect(await t.db.$count(bomRequests)).toBe(before);
  });

  it("from a signed-in user: the account's contact, listed and shown on the dashboard with the lines", async () => {
    const answer = await send(request("price-stock", [UNKNOWN_LINE]), "consumer", "tr");
    expect(answer.statusCode, answer.body).toBe(201);
    const { id, userId } = answer.json().data;
    expect(userId).toEqual(expect.any(String));
    const receipt = await lastMailTo(DEMO_ACCOUNTS.consumer.email);
    // A verified address gets the facts and the request's page, in the request's language.
    expect(receipt.text).toContain("XQZ-NOT-A-PART-9");
    expect(receipt.text).toContain(`/hesabim/talepler/bom-talepleri/${id}/${userId}`);

    const list = await asUser("consumer", "POST", "/aggregator/users/me/user-bom-requests/search", {});
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.items[0]).toMatchObject({ id, purpose: "price-stock", lineCount: 1, boards: 25, status: "new" });
    const shown = await asUser("consumer", "GET", `/aggregator/users/me/user-bom-requests/${id}?userId=${userId}`);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().data.lines).toEqual([expect.objectContaining({ mpn: "XQZ-NOT-A-PART-9", quantity: 26 })]);
    // Another account's caller gets 404, as for a missing request.
    expect((await asUser("buyer", "GET", `/aggregator/users/me/user-bom-requests/${id}?userId=${userId}`)).statusCode).toBe(404);
  });
});

describe("a project request from a BOM", () => {
  it("is refused to a consumer and to a guest (403), and nothing is stored", async () => {
    const before = await t.db.$count(bomRequests);
    const body = request("project", [UNKNOWN_LINE], { projectName: "Motor sürücü" });
    expect((await send(body, "consumer")).statusCode).toBe(403);
    expect((await send({ ...body, ...GUEST })).statusCode).toBe(403);
    expect(await t.db.$count(bomRequests)).toBe(before);
  });

  it("needs a project name", async () => {
    const answer = await send(request("project", [UNKNOWN_LINE]), "buyer");
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.errors).toEqual([expect.objectContaining({ field: "projectName" })]);
  });

  it("from a business user: stored with the company and the project's name, in the inbox for sales with the lines, and offerable", async () => {
    const answer = await send(
      request("project", [UNKNOWN_LINE, { row: 4, references: ["R1"], mpn: part.sku, variantId: part.id, quantity: 1000 }], {
        projectName: "Sayaç kartı rev C",
      }),
      "buyer",
    );
    expect(answer.statusCode, answer.body).toBe(201);
    const { id, number } = answer.json().data;
    const [row] = await t.db.select().from(bomRequests).where(eq(bomRequests.id, id));
    expect(row.companyId).toEqual(expect.any(String));
    expect(row.projectName).toBe("Sayaç kartı rev C");
    expect((await lastMailTo(SALES)).subject).toContain("Sayaç kartı rev C");

    for (const q of [number, "sayaç kartı"]) {
      const found = await asUser("sales", "GET", `/back-office/requests?kind=bom&q=${encodeURIComponent(q)}`);
      expect(found.statusCode, found.body).toBe(200);
      expect(found.json().data.items).toEqual([
        expect.objectContaining({
          kind: "bom",
          number,
          requester: expect.any(String),
          summary: "Project Sayaç kartı rev C · BOM lines: 2 · boards: 25",
        }),
      ]);
    }
    const [{ caseId }] = (await asUser("sales", "GET", `/back-office/requests?q=${number}`)).json().data.items;
    const detail = await asUser("sales", "GET", `/back-office/requests/${caseId}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().data.content).toMatchObject({
      kind: "bom",
      purpose: "project",
      projectName: "Sayaç kartı rev C",
      lines: [expect.objectContaining({ row: 3, sku: null }), expect.objectContaining({ row: 4, sku: part.sku, quantity: 1000 })],
    });
    // Sales answers it with an offer, as any request (docs/decisions/046-offers.md).
    const offer = await asUser("sales", "POST", `/back-office/requests/${caseId}/offers`, {
      currency: "USD",
      validUntil: "2099-12-31",
      terms: "",
    });
    expect(offer.statusCode, offer.body).toBe(201);
  });
});
