import { describe, expect, it } from "vitest";
import type { TokenRecord, UserInfo } from "../../contract/api/identity/schemas";
import { addressChoiceOf, cityNameOf, withNeighbourhoodPostalCode } from "../../app/features/account/address-lookups";
import { dashboardNav } from "../../app/features/account/dashboard-nav";
import { loginPath, pathAfterSignOut, safeRedirect } from "../../app/lib/auth/redirects";
import { permissionsOf, sessionRecordOf, sessionRecordSchema } from "../../app/lib/auth/token-record";

describe("safeRedirect", () => {
  it("follows local paths only", () => {
    expect(safeRedirect("/en/dashboard?x=1", "/")).toBe("/en/dashboard?x=1");
    expect(safeRedirect("https://evil.example", "/en/dashboard")).toBe("/en/dashboard");
    expect(safeRedirect("//evil.example/a", "/")).toBe("/");
    expect(safeRedirect("/\\evil.example", "/")).toBe("/");
    expect(safeRedirect(null, "/hesabim")).toBe("/hesabim");
  });
});

describe("pathAfterSignOut", () => {
  it("sends cart, dashboard and order-success pages home with a marker, in their language", () => {
    expect(pathAfterSignOut("/en/dashboard/profile")).toBe("/en?signedOut=1");
    expect(pathAfterSignOut("/hesabim")).toBe("/?signedOut=1");
    expect(pathAfterSignOut("/sepetim/adres")).toBe("/?signedOut=1");
    expect(pathAfterSignOut("/en/shopping-cart?x=1")).toBe("/en?signedOut=1");
    expect(pathAfterSignOut("/orderSuccess/eft-wire")).toBe("/?signedOut=1");
  });

  it("sends the sign-up welcome pages, which say the user is signed in, home with a marker", () => {
    expect(pathAfterSignOut("/en/register/b2c/congratz")).toBe("/en?signedOut=1");
    expect(pathAfterSignOut("/kayit/b2b/tebrikler")).toBe("/?signedOut=1");
  });

  it("keeps any other page of this site, and refuses foreign addresses", () => {
    expect(pathAfterSignOut("/en/contact?a=1")).toBe("/en/contact?a=1");
    expect(pathAfterSignOut("/hesabimiz-yok")).toBe("/hesabimiz-yok");
    expect(pathAfterSignOut("https://evil.example")).toBe("/?signedOut=1");
  });
});

describe("loginPath", () => {
  it("remembers a local page to come back to", () => {
    expect(loginPath("en", "/en/dashboard")).toBe("/en/login?redirectTo=%2Fen%2Fdashboard");
    expect(loginPath("tr", "https://evil.example")).toBe("/giris");
  });
});

describe("session record", () => {
  const info: UserInfo = {
    userInfo: {
      id: "u1",
      name: "Ada Yıldız",
      firstName: "Ada",
      lastName: "Yıldız",
      email: "ada@example.com",
      userType: "b2b",
      languageCode: "tr",
      companyId: "c1",
      companyName: "X",
      roleName: "Admin",
      isCompanyAdmin: true,
    },
    tokenInfo: {
      resourceAccess: {
        "b2b-order-management": { roles: ["view-orders", "create-orders"] },
        "b2b-identity-management": { roles: ["manage-users"] },
      },
      expiresAt: 0,
    },
  };
  const token: TokenRecord = {
    accessToken: "a",
    refreshToken: "r",
    expiresIn: 900,
    refreshExpiresIn: 86_400,
    tokenType: "Bearer",
    userType: "b2b",
  };

  it("collects the permissions of every resource access list once", () => {
    expect(permissionsOf(info.tokenInfo.resourceAccess)).toEqual(["view-orders", "create-orders", "manage-users"]);
    expect(permissionsOf({})).toEqual([]);
  });

  it("turns expiries in seconds into absolute times in ms", () => {
    expect(sessionRecordOf(token, info, 1_000)).toEqual({
      accessToken: "a",
      refreshToken: "r",
      accessTokenExpiresAt: 901_000,
      refreshTokenExpiresAt: 86_401_000,
      name: "Ada Yıldız",
      email: "ada@example.com",
      permissions: ["view-orders", "create-orders", "manage-users"],
      userType: "b2b",
    });
  });

  it("reads a session of an older shape as no session", () => {
    const record = sessionRecordOf(token, info, 1_000);
    expect(sessionRecordSchema.safeParse(record).success).toBe(true);
    const { permissions, accessTokenExpiresAt, ...older } = record;
    expect(sessionRecordSchema.safeParse({ ...older, roles: permissions, accessTokenExpiresIn: accessTokenExpiresAt }).success).toBe(false);
  });
});

describe("dashboardNav", () => {
  const keys = (user: Parameters<typeof dashboardNav>[0]) => dashboardNav(user).flatMap((group) => group.items.map((item) => item.key));

  it("gives consumers one profile and no administration", () => {
    expect(keys({ userType: "b2c", permissions: ["manage-users"] })).toEqual([
      "dashboard",
      "profile",
      "settings",
      "orders",
      "returns",
      "yourCarts",
      "payments",
      "billingAddresses",
      "shippingAddresses",
      "favoriteProducts",
      "wishLists",
      "savedBoms",
      "pcbStencilRequests",
      "heatSinkRequests",
      "priceStockRequests",
      "bomRequests",
    ]);
  });

  it("gives business users both profiles and administration only with its permissions", () => {
    expect(keys({ userType: "b2b", permissions: ["view-orders"] })).toEqual([
      "dashboard",
      "profilePersonal",
      "profileCompany",
      "settings",
      "orders",
      "returns",
      "yourCarts",
      "payments",
      "billingAddresses",
      "shippingAddresses",
      "customerReferenceNumbers",
      "favoriteProducts",
      "wishLists",
      "savedBoms",
      "pcbStencilRequests",
      "heatSinkRequests",
      "priceStockRequests",
      "bomRequests",
    ]);
    expect(keys({ userType: "b2b", permissions: ["manage-users", "manage-roles"] }).slice(-2)).toEqual(["adminUsers", "adminRoles"]);
    expect(keys({ userType: "b2b", permissions: ["manage-user-carts"] }).slice(-1)).toEqual(["adminUserCarts"]);
    expect(keys({ userType: "b2b", permissions: ["view-projects"] })).toEqual(expect.arrayContaining(["projectList", "projectItems"]));
    expect(keys({ userType: "b2b", permissions: ["view-orders"] })).not.toContain("projectList");
    expect(keys({ userType: "b2b", permissions: ["view-current-accounts"] })).toContain("transactions");
    expect(keys({ userType: "b2b", permissions: ["view-orders"] })).not.toContain("transactions");
  });
});

describe("address choice", () => {
  it("defaults to Turkey and ignores blank levels", () => {
    expect(addressChoiceOf(null)).toEqual({ countryCode: "TR", cityId: undefined, townId: undefined, districtId: undefined });
    expect(addressChoiceOf({ countryCode: "TR", cityId: "34", townId: " ", districtId: "" })).toEqual({
      countryCode: "TR",
      cityId: "34",
      townId: undefined,
      districtId: undefined,
    });
  });

  it("names a Turkish city from the list and keeps a typed one elsewhere", () => {
    const cities = [{ id: "34", name: "İstanbul" }];
    expect(cityNameOf({ countryCode: "TR", cityId: "34" }, cities, "ignored")).toBe("İstanbul");
    expect(cityNameOf({ countryCode: "DE" }, cities, " Berlin ")).toBe("Berlin");
  });

  it("lists the tax offices of the chosen province, else the stored office's, else the city's, for Turkish values with an office", () => {
    const place = { countryCode: "TR", cityId: "35", townId: "Konak", districtId: "Alsancak Mah" };
    expect(addressChoiceOf(place).taxOfficeCityId).toBeUndefined();
    expect(addressChoiceOf({ ...place, taxOfficeCode: "" }).taxOfficeCityId).toBe("35");
    expect(addressChoiceOf({ ...place, taxOfficeCode: "1254" }).taxOfficeCityId).toBe("01");
    expect(addressChoiceOf({ ...place, taxOfficeCode: "1254", taxOfficeCityId: "06" }).taxOfficeCityId).toBe("06");
    expect(addressChoiceOf({ ...place, countryCode: "DE", taxOfficeCode: "" }).taxOfficeCityId).toBeUndefined();
  });

  it("brings the chosen neighbourhood's postal code into a form sent back with its lists, unless it is already one of it", () => {
    const lookups = { countries: [], cities: [], towns: [], districts: [], zipCodes: ["35220"], taxOfficeCityId: "", taxOffices: [] };
    const sentBack = (zipCode: string) => withNeighbourhoodPostalCode({ initialValue: { cityId: "35", zipCode } }, lookups);
    expect(sentBack("").initialValue).toEqual({ cityId: "35", zipCode: "35220" });
    expect(sentBack("06420").initialValue?.zipCode).toBe("35220");
    expect(sentBack("35220").initialValue?.zipCode).toBe("35220");
    expect(withNeighbourhoodPostalCode({ initialValue: { zipCode: "" } }, { ...lookups, zipCodes: [] }).initialValue?.zipCode).toBe("");
  });
});
