import { describe, expect, it } from "vitest";
import type { TokenRecord, UserInfoResponse } from "../../app/lib/account-types";
import { addressChoiceOf, cityNameOf } from "../../app/lib/account/address-lookups";
import { dashboardNav } from "../../app/lib/account/dashboard-nav";
import { loginPath, pathAfterSignOut, safeRedirect } from "../../app/lib/account/redirects";
import { rolesOf, tokenSessionRecord } from "../../app/lib/account/token-record";

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

describe("token record", () => {
  const info: UserInfoResponse = {
    userInfo: { id: "u1", name: "Ada Yıldız", firstName: "Ada", lastName: "Yıldız", email: "ada@example.com", userType: "b2b", languageCode: "tr", companyId: "c1", companyName: "X", roleName: "Admin", isCompanyAdmin: true },
    tokenInfo: { resourceAccess: { "b2b-order-management": { roles: ["view-orders", "create-orders"] }, "b2b-identity-management": { roles: ["manage-users"] } }, expiresAt: 0 },
  };
  const token: TokenRecord = { accessToken: "a", refreshToken: "r", expiresIn: 900, refreshExpiresIn: 86_400, tokenType: "Bearer", userType: "b2b" };

  it("collects the roles of every resource access list once", () => {
    expect(rolesOf(info.tokenInfo.resourceAccess)).toEqual(["view-orders", "create-orders", "manage-users"]);
    expect(rolesOf({})).toEqual([]);
  });

  it("turns expiries in seconds into absolute times in ms", () => {
    expect(tokenSessionRecord(token, info, 1_000)).toEqual({
      accessToken: "a",
      refreshToken: "r",
      accessTokenExpiresIn: 901_000,
      refreshTokenExpiresIn: 86_401_000,
      name: "Ada Yıldız",
      email: "ada@example.com",
      roles: ["view-orders", "create-orders", "manage-users"],
      userType: "b2b",
    });
  });
});

describe("dashboardNav", () => {
  const keys = (user: Parameters<typeof dashboardNav>[0]) => dashboardNav(user).flatMap((group) => group.items.map((item) => item.key));

  it("gives consumers one profile and no administration", () => {
    expect(keys({ userType: "b2c", roles: ["manage-users"] })).toEqual(["dashboard", "profile", "settings", "billingAddresses", "shippingAddresses"]);
  });

  it("gives business users both profiles and administration only with its permissions", () => {
    expect(keys({ userType: "b2b", roles: ["view-orders"] })).toEqual(["dashboard", "profilePersonal", "profileCompany", "settings", "billingAddresses", "shippingAddresses"]);
    expect(keys({ userType: "b2b", roles: ["manage-users", "manage-roles"] }).slice(-2)).toEqual(["adminUsers", "adminRoles"]);
  });
});

describe("address choice", () => {
  it("defaults to Turkey and ignores blank levels", () => {
    expect(addressChoiceOf(null)).toEqual({ countryCode: "TR", cityId: undefined, townId: undefined, districtId: undefined });
    expect(addressChoiceOf({ countryCode: "TR", cityId: "34", townId: " ", districtId: "" })).toEqual({ countryCode: "TR", cityId: "34", townId: undefined, districtId: undefined });
  });

  it("names a Turkish city from the list and keeps a typed one elsewhere", () => {
    const cities = [{ id: "34", name: "İstanbul" }];
    expect(cityNameOf({ countryCode: "TR", cityId: "34" }, cities, "ignored")).toBe("İstanbul");
    expect(cityNameOf({ countryCode: "DE" }, cities, " Berlin ")).toBe("Berlin");
  });
});
