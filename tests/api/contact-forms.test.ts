import { randomUUID } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTACT_TOPICS, type ContactTopic } from "@contract/api/crm/topic-schemas";
import { contactFormRequests, mailOutbox } from "../../api/db/schema";
import { DEMO_ACCOUNTS } from "../../api/seed/accounts";
import { bearer, freshIp, signIn } from "./support/accounts";
import { rows, sql } from "./support/catalog";
import { createTestApp, type TestApp } from "./support/test-app";

// The service contact forms (issue 17, item 4; docs/decisions/023-service-contact-forms.md): each topic from a guest
// and a signed-in user, stored with its own fields and mailed to the sales team and the requester.

let t: TestApp;
let consumerToken = "";
let part: { variantId: number; mpn: string };
const SALES = "sales@devre.example";
const guestId = randomUUID();

/** Each topic's own fields as its form sends them, and what is stored of them. */
const TOPIC_BODIES: Record<Exclude<ContactTopic, "cart">, { sent: Record<string, string>; stored: Record<string, unknown> }> = {
  "fae-rd": {
    sent: { partOrProject: "STM32G474 motor sürücü kartı", stage: "prototype" },
    stored: { partOrProject: "STM32G474 motor sürücü kartı", stage: "prototype" },
  },
  "pcb-assembly": {
    sent: { boardQuantity: "250", uniquePartCount: "48", assemblySides: "two", thtParts: "yes", componentsFromUs: "no" },
    stored: { boardQuantity: 250, uniquePartCount: 48, assemblySides: "two", thtParts: "yes", componentsFromUs: "no" },
  },
  "led-lighting": {
    sent: { application: "street", quantity: "120", colourTemperature: "4000" },
    stored: { application: "street", quantity: 120, colourTemperature: "4000" },
  },
};

const CONTACT = { name: "Ece", lastName: "Demir", companyName: "Örnek Elektronik", email: "", phone: "532 000 00 09" };
const MESSAGE = { subject: "Teklif isteği", message: "Önümüzdeki ay için bir fiyat ve termin bilgisi rica ediyoruz." };

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: "POST",
    url: `/v1${url}`,
    payload,
    headers: { "accept-language": "en", "x-forwarded-for": freshIp(), ...headers },
  });
const asGuest = (topic: ContactTopic, payload: object) =>
  post(`/crm/contact-form-requests/${topic}`, payload, { "x-anonymous-customer-id": guestId });
const asUser = (topic: ContactTopic, payload: object) =>
  post(`/aggregator/users/me/contact-form-requests/${topic}`, payload, bearer(consumerToken));

const storedRow = async (id: string) => (await t.db.select().from(contactFormRequests).where(eq(contactFormRequests.id, id)))[0];
const mailTo = async (to: string, subjectPart: string) =>
  (await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt))).find((mail) =>
    mail.subject.includes(subjectPart),
  );

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  consumerToken = (await signIn(t.app, DEMO_ACCOUNTS.consumer.email, DEMO_ACCOUNTS.consumer.password, "b2c")).accessToken;
  [part] = await rows<{ variantId: number; mpn: string }>(
    t.db,
    sql`SELECT v.id AS "variantId", p.mpn FROM variants v JOIN products p ON p.id = v.product_id
        WHERE v.minimum_order_quantity = 1 AND v.order_quantity_multiplier = 1 AND v.total_stock > 100 AND v.is_show_price
        ORDER BY v.id LIMIT 1`,
  );
});
afterAll(() => t.close());

describe("each topic from a guest", () => {
  for (const topic of ["fae-rd", "pcb-assembly", "led-lighting"] as const) {
    it(`${topic}: stored with its details and mailed to the sales team and the guest`, async () => {
      const email = `guest.${topic}@example.com`;
      const answer = await asGuest(topic, { ...CONTACT, email, ...MESSAGE, ...TOPIC_BODIES[topic].sent });
      expect(answer.statusCode, answer.body).toBe(201);
      expect(answer.json().data.topic).toBe(topic);
      const row = await storedRow(answer.json().data.id);
      expect(row).toMatchObject({ topic, name: "Ece", lastName: "Demir", email, companyName: "Örnek Elektronik", userId: null, guestId });
      expect(row.details).toEqual(TOPIC_BODIES[topic].stored);
      const sales = await mailTo(SALES, "Ece Demir");
      expect(sales?.text).toContain(email);
      expect(sales?.text).toContain("Önümüzdeki ay");
      // At an address a guest typed, the copy is the store's summary alone (docs/decisions/029-outbound-mail-limits.md).
      const receipt = await mailTo(email, "request");
      expect(receipt?.text).toContain("Hello,");
      for (const typed of ["Ece", "Teklif isteği", "Önümüzdeki ay"]) expect(receipt?.text).not.toContain(typed);
    });
  }

  it("cart: the lines are read from the guest's own cart, never from the form", async () => {
    const add = await t.app.inject({
      method: "POST",
      url: "/v1/carts/guests/me/lines",
      headers: { "x-anonymous-customer-id": guestId },
      payload: { items: [{ variantId: part.variantId, quantity: 7 }] },
    });
    expect(add.statusCode, add.body).toBe(200);
    const cart = await t.app.inject({ method: "GET", url: "/v1/carts/guests/me", headers: { "x-anonymous-customer-id": guestId } });
    const cartId = cart.json().data.id as number;
    const email = "guest.cart@example.com";
    const answer = await asGuest("cart", {
      ...CONTACT,
      email,
      subject: "",
      message: MESSAGE.message,
      cartId,
      lines: [{ mpn: "FAKE", quantity: 1 }],
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const row = await storedRow(answer.json().data.id);
    expect(row.details).toEqual({ cartId, lines: [{ mpn: part.mpn, quantity: 7 }] });
    // Left out, the subject is the topic's name in the caller's language.
    expect(row.subject).toBe("Cart question");
    expect((await mailTo(SALES, "Sepet sorusu"))?.text).toContain(`7 adet ${part.mpn}`);
    // Another visitor's cart is not the caller's: 404, nothing stored.
    const other = await post(
      "/crm/contact-form-requests/cart",
      { ...CONTACT, email, ...MESSAGE, cartId },
      { "x-anonymous-customer-id": randomUUID() },
    );
    expect(other.statusCode).toBe(404);
    const withoutId = await post("/crm/contact-form-requests/cart", { ...CONTACT, email, ...MESSAGE, cartId });
    expect(withoutId.statusCode).toBe(404);
  });
});

describe("each topic from a signed-in user", () => {
  for (const topic of ["fae-rd", "pcb-assembly", "led-lighting"] as const) {
    it(`${topic}: the account's name and e-mail fill what was left out`, async () => {
      const answer = await asUser(topic, { ...MESSAGE, subject: `${topic} sorusu`, ...TOPIC_BODIES[topic].sent });
      expect(answer.statusCode, answer.body).toBe(201);
      const row = await storedRow(answer.json().data.id);
      expect(row).toMatchObject({ topic, email: DEMO_ACCOUNTS.consumer.email, guestId: null });
      expect(row.userId).toBeTruthy();
      expect(row.name.length).toBeGreaterThan(0);
      expect(row.details).toEqual(TOPIC_BODIES[topic].stored);
      expect(await mailTo(SALES, `${topic} sorusu`)).toBeDefined();
      expect(await mailTo(DEMO_ACCOUNTS.consumer.email, `${topic} sorusu`)).toBeDefined();
    });
  }

  it("fae-rd: what the user typed wins over the account's", async () => {
    const answer = await asUser("fae-rd", {
      ...MESSAGE,
      name: "Selin",
      lastName: "Kaya",
      email: "selin@firma.com.tr",
      ...TOPIC_BODIES["fae-rd"].sent,
    });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(await storedRow(answer.json().data.id)).toMatchObject({ name: "Selin", lastName: "Kaya", email: "selin@firma.com.tr" });
    // An address other than the account's is only typed: its copy carries nothing the user wrote.
    expect((await mailTo("selin@firma.com.tr", "request"))?.text).not.toContain("Önümüzdeki ay");
  });

  it("cart: the snapshot of the user's active cart", async () => {
    const add = await t.app.inject({
      method: "POST",
      url: "/v1/carts/users/me/active/lines",
      headers: bearer(consumerToken),
      payload: { items: [{ variantId: part.variantId, quantity: 3 }] },
    });
    expect(add.statusCode, add.body).toBe(200);
    const cart = await t.app.inject({ method: "GET", url: "/v1/carts/users/me/active", headers: bearer(consumerToken) });
    const cartId = cart.json().data.id as number;
    const answer = await asUser("cart", { ...MESSAGE, cartId });
    expect(answer.statusCode, answer.body).toBe(201);
    const row = await storedRow(answer.json().data.id);
    expect(row.details).toMatchObject({ cartId, lines: expect.arrayContaining([{ mpn: part.mpn, quantity: 3 }]) });
    expect(await mailTo(DEMO_ACCOUNTS.consumer.email, "Teklif isteği")).toBeDefined();
    // The guest cart made above is not this user's.
    const [guestCart] = await rows<{ id: number }>(t.db, sql`SELECT id FROM carts WHERE guest_id = ${guestId}`);
    expect((await asUser("cart", { ...MESSAGE, cartId: guestCart.id })).statusCode).toBe(404);
  });
});

describe("the field rules (spec §5)", () => {
  for (const topic of CONTACT_TOPICS) {
    it(`${topic}: an invalid e-mail and a name of symbols are refused naming the field`, async () => {
      const body = { ...CONTACT, ...MESSAGE, cartId: 1, ...(topic === "cart" ? {} : TOPIC_BODIES[topic].sent) };
      const badEmail = await asGuest(topic, { ...body, email: "ece@@example" });
      expect(badEmail.statusCode).toBe(400);
      expect(badEmail.json().error.errors).toContainEqual(expect.objectContaining({ field: "email" }));
      const symbols = await asGuest(topic, { ...body, email: "ece@example.com", name: "!!!" });
      expect(symbols.statusCode).toBe(400);
      expect(symbols.json().error.errors).toContainEqual(
        expect.objectContaining({ field: "name", message: "Must contain at least one letter" }),
      );
      const userEmail = await asUser(topic, { ...body, email: "not-an-address" });
      expect(userEmail.statusCode).toBe(400);
      expect(userEmail.json().error.errors).toContainEqual(expect.objectContaining({ field: "email" }));
    });
  }

  it("a lone 0 in a count becomes 0,1 (the numeric-field rule), which is no count", async () => {
    const answer = await asGuest("led-lighting", {
      ...CONTACT,
      email: "ece@example.com",
      ...MESSAGE,
      ...TOPIC_BODIES["led-lighting"].sent,
      quantity: "0",
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.errors).toContainEqual(expect.objectContaining({ field: "quantity" }));
    const stored = await t.db
      .select()
      .from(contactFormRequests)
      .where(and(eq(contactFormRequests.topic, "led-lighting"), eq(contactFormRequests.email, "ece@example.com")));
    expect(stored).toEqual([]);
  });

  it("names are cleaned of symbols (the text-cleaning rule) before they are stored", async () => {
    const answer = await asGuest("fae-rd", {
      ...CONTACT,
      name: "Ece!!",
      email: "ece.clean@example.com",
      ...MESSAGE,
      ...TOPIC_BODIES["fae-rd"].sent,
    });
    expect(answer.statusCode, answer.body).toBe(201);
    expect((await storedRow(answer.json().data.id)).name).toBe("Ece");
  });
});
