import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies } from "../../api/db/schema";
import { DEMO_ACCOUNTS, seedDemoAccounts } from "../../api/seed/accounts";
import { bearer, post, SHIPPING_ADDRESS, signIn } from "./support/accounts";
import { createTestApp, type TestApp } from "./support/test-app";

// Issue 18: tax offices and postal codes from real data (api/data/), and the check digits of tax and identity numbers.

let t: TestApp;
const tokens = { consumer: "", admin: "" };

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t.db);
  tokens.consumer = (await signIn(t.app, DEMO_ACCOUNTS.consumer.email, DEMO_ACCOUNTS.consumer.password, "b2c")).accessToken;
  tokens.admin = (await signIn(t.app, DEMO_ACCOUNTS.businessAdmin.email, DEMO_ACCOUNTS.businessAdmin.password, "b2b")).accessToken;
});
afterAll(() => t.close());

const call = (who: keyof typeof tokens, method: "GET" | "POST" | "PUT", url: string, payload?: object, language = "en") =>
  t.app.inject({ method, url: `/v1/${url}`, headers: { ...bearer(tokens[who]), "accept-language": language }, payload });
const lookup = async (path: string) => (await t.app.inject({ method: "GET", url: `/v1/lookups/${path}` })).json().data;
const fieldErrors = (response: { json: () => { error: { errors: Array<{ field: string; message: string }> } } }) =>
  response.json().error.errors;

const BUSINESS_BILLING = {
  ...SHIPPING_ADDRESS,
  title: "Invoice",
  companyName: "Demo A.Ş.",
  taxOfficeCode: "6257",
  taxNumber: "1234567890",
};
const COMPANY = {
  title: "Demo Elektronik A.Ş.",
  companyTypeCode: "joint-stock",
  sectorCode: "electronics-manufacturing",
  activityAreaCode: "ems",
  address: {
    countryCode: "TR",
    cityId: "34",
    townId: "Kadıköy",
    districtId: "Caferağa Mah",
    zipCode: "34710",
    addressLine: "Moda Cad. No: 2",
  },
};

describe("tax offices", () => {
  it("lists a province's offices by code: İzmir has 37, İstanbul 65, an unknown province none", async () => {
    const izmir = await lookup("fkey-list/tax-offices?cityId=35");
    expect(izmir).toHaveLength(37);
    expect(izmir).toContainEqual({ id: "35258", name: "Konak Vergi Dairesi Müdürlüğü" });
    expect(await lookup("fkey-list/tax-offices?cityId=34")).toHaveLength(65);
    expect(await lookup("fkey-list/tax-offices?cityId=99")).toEqual([]);
  });

  it("matches the demo company's typed office when it is read, and stores a chosen office's code and name", async () => {
    const read = (await call("admin", "GET", "identity/users/me/company-profile")).json().data;
    expect(read).toMatchObject({ taxOffice: "Kadıköy Vergi Dairesi Müdürlüğü", taxOfficeCode: "34272" });

    const saved = await call("admin", "PUT", "identity/users/me/company-profile", { ...COMPANY, taxOfficeCode: "35258" });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ taxOffice: "Konak Vergi Dairesi Müdürlüğü", taxOfficeCode: "35258" });
  });

  it("refuses a code that is no office, and a Turkish company with no office, next to the field", async () => {
    const unknown = await call("admin", "PUT", "identity/users/me/company-profile", { ...COMPANY, taxOfficeCode: "35999" });
    expect(unknown.statusCode).toBe(400);
    expect(fieldErrors(unknown)).toEqual([{ field: "taxOfficeCode", message: "Choose the tax office from the list" }]);
    const none = await call("admin", "PUT", "identity/users/me/company-profile", COMPANY, "tr");
    expect(fieldErrors(none)).toEqual([{ field: "taxOfficeCode", message: "Bu alan zorunludur" }]);
  });

  it("keeps a typed office that names no single office, with no code, and asks for a choice to save", async () => {
    const demo = await t.db.query.companies.findFirst({ where: eq(companies.taxNumber, "1234567890") });
    // Aziziye is both a vergi dairesi and a malmüdürlüğü in Erzurum.
    await t.db.update(companies).set({ taxOffice: "Aziziye", taxOfficeCode: null }).where(eq(companies.id, demo!.id));
    const read = (await call("admin", "GET", "identity/users/me/company-profile")).json().data;
    expect(read).toMatchObject({ taxOffice: "Aziziye", taxOfficeCode: null });
    const again = await call("admin", "PUT", "identity/users/me/company-profile", { ...COMPANY, taxOffice: "Aziziye" });
    expect(fieldErrors(again).map((error) => error.field)).toEqual(["taxOfficeCode"]);
  });

  it("keeps an office outside Turkey as typed, with no code", async () => {
    const abroad = await call("admin", "POST", "identity/users/me/business-billing-address", {
      ...BUSINESS_BILLING,
      countryCode: "DE",
      cityId: null,
      townId: null,
      districtId: null,
      zipCode: "10115",
      cityName: "Berlin",
      taxOffice: "Finanzamt Berlin Mitte",
      taxOfficeCode: "6257",
    });
    expect(abroad.statusCode).toBe(201);
    expect(abroad.json().data).toMatchObject({ taxOffice: "Finanzamt Berlin Mitte", taxOfficeCode: null });
  });
});

describe("postal codes", () => {
  it("answers a neighbourhood's code, a town's codes when only the town is given", async () => {
    const place = `cityId=34&townId=${encodeURIComponent("Kadıköy")}`;
    expect((await lookup(`zip-code-by-district?${place}&districtId=${encodeURIComponent("Caferağa Mah")}`)).zipCodes).toEqual(["34710"]);
    const town = (await lookup(`zip-code-by-district?${place}`)).zipCodes;
    expect(town).toContain("34710");
    expect(town).toContain("34744");
    expect(town.every((code: string) => code.startsWith("347"))).toBe(true);
  });

  it("refuses an address whose postal code is not its neighbourhood's, in the caller's language, and fills in a missing one", async () => {
    const wrong = { ...SHIPPING_ADDRESS, zipCode: "06100" };
    const english = await call("consumer", "POST", "identity/users/me/shipping-addresses", wrong);
    expect(english.statusCode).toBe(400);
    expect(fieldErrors(english)).toEqual([{ field: "zipCode", message: "Must be the postal code of the neighbourhood (mahalle) chosen" }]);
    const turkish = await call("consumer", "POST", "identity/users/me/shipping-addresses", wrong, "tr");
    expect(fieldErrors(turkish)).toEqual([{ field: "zipCode", message: "Seçilen mahallenin posta kodu olmalı" }]);

    const filled = await call("consumer", "POST", "identity/users/me/shipping-addresses", { ...SHIPPING_ADDRESS, zipCode: null });
    expect(filled.statusCode).toBe(201);
    expect(filled.json().data).toMatchObject({ districtId: "Kızılay Mah", zipCode: "06420" });
  });
});

describe("check digits of tax and identity numbers", () => {
  it("refuses a VKN and a TCKN whose check digits do not hold, next to their fields", async () => {
    const vkn = await call("admin", "POST", "identity/users/me/business-billing-address", { ...BUSINESS_BILLING, taxNumber: "1234567891" });
    expect(vkn.statusCode).toBe(400);
    expect(fieldErrors(vkn)).toEqual([
      { field: "taxNumber", message: "Check the tax number for a typing slip: its check digits do not match" },
    ]);
    const tckn = await call("consumer", "POST", "identity/users/me/billing-addresses", {
      ...SHIPPING_ADDRESS,
      invoiceType: "individual",
      identityNumber: "10000000147",
    });
    expect(fieldErrors(tckn).map((error) => error.field)).toEqual(["identityNumber"]);

    const signup = await post(
      t.app,
      "/v1/identity/auth/validate-signup-info",
      {
        firstName: "Can",
        lastName: "Öztürk",
        email: "check-digits@example.com",
        password: "Parola123",
        companyTitle: "Öztürk A.Ş.",
        taxOfficeCode: "35258",
        taxNumber: "9876543210",
        companyTypeCode: "limited",
        sectorCode: "automotive",
        activityAreaCode: "manufacturer",
      },
      { "accept-language": "tr" },
    );
    expect(signup.statusCode).toBe(400);
    expect(fieldErrors(signup)).toEqual([
      { field: "taxNumber", message: "Vergi numarasında yazım hatası olabilir: kontrol haneleri tutmuyor" },
    ]);
  });
});
