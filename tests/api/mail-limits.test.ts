import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../../api/db/schema";
import { DEMO_ACCOUNTS } from "../../api/seed/accounts";
import { bearer, createVerifiedAccount, freshIp, SHIPPING_ADDRESS, signIn } from "./support/accounts";
import { stockLimitedPart } from "./support/checkout";
import { createTestApp, type TestApp } from "./support/test-app";

// Nobody mail-bombs an address through the store (issue 29, item 3; docs/decisions/029-outbound-mail-limits.md): mails
// to an address a visitor typed are limited per address across every kind of mail, whatever client sends them; their
// copies carry the store's own words, never the sender's text; a store-wide breaker stops a flood.

let t: TestApp;
let part: { variantId: number };
const SALES = "sales@devre.example";
const HOURLY_LIMIT = 6;
const PHISH = "Visit http://phish.example now";

/** Each request from a new client address, as a bomber rotating addresses sends them. */
const post = (app: TestApp["app"], url: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: "POST", url: `/v1${url}`, payload, headers: { "accept-language": "en", "x-forwarded-for": freshIp(), ...headers } });

/** Mails the outbox holds for an address, however its letters are cased. */
const mailsTo = async (address: string) =>
  t.db
    .select()
    .from(mailOutbox)
    .where(eq(sql`lower(${mailOutbox.to})`, address.toLowerCase()));

const CONTACT = { companyName: "Örnek", name: "Ece", lastName: "Demir", phoneCountryCode: "+90", phone: "532 000 00 09" };
const TERMS = { isMembershipTermsAccepted: "on" };
const FAE = { partOrProject: "STM32 kartı", stage: "prototype" };
const HEAT_SINK = { profile: "SK89", lengthMm: "150", quantity: "40", machiningNotes: "", anodizingNotes: "" };
const PCB = {
  offerType: "pcb-stencil",
  dimensionWidth: "100",
  dimensionHeigth: "80",
  dimensionMeasurementType: "1",
  pcbQuantity: "10",
  baseMaterial: "1",
  layer: "2",
  pcbThickness: "5",
  outerCopperWeight: "1",
  pcbColor: "1",
  silkscreen: "1",
  surfaceFinish: "2",
  stencilType: "1",
  size: "6",
  stencilSide: "1",
  stencilQuantity: "1",
  stencilThickness: "",
  existingFiducials: "",
};

/** A guest's EFT order placed for `email`, through the checkout's steps. */
async function guestEftOrder(email: string) {
  const guestId = randomUUID();
  const asGuest = (method: "POST" | "PUT", url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({
      method,
      url: `/v1${url}`,
      payload,
      headers: { "accept-language": "en", "x-anonymous-customer-id": guestId, "x-forwarded-for": freshIp(), ...headers },
    });
  expect((await asGuest("POST", "/carts/guests/me/lines", { items: [{ variantId: part.variantId, quantity: 1 }] })).statusCode).toBe(200);
  const billing = { ...SHIPPING_ADDRESS, title: "Order", invoiceType: "individual", identityNumber: "10000000146" };
  const saved = await asGuest("PUT", "/checkout/guests/me/billing", { email, billing });
  expect(saved.statusCode, saved.body).toBe(200);
  const option = saved.json().data.shippingOptions.find((candidate: { service: string }) => candidate.service === "Standard");
  expect((await asGuest("PUT", "/checkout/guests/me/delivery", { shippingOptionId: option.id })).statusCode).toBe(200);
  const placed = await asGuest("POST", "/orders/guests/me", { paymentType: "eft", readTerms: true }, { "idempotency-key": randomUUID() });
  expect(placed.statusCode, placed.body).toBe(201);
}

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  part = await stockLimitedPart(t.db);
});
afterAll(() => t.close());

describe("one address a visitor typed", () => {
  it("receives at most the hourly limit across every kind of mail, from rotating clients and spellings; the sales team gets every copy", async () => {
    const victim = "victim@example.com";
    const spellings = [victim, "Victim@Example.com", "victim+1@example.com", "VICTIM+store@example.com"];
    const salesBefore = (await mailsTo(SALES)).length;
    let requests = 0;
    for (const [index, email] of spellings.entries()) {
      const newsletter = await post(t.app, "/email-contacts/subscribe-newsletter", { email, source: "footer" });
      expect(newsletter.statusCode, newsletter.body).toBe(200);
      const fae = await post(t.app, "/crm/contact-form-requests/fae-rd", {
        ...CONTACT,
        email,
        subject: "",
        message: "Önümüzdeki ay için bir fiyat rica ediyoruz.",
        ...FAE,
      });
      expect(fae.statusCode, fae.body).toBe(201);
      const heatSink = await post(t.app, "/crm/aluminum-heat-sink-offers", { ...CONTACT, email, ...TERMS, ...HEAT_SINK });
      expect(heatSink.statusCode, heatSink.body).toBe(201);
      requests += 2;
      if (index < 2) await guestEftOrder(email);
    }
    // Every answer was the usual one; what reached the address is capped.
    const received = (await t.db.select().from(mailOutbox)).filter((mail) => /^victim(\+[^@]*)?@example\.com$/i.test(mail.to));
    expect(received.length).toBe(HOURLY_LIMIT);
    // The store's own sales address is nobody's typing: it gets every request.
    expect((await mailsTo(SALES)).length - salesBefore).toBe(requests);
  });

  it("keeps its own limit: another address still receives its mail", async () => {
    const answer = await post(t.app, "/email-contacts/subscribe-newsletter", { email: "bystander@example.com", source: "footer" });
    expect(answer.statusCode).toBe(200);
    expect(await mailsTo("bystander@example.com")).toHaveLength(1);
  });

  it("gets a copy of a contact or quote request in the store's words and a link, never the sender's text", async () => {
    const forms = [
      ["/crm/contact-form-requests/fae-rd", { ...FAE, partOrProject: PHISH }],
      [
        "/crm/contact-form-requests/pcb-assembly",
        { boardQuantity: "250", uniquePartCount: "48", assemblySides: "two", thtParts: "yes", componentsFromUs: "no" },
      ],
      ["/crm/contact-form-requests/led-lighting", { application: "street", quantity: "120", colourTemperature: "4000" }],
      ["/crm/aluminum-heat-sink-offers", { ...TERMS, ...HEAT_SINK, machiningNotes: PHISH, anodizingNotes: PHISH }],
      ["/crm/pcb-stencil-offers", { ...TERMS, ...PCB, pcbRemark: PHISH, stencilRemark: PHISH }],
      ["/products/product-requests", { ...TERMS, variantId: String(part.variantId), quantity: "1", note: PHISH }],
      ["/products/error-reports", { variantId: part.variantId, field: "datasheet" }],
    ] as const;
    for (const [index, [url, fields]] of forms.entries()) {
      const email = `copy.${index}@example.com`;
      const answer = await post(t.app, url, {
        ...CONTACT,
        companyName: PHISH,
        lastName: "Visit",
        email,
        subject: PHISH,
        message: PHISH,
        ...fields,
      });
      expect(answer.statusCode, answer.body).toBe(201);
      const [copy] = await mailsTo(email);
      expect(copy, url).toBeDefined();
      for (const part of [copy.subject, copy.text, copy.html]) expect(part, url).not.toMatch(/phish|Visit/);
      expect(copy.text, url).toMatch(/https?:\/\//);
    }
    // The sales team's copy keeps everything the sender wrote.
    const sales = (await mailsTo(SALES)).filter((mail) => mail.text.includes(PHISH));
    expect(sales.length).toBeGreaterThanOrEqual(forms.length);
  });
});

describe("an address its owner proved", () => {
  it("is not limited: a signed-in user's own receipts all arrive", async () => {
    const token = (await signIn(t.app, DEMO_ACCOUNTS.consumer.email, DEMO_ACCOUNTS.consumer.password, "b2c")).accessToken;
    const before = (await mailsTo(DEMO_ACCOUNTS.consumer.email)).length;
    for (let request = 0; request < HOURLY_LIMIT + 2; request += 1) {
      const answer = await post(t.app, "/aggregator/users/me/aluminum-heat-sink-offers", HEAT_SINK, bearer(token));
      expect(answer.statusCode, answer.body).toBe(201);
    }
    expect((await mailsTo(DEMO_ACCOUNTS.consumer.email)).length - before).toBe(HOURLY_LIMIT + 2);
  });
});

describe("the daily limit", () => {
  it("caps an address's mails over the day, whatever the hour allows", async () => {
    const daily = await createTestApp({ config: { MAIL_PER_ADDRESS_HOURLY: 100, MAIL_PER_ADDRESS_DAILY: 3 } });
    try {
      for (let request = 0; request < 5; request += 1) {
        const answer = await post(daily.app, "/email-contacts/subscribe-newsletter", { email: "daily@example.com", source: "footer" });
        expect(answer.statusCode).toBe(200);
      }
      expect(await daily.db.select().from(mailOutbox).where(eq(mailOutbox.to, "daily@example.com"))).toHaveLength(3);
    } finally {
      await daily.close();
    }
  });
});

describe("the outbound breaker", () => {
  it("stops mails to typed addresses once a minute's flood passes its threshold, while proven addresses still get theirs", async () => {
    const flood = await createTestApp({ config: { MAIL_BREAKER_PER_MINUTE: 3 } });
    try {
      const typed = Array.from({ length: 6 }, (_, index) => `flood.${index}@example.com`);
      for (const email of typed) {
        const answer = await post(flood.app, "/email-contacts/subscribe-newsletter", { email, source: "footer" });
        expect(answer.statusCode).toBe(200);
      }
      const delivered = await flood.db.select().from(mailOutbox);
      expect(delivered.map((mail) => mail.to).sort()).toEqual(typed.slice(0, 3).sort());
      // Open, the breaker lets a verified account's own mail through (a password reset code).
      await createVerifiedAccount(flood.db, "b2c", "proven@example.com", "Kanit2026!");
      const reset = await post(flood.app, "/identity/auth/send-reset-password-otp", { email: "proven@example.com" });
      expect(reset.statusCode, reset.body).toBe(200);
      expect(await flood.db.select().from(mailOutbox).where(eq(mailOutbox.to, "proven@example.com"))).toHaveLength(1);
      // A seventh typed address, still within the open time, gets nothing.
      await post(flood.app, "/email-contacts/subscribe-newsletter", { email: "flood.late@example.com", source: "footer" });
      expect(await flood.db.select().from(mailOutbox).where(eq(mailOutbox.to, "flood.late@example.com"))).toHaveLength(0);
    } finally {
      await flood.close();
    }
  });
});
