import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { heatSinkOfferRequests, mailOutbox } from "../../api/db/schema";
import { DEMO_ACCOUNTS } from "../../api/seed/accounts";
import { bearer, createVerifiedAccount, freshIp, signIn } from "./support/accounts";
import { createTestApp, type TestApp } from "./support/test-app";

// Aluminium heat-sink quote requests through the real API and database (docs/decisions/025-heat-sink-offers.md).

let t: TestApp;
const tokens = { admin: "", buyer: "", other: "" };
type Who = keyof typeof tokens;

const SALES = "sales@devre.example";
const BAR = { profile: "SK89", lengthMm: "150,5", quantity: "40", machiningNotes: "Two M3 holes, 20 mm from each end", anodizingNotes: "" };
const GUEST = {
  ...BAR,
  companyName: "Örnek Elektronik",
  name: "Ece",
  lastName: "Demir",
  email: "ece.sogutucu@example.com",
  phoneCountryCode: "+90",
  phone: "532 000 00 09",
  isMembershipTermsAccepted: "on",
};

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: "POST",
    url: `/v1${url}`,
    payload,
    headers: { "accept-language": "en", "x-forwarded-for": freshIp(), ...headers },
  });
const asUser = (who: Who, method: "GET" | "POST", url: string, payload?: object) =>
  t.app.inject({ method, url: `/v1${url}`, payload, headers: { ...bearer(tokens[who]), "accept-language": "en" } });

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  tokens.admin = (await signIn(t.app, DEMO_ACCOUNTS.businessAdmin.email, DEMO_ACCOUNTS.businessAdmin.password, "b2b")).accessToken;
  tokens.buyer = (await signIn(t.app, DEMO_ACCOUNTS.businessBuyer.email, DEMO_ACCOUNTS.businessBuyer.password, "b2b")).accessToken;
  await createVerifiedAccount(t.db, "b2c", "heat.other@example.com", "Baska2026");
  tokens.other = (await signIn(t.app, "heat.other@example.com", "Baska2026", "b2c")).accessToken;
});
afterAll(() => t.close());

describe("the profiles", () => {
  it("answer each seeded profile once, with its dimensions in millimetres and the thermal resistance at each length", async () => {
    const answer = await post("/products/aluminum-heat-sinks/search", {});
    expect(answer.statusCode, answer.body).toBe(200);
    const { items, totalCount } = answer.json().data;
    expect(totalCount).toBe(8);
    expect(items.map((item: { profile: string }) => item.profile).sort()).toEqual(
      ["SK104", "SK145", "SK409", "SK47", "SK481", "SK68", "SK89", "SK92"].sort(),
    );
    const sk89 = items.find((item: { profile: string }) => item.profile === "SK89");
    expect(sk89).toMatchObject({
      manufacturer: { slug: "fischer-elektronik" },
      widthMm: 75,
      heightMm: 25,
      productList: { name: expect.any(String), search: "SK89" },
    });
    // The seed's lengths, shortest first; an anodized finish's thermal resistance is the lowest at 37.5 mm (4.1 K/W).
    expect(sk89.lengths.map((length: { lengthMm: number }) => length.lengthMm)).toEqual([37.5, 50, 75, 100, 150, 200]);
    expect(sk89.lengths[0].thermalResistance).toBe(4.1);
  });

  it("keep only the lengths reaching a thermal resistance when one is asked for", async () => {
    const { items } = (await post("/products/aluminum-heat-sinks/search", { maxThermalResistance: 1 })).json().data;
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) for (const length of item.lengths) expect(length.thermalResistance).toBeLessThanOrEqual(1);
    expect(items.map((item: { profile: string }) => item.profile)).not.toContain("SK104");
  });
});

describe("a guest's request", () => {
  it("is stored and mailed to the sales team and the requester", async () => {
    const answer = await post("/crm/aluminum-heat-sink-offers", GUEST);
    expect(answer.statusCode, answer.body).toBe(201);
    const { id } = answer.json().data;
    const number = `HS-${String(id).padStart(6, "0")}`;
    expect(answer.json().message).toContain(number);

    const [row] = await t.db.select().from(heatSinkOfferRequests).where(eq(heatSinkOfferRequests.id, id));
    expect(row).toMatchObject({
      userId: null,
      profile: "SK89",
      lengthMm: "150.50",
      quantity: 40,
      anodizingNotes: null,
      email: "ece.sogutucu@example.com",
      locale: "en",
    });
    expect(row.membershipTermsAcceptedAt).toBeInstanceOf(Date);

    const salesMails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, SALES));
    const salesCopy = salesMails.find((mail) => mail.subject.includes(number))!;
    expect(salesCopy.text).toContain("ece.sogutucu@example.com");
    expect(salesCopy.text).toContain("150,5 mm");
    const [receipt] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, "ece.sogutucu@example.com"));
    expect(receipt.subject).toContain(number);
    // At an address a guest typed, the copy is the store's summary alone (docs/decisions/029-outbound-mail-limits.md).
    expect(receipt.text).not.toContain("Two M3 holes");
  });

  it("refuses an unknown profile, a bad length, a length over 3000 mm, a bad e-mail and terms not accepted, naming each field", async () => {
    const wrong = await post("/crm/aluminum-heat-sink-offers", {
      ...GUEST,
      lengthMm: "abc",
      quantity: "0",
      email: "ece@@example",
      isMembershipTermsAccepted: "false",
    });
    expect(wrong.statusCode).toBe(400);
    expect(
      wrong
        .json()
        .error.errors.map((error: { field: string }) => error.field)
        .sort(),
    ).toEqual(["email", "isMembershipTermsAccepted", "lengthMm", "quantity"]);
    const tooLong = await post("/crm/aluminum-heat-sink-offers", { ...GUEST, lengthMm: "3000,5" });
    expect(tooLong.json().error.errors).toEqual([{ field: "lengthMm", message: expect.stringContaining("3000 mm") }]);
    const unknown = await post("/crm/aluminum-heat-sink-offers", { ...GUEST, profile: "XX1" }, { "accept-language": "tr" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.errors).toEqual([{ field: "profile", message: "Listeden bir profil seçin" }]);
  });
});

describe("a signed-in user's requests", () => {
  it("are listed and shown to their owner and the owner's company administrator, and answer 404 to anyone else", async () => {
    const created = await asUser("buyer", "POST", "/aggregator/users/me/aluminum-heat-sink-offers", { ...BAR, lengthMm: "0" });
    expect(created.statusCode, created.body).toBe(201);
    const { id, userId } = created.json().data;
    // The numeric-field rule: a lone 0 is 0,1.
    const [row] = await t.db.select().from(heatSinkOfferRequests).where(eq(heatSinkOfferRequests.id, id));
    expect(row).toMatchObject({ userId, lengthMm: "0.10", membershipTermsAcceptedAt: null });
    expect((await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, DEMO_ACCOUNTS.businessBuyer.email))).length).toBeGreaterThan(0);

    const list = await asUser("buyer", "GET", "/aggregator/users/me/aluminum-heat-sink-offers");
    expect(list.json().data.items[0]).toMatchObject({ id, userId, profile: "SK89", lengthMm: 0.1, quantity: 40, status: "new" });

    const detailUrl = `/aggregator/users/me/aluminum-heat-sink-offers/${id}?userId=${userId}`;
    const detail = await asUser("buyer", "GET", detailUrl);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data).toMatchObject({ id, machiningNotes: BAR.machiningNotes, anodizingNotes: null });
    // The company's administrator sees a colleague's request; another user does not, nor does a wrong requester id.
    expect((await asUser("admin", "GET", detailUrl)).statusCode).toBe(200);
    expect(
      (await asUser("admin", "GET", "/aggregator/users/me/aluminum-heat-sink-offers"))
        .json()
        .data.items.map((item: { id: number }) => item.id),
    ).toContain(id);
    expect((await asUser("other", "GET", detailUrl)).statusCode).toBe(404);
    expect((await asUser("other", "GET", "/aggregator/users/me/aluminum-heat-sink-offers")).json().data.totalCount).toBe(0);
    const otherId = (await asUser("other", "POST", "/aggregator/users/me/aluminum-heat-sink-offers", BAR)).json().data.userId;
    expect((await asUser("buyer", "GET", detailUrl.replace(userId, otherId))).statusCode).toBe(404);
  });
});
