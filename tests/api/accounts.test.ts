import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOOKUP_CODES } from "@contract/api/lookups/codes";
import { DEMO_ACCOUNTS, seedDemoAccounts } from "../../api/seed/accounts";
import { bearer, SHIPPING_ADDRESS, signIn } from "./support/accounts";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
const tokens: Record<"consumer" | "admin" | "buyer", string> = { consumer: "", admin: "", buyer: "" };

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t.db);
  tokens.consumer = (await signIn(t.app, DEMO_ACCOUNTS.consumer.email, DEMO_ACCOUNTS.consumer.password, "b2c")).accessToken;
  tokens.admin = (await signIn(t.app, DEMO_ACCOUNTS.businessAdmin.email, DEMO_ACCOUNTS.businessAdmin.password, "b2b")).accessToken;
  tokens.buyer = (await signIn(t.app, DEMO_ACCOUNTS.businessBuyer.email, DEMO_ACCOUNTS.businessBuyer.password, "b2b")).accessToken;
});
afterAll(() => t.close());

const call = (who: keyof typeof tokens, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
  t.app.inject({ method, url: `/v1/${url}`, headers: { ...bearer(tokens[who]), "accept-language": "en" }, payload });

const companyUpdate = {
  title: "Demo Elektronik A.Ş.",
  taxOffice: "Kadıköy",
  companyTypeCode: "joint-stock",
  sectorCode: "electronics-manufacturing",
  activityAreaCode: "ems",
  website: "https://demo.devre.example",
  address: {
    countryCode: "TR",
    cityId: "34",
    townId: "Kadıköy",
    districtId: "Caferağa Mah",
    zipCode: "34710",
    addressLine: "Moda Caddesi No: 2",
  },
};

describe("business permissions", () => {
  it("lets the administrator edit the company profile and refuses a sub-user whose role lacks manage-company-profile", async () => {
    const edited = await call("admin", "PUT", "identity/users/me/company-profile", companyUpdate);
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({
      title: "Demo Elektronik A.Ş.",
      canEdit: true,
      address: { cityName: "İstanbul", addressLine: "Moda Caddesi No: 2" },
    });

    const refused = await call("buyer", "PUT", "identity/users/me/company-profile", { ...companyUpdate, title: "Hijacked" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      success: false,
      errorCode: 403,
      error: { message: "Your role does not include the permission “Edit the company profile”. Ask your company administrator." },
    });
    const read = await call("buyer", "GET", "identity/users/me/company-profile");
    expect(read.json().data).toMatchObject({ title: "Demo Elektronik A.Ş.", canEdit: false });
  });

  it("shows current accounts with risks only to a role with view-current-accounts", async () => {
    const accounts = await call("admin", "GET", "identity/users/me/business-open-current-accounts?currency=USD");
    expect(accounts.statusCode).toBe(200);
    expect(accounts.json().data).toEqual([
      {
        code: "120.01.001",
        currencyCode: "USD",
        creditLimit: "25000.00",
        balance: "6420.50",
        risk: "1830.00",
        available: "16749.50",
        maturityDays: 30,
        blocked: false,
      },
    ]);
    expect((await call("buyer", "GET", "identity/users/me/business-open-current-accounts")).statusCode).toBe(403);
  });

  it("refuses consumers on business endpoints", async () => {
    expect((await call("consumer", "GET", "identity/users/me/company-profile")).statusCode).toBe(403);
    expect((await call("consumer", "GET", "identity/users/me/business-billing-address")).statusCode).toBe(403);
    expect((await call("consumer", "GET", "lookups/fkey-list/roles")).statusCode).toBe(403);
    expect((await call("admin", "GET", "identity/users/me/billing-addresses")).statusCode).toBe(403);
  });

  it("lists the company's roles for business users", async () => {
    const roles = await call("buyer", "GET", "lookups/fkey-list/roles");
    expect(roles.json().data.map((role: { name: string }) => role.name)).toEqual([
      "Görüntüleyici",
      "Muhasebe",
      "Mühendis",
      "Satın alma",
      "Yönetici",
    ]);
  });
});

const shipping = SHIPPING_ADDRESS;

describe("addresses", () => {
  it("creates, lists (default first), edits, moves the default and deletes the caller's addresses", async () => {
    const created = await call("consumer", "POST", "identity/users/me/shipping-addresses", { ...shipping, isDefault: true });
    expect(created.statusCode).toBe(201);
    const address = created.json().data;
    expect(address).toMatchObject({ cityName: "Ankara", isDefault: true });

    const list = (await call("consumer", "GET", "identity/users/me/shipping-addresses")).json().data;
    expect(list.totalCount).toBe(2);
    expect(list.items.filter((item: { isDefault: boolean }) => item.isDefault).map((item: { id: string }) => item.id)).toEqual([
      address.id,
    ]);

    const edited = await call("consumer", "PUT", `identity/users/me/shipping-addresses/${address.id}`, { ...shipping, title: "Work" });
    expect(edited.json().data).toMatchObject({ title: "Work", isDefault: true });

    const other = list.items.find((item: { id: string }) => item.id !== address.id);
    expect((await call("consumer", "PUT", `identity/users/me/shipping-addresses/${other.id}/default`)).json().data.isDefault).toBe(true);
    expect((await call("consumer", "GET", "identity/users/me/shipping-addresses/default")).json().data.id).toBe(other.id);

    expect((await call("consumer", "DELETE", `identity/users/me/shipping-addresses/${other.id}`)).statusCode).toBe(200);
    expect((await call("consumer", "GET", "identity/users/me/shipping-addresses/default")).json().data.id).toBe(address.id);
  });

  it("answers 404 for another user's address, whatever the verb", async () => {
    const mine = (await call("consumer", "POST", "identity/users/me/shipping-addresses", shipping)).json().data;
    const path = `identity/users/me/shipping-addresses/${mine.id}`;
    expect((await call("admin", "GET", path)).statusCode).toBe(404);
    expect((await call("admin", "PUT", path, shipping)).statusCode).toBe(404);
    expect((await call("admin", "PUT", `${path}/default`)).statusCode).toBe(404);
    expect((await call("admin", "DELETE", path)).statusCode).toBe(404);
    expect((await call("consumer", "GET", path)).statusCode).toBe(200);
  });

  it("requires tax details for a corporate consumer invoice and a business billing address", async () => {
    const corporate = await call("consumer", "POST", "identity/users/me/billing-addresses", { ...shipping, invoiceType: "corporate" });
    expect(corporate.statusCode).toBe(400);
    expect(corporate.json().error.errors.map((error: { field: string }) => error.field)).toEqual([
      "companyName",
      "taxOfficeCode",
      "taxNumber",
    ]);
    const individual = await call("consumer", "POST", "identity/users/me/billing-addresses", {
      ...shipping,
      invoiceType: "individual",
      identityNumber: "12345678950",
    });
    expect(individual.statusCode).toBe(201);
    expect(individual.json().data).toMatchObject({ invoiceType: "individual", identityNumber: "12345678950", isDefault: true });

    const business = await call("admin", "POST", "identity/users/me/business-billing-address", {
      ...shipping,
      companyName: "Demo A.Ş.",
      taxOffice: "Kadıköy",
      taxNumber: "1234567890",
    });
    expect(business.statusCode).toBe(201);
    // A name typed without a code is stored as the one office it matches.
    expect(business.json().data).toMatchObject({
      companyName: "Demo A.Ş.",
      taxOffice: "Kadıköy Vergi Dairesi Müdürlüğü",
      taxOfficeCode: "34272",
      taxNumber: "1234567890",
    });
  });

  it("validates Turkish places against the lookups and asks other countries for a city name", async () => {
    const wrong = await call("consumer", "POST", "identity/users/me/shipping-addresses", { ...shipping, districtId: "Moda Mah" });
    expect(wrong.json().error.errors[0].field).toBe("districtId");
    const abroad = await call("consumer", "POST", "identity/users/me/shipping-addresses", {
      ...shipping,
      countryCode: "DE",
      cityId: null,
      townId: null,
      districtId: null,
      zipCode: "10115",
      cityName: "Berlin",
    });
    expect(abroad.statusCode).toBe(201);
    expect(abroad.json().data).toMatchObject({ countryCode: "DE", cityId: null, cityName: "Berlin" });
  });
});

describe("profile, settings, consents and deletion", () => {
  it("updates the consumer profile", async () => {
    const updated = await call("consumer", "PUT", "identity/users/me/profile", {
      firstName: "Deniz",
      lastName: "Kaya Ak",
      genderCode: "female",
      birthDate: "1990-05-01",
    });
    expect(updated.json().data).toMatchObject({ lastName: "Kaya Ak", genderCode: "female", birthDate: "1990-05-01", company: null });
    const business = await call("buyer", "GET", "identity/users/me/profile");
    expect(business.json().data.company).toMatchObject({ title: expect.any(String), roleName: "Satın alma", isAdmin: false });
  });

  it("keeps settings and records consent changes with their dates", async () => {
    const settings = await call("consumer", "PUT", "identity/users/me/settings", {
      languageCode: "en",
      currencyCode: "EUR",
      countryCode: "de",
    });
    expect(settings.json().data).toEqual({ languageCode: "en", currencyCode: "EUR", countryCode: "DE" });
    expect(
      (await call("consumer", "PUT", "identity/users/me/settings", { languageCode: "en", currencyCode: "EUR", countryCode: "XX" }))
        .statusCode,
    ).toBe(400);

    const consents = (
      await call("consumer", "PUT", "identity/users/me/commercial-messages-consents", { email: true, sms: false, phone: false })
    ).json().data;
    expect(consents.commercialMessages).toMatchObject({ accepted: true, email: true, sms: false });
    expect(Date.parse(consents.commercialMessages.updatedAt)).toBeGreaterThan(Date.now() - 60_000);
    const gdpr = (await call("consumer", "PUT", "identity/users/me/gdpr-consents", { explicitConsent: true, transferAbroad: false })).json()
      .data.gdpr;
    expect(gdpr.explicitConsent.accepted).toBe(true);
    expect(gdpr.transferAbroad.updatedAt).toBeNull();
    expect(gdpr.kvkkAcceptedAt).not.toBeNull();

    const preferences = { orderUpdates: false, offerUpdates: true, stockAlerts: true, priceAlerts: false, newsletter: true };
    await call("consumer", "PUT", "identity/users/me/notification-preferences", preferences);
    expect((await call("consumer", "GET", "identity/users/me/notification-preferences")).json().data).toEqual(preferences);
  });

  it("blocks deletion for an administrator with other users, and takes and withdraws a consumer's request", async () => {
    const adminCheck = (await call("admin", "GET", "identity/users/me/account-deletion-request/check")).json().data;
    expect(adminCheck.canDelete).toBe(false);
    expect(adminCheck.blockers[0]).toMatch(/other users/);

    const wrongPassword = await call("consumer", "POST", "identity/users/me/account-deletion-request", { password: "nope" });
    expect(wrongPassword.statusCode).toBe(400);
    const requested = await call("consumer", "POST", "identity/users/me/account-deletion-request", {
      password: DEMO_ACCOUNTS.consumer.password,
      reason: "Not needed",
    });
    expect(requested.statusCode).toBe(201);
    const check = (await call("consumer", "GET", "identity/users/me/account-deletion-request/check")).json().data;
    expect(check).toMatchObject({ canDelete: false, pendingRequest: { status: "pending", reason: "Not needed" } });
    expect((await call("consumer", "DELETE", "identity/users/me/account-deletion-request")).statusCode).toBe(200);
    expect((await call("consumer", "DELETE", "identity/users/me/account-deletion-request")).statusCode).toBe(404);
  });
});

describe("lookups", () => {
  const lookup = async (path: string, language = "tr") =>
    (await t.app.inject({ method: "GET", url: `/v1/lookups/${path}`, headers: { "accept-language": language } })).json().data;

  it("lists countries in both languages with Turkey first", async () => {
    const tr = await lookup("fkey-list/countries");
    expect(tr[0]).toEqual({ id: "TR", name: "Türkiye" });
    expect(tr.find((country: { id: string }) => country.id === "DE").name).toBe("Almanya");
    expect((await lookup("fkey-list/countries", "en")).find((country: { id: string }) => country.id === "DE").name).toBe("Germany");
  });

  it("walks Turkish cities, towns, districts and postal codes from PTT's list", async () => {
    expect((await lookup("fkey-list/cities")).length).toBe(81);
    expect(await lookup("fkey-list/towns?cityId=34")).toContainEqual({ id: "Kadıköy", name: "Kadıköy" });
    expect(await lookup(`fkey-list/districts?cityId=34&townId=${encodeURIComponent("Kadıköy")}`)).toContainEqual({
      id: "Caferağa Mah",
      name: "Caferağa Mah",
    });
    const { zipCodes } = await lookup("zip-code-by-district?cityId=34");
    expect(zipCodes).toContain("34710");
    expect(zipCodes.every((code: string) => code.startsWith("34"))).toBe(true);
  });

  it("serves the store's code lists translated", async () => {
    expect(await lookup("fkey-list/genders", "en")).toContainEqual({ id: "female", name: "Female" });
    expect(await lookup("fkey-list/company-types")).toContainEqual({ id: "limited", name: "Limited şirket" });
    for (const [list, codes] of Object.entries(LOOKUP_CODES))
      for (const language of ["tr", "en"]) {
        const items: Array<{ id: string; name: string }> = await lookup(`fkey-list/${list}`, language);
        expect(items.map((item) => item.id)).toEqual(codes);
        expect(items.every((item) => item.name.length > 0)).toBe(true);
      }
    expect(
      (await lookup("fkey-list/permissions", "en")).filter((item: { scope: string }) => item.scope === "b2b-identity-management"),
    ).toHaveLength(3);
    expect(await lookup("fkey-list/permissions")).toContainEqual({
      scope: "b2b-order-management",
      code: "create-orders",
      name: "Sipariş verme",
      description: "Ödeme adımlarından geçip sipariş oluşturur.",
    });
  });
});

describe("development outbox", () => {
  it("lists mails outside production", async () => {
    const response = await t.app.inject({ method: "GET", url: "/v1/dev/outbox?email=nobody@example.com" });
    expect(response.json().data).toMatchObject({ items: [], totalCount: 0 });
  });

  it("is served only to a caller on this machine: any other address gets the 404 of an unknown route", async () => {
    const outbox = (headers: Record<string, string>, remoteAddress = "127.0.0.1") =>
      t.app.inject({ method: "GET", url: "/v1/dev/outbox", headers, remoteAddress });
    const unknownRoute = (await t.app.inject({ method: "GET", url: "/v1/dev/nothing-here" })).json();

    // Through the storefront (a TRUST_PROXY address), which names the client in X-Forwarded-For.
    for (const client of ["198.18.0.7", "10.0.0.5", "2001:db8::1", "::ffff:192.168.1.20"]) {
      const response = await outbox({ "x-forwarded-for": client });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(unknownRoute);
    }
    expect((await outbox({ "x-forwarded-for": "127.0.0.1" })).statusCode).toBe(200);
    expect((await outbox({ "x-forwarded-for": "::1" }, "::1")).statusCode).toBe(200);
    // Straight from the network, claiming to be local: the header of an untrusted peer is not believed.
    expect((await outbox({ "x-forwarded-for": "127.0.0.1" }, "10.0.0.5")).statusCode).toBe(404);
  });

  it("does not exist in production", async () => {
    const production = await createTestApp({ config: { NODE_ENV: "production" } });
    try {
      expect((await production.app.inject({ method: "GET", url: "/v1/dev/outbox" })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
