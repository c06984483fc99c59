import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addresses, users } from "../../api/db/schema";
import { DEMO_ACCOUNTS } from "../../api/seed/accounts";
import { bearer, createCompanyUser, createVerifiedAccount, SHIPPING_ADDRESS, signIn } from "./support/accounts";
import { BUSINESS_BILLING } from "./support/checkout";
import { createTestApp, type TestApp } from "./support/test-app";

// Issue 34 item 5: a company's addresses belong to the company, used by its users as their permissions allow
// (docs/decisions/042-company-addresses.md).

let t: TestApp;
const tokens = { admin: "", buyer: "", viewer: "", other: "", consumer: "" };
const PASSWORD = "Passw0rd!x";

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  const admin = DEMO_ACCOUNTS.businessAdmin.email;
  await createCompanyUser(t.db, admin, "buyer@addresses.example", PASSWORD, ["view-orders", "create-orders"]);
  await createCompanyUser(t.db, admin, "viewer@addresses.example", PASSWORD, ["view-orders"]);
  await createVerifiedAccount(t.db, "b2b", "other-admin@addresses.example", PASSWORD);
  tokens.admin = (await signIn(t.app, admin, DEMO_ACCOUNTS.businessAdmin.password, "b2b")).accessToken;
  tokens.buyer = (await signIn(t.app, "buyer@addresses.example", PASSWORD, "b2b")).accessToken;
  tokens.viewer = (await signIn(t.app, "viewer@addresses.example", PASSWORD, "b2b")).accessToken;
  tokens.other = (await signIn(t.app, "other-admin@addresses.example", PASSWORD, "b2b")).accessToken;
  tokens.consumer = (await signIn(t.app, DEMO_ACCOUNTS.consumer.email, DEMO_ACCOUNTS.consumer.password, "b2c")).accessToken;
});
afterAll(() => t.close());

const call = (who: keyof typeof tokens, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
  t.app.inject({ method, url: `/v1${url}`, headers: { ...bearer(tokens[who]), "accept-language": "en" }, payload });
const BILLING = "/identity/users/me/business-billing-address";
const SHIPPING = "/identity/users/me/shipping-addresses";
const idsIn = (response: { json: () => { data: { items: Array<{ id: string }> } } }) => response.json().data.items.map((item) => item.id);

describe("a company's address book", () => {
  let invoiceAddressId = "";

  it("holds the administrator's invoice address for every user of the company, changeable by its keeper only", async () => {
    const created = await call("admin", "POST", BILLING, { ...BUSINESS_BILLING, title: "Head office" });
    expect(created.statusCode, created.body).toBe(201);
    invoiceAddressId = created.json().data.id;
    expect(created.json().data).toMatchObject({ isDefault: true, isChangeable: true });

    for (const colleague of ["buyer", "viewer"] as const) {
      const list = await call(colleague, "GET", BILLING);
      expect(list.statusCode).toBe(200);
      const item = list.json().data.items.find((candidate: { id: string }) => candidate.id === invoiceAddressId);
      expect(item).toMatchObject({ title: "Head office", isDefault: true, isChangeable: false });
    }
  });

  it("refuses a colleague's change, deletion or new default (403) and keeps the address as it was", async () => {
    const body = { ...BUSINESS_BILLING, title: "Renamed by the buyer" };
    expect((await call("buyer", "PUT", `${BILLING}/${invoiceAddressId}`, body)).statusCode).toBe(403);
    expect((await call("buyer", "PUT", `${BILLING}/${invoiceAddressId}/default`)).statusCode).toBe(403);
    expect((await call("buyer", "DELETE", `${BILLING}/${invoiceAddressId}`)).statusCode).toBe(403);
    const [row] = await t.db.select().from(addresses).where(eq(addresses.id, invoiceAddressId));
    expect(row.title).toBe("Head office");
  });

  it("lets a buyer add to the book and change what they added, and a viewer only read it", async () => {
    const added = await call("buyer", "POST", SHIPPING, { ...SHIPPING_ADDRESS, title: "Warehouse" });
    expect(added.statusCode, added.body).toBe(201);
    const id = added.json().data.id;
    expect(added.json().data.isChangeable).toBe(true);
    const renamed = await call("buyer", "PUT", `${SHIPPING}/${id}`, { ...SHIPPING_ADDRESS, title: "Warehouse 2" });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(idsIn(await call("admin", "GET", SHIPPING))).toContain(id);
    expect((await call("viewer", "POST", SHIPPING, SHIPPING_ADDRESS)).statusCode).toBe(403);
  });

  it("offers the company's invoice address in a colleague's checkout", async () => {
    const checkout = await call("buyer", "GET", "/checkout/users/me");
    expect(checkout.statusCode, checkout.body).toBe(200);
    expect(checkout.json().data.billingAddresses.map((address: { id: string }) => address.id)).toContain(invoiceAddressId);
  });

  it("is another company's 404 and absent from a consumer's book", async () => {
    expect((await call("other", "GET", `${BILLING}/${invoiceAddressId}`)).statusCode).toBe(404);
    expect((await call("other", "DELETE", `${BILLING}/${invoiceAddressId}`)).statusCode).toBe(404);
    expect(idsIn(await call("other", "GET", BILLING))).not.toContain(invoiceAddressId);
    expect(idsIn(await call("consumer", "GET", SHIPPING))).toHaveLength(1);
  });

  it("keeps what a deleted user added", async () => {
    const [buyer] = await t.db.select().from(users).where(eq(users.email, "buyer@addresses.example"));
    const added = await t.db.select().from(addresses).where(eq(addresses.userId, buyer.id));
    expect(added.length).toBeGreaterThan(0);
    const deleted = await call("admin", "DELETE", `/identity/users/me/user-management/users/${buyer.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const kept = await t.db.select().from(addresses).where(eq(addresses.id, added[0].id));
    expect(kept[0]).toMatchObject({ userId: null, companyId: buyer.companyId });
  });
});
