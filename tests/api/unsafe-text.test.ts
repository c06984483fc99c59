import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS, seedDemoAccounts } from "../../api/seed/accounts";
import { bearer, post, SHIPPING_ADDRESS, signIn } from "./support/accounts";
import { rows } from "./support/catalog";
import { createTestApp, type TestApp } from "./support/test-app";

// The reproductions of docs/errors.md's unsafe-text rule: a NUL used to answer 500 (PostgreSQL cannot store it) and a
// direction override used to be stored as typed. Both are now a 400 naming the field, in the caller's language, and
// nothing is stored.

let t: TestApp;
let consumer = "";
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t.db);
  consumer = (await signIn(t.app, DEMO_ACCOUNTS.consumer.email, DEMO_ACCOUNTS.consumer.password, "b2c")).accessToken;
});
afterAll(() => t.close());

const contact = { name: "Ayşe", lastName: "Yılmaz", email: "ayse@firma.com.tr", subject: "Stok", message: "Stok durumu nedir?" };
const shipping = SHIPPING_ADDRESS;

const count = async (table: string) =>
  Number((await rows<{ count: string }>(t.db, sql.raw(`SELECT count(*) AS count FROM ${table}`)))[0].count);

const fieldErrors = (body: string) => JSON.parse(body).error.errors as { field?: string; message: string }[];

describe("text no field keeps", () => {
  it.each([
    ["companyName", "Firma\u0000A.Ş."],
    ["subject", "Stok\u0000"],
    ["message", "a\u0000b"],
    ["message", "Fiyat \u202Etsil\u202C nedir?"],
    ["message", "yarım \uD800 çift"],
  ])("refuses %s holding %j in a contact message, in Turkish, and stores nothing", async (field, value) => {
    const before = await count("contact_form_requests");
    const response = await post(t.app, "/v1/crm/contact-form-requests", { ...contact, [field]: value });
    expect(response.statusCode).toBe(400);
    expect(fieldErrors(response.body)).toEqual([
      { field, message: "Görünmeyen denetim karakterleri (ör. NUL ya da yazı yönünü değiştiren işaretler) kullanılamaz" },
    ]);
    expect(await count("contact_form_requests")).toBe(before);
  });

  it.each(["title", "addressLine"])("refuses a NUL or a direction override in an address's %s, in English", async (field) => {
    const before = await count("addresses");
    for (const value of ["Ev\u0000", "Ev \u202Ekaçak"]) {
      const response = await post(
        t.app,
        "/v1/identity/users/me/shipping-addresses",
        { ...shipping, [field]: value },
        {
          ...bearer(consumer),
          "accept-language": "en",
        },
      );
      expect(response.statusCode).toBe(400);
      expect(fieldErrors(response.body)[0]).toEqual({
        field,
        message: "Remove invisible control characters (such as NUL or a text-direction override)",
      });
    }
    expect(await count("addresses")).toBe(before);
  });

  it("refuses a NUL in the catalog search with a 400 naming the parameter", async () => {
    for (const url of ["/v1/products/variants/search?search=a%00b", "/v1/products/search/simple-fuzzy?search=a%00b"]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(400);
      expect(fieldErrors(response.body)[0].field).toBe("search");
    }
  });

  it("keeps text that only looks dangerous, taken literally", async () => {
    const message = 'O\'Brien & Co. 100% <b>"quoted"</b>; DROP TABLE users; -- \t satır\nsonu';
    const response = await post(t.app, "/v1/crm/contact-form-requests", { ...contact, message });
    expect(response.statusCode).toBe(201);
    const [row] = await rows<{ message: string }>(t.db, sql`SELECT message FROM contact_form_requests ORDER BY created_at DESC LIMIT 1`);
    expect(row.message).toBe(message);
  });
});
