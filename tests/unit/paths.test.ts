import { describe, expect, it } from "vitest";
import { PAGES } from "../../contract/pages.js";
import { isLocalPath, matchPage, pathFor, translatePath } from "../../contract/paths";

describe("translatePath", () => {
  it("translates a page and keeps the query string", () => {
    expect(translatePath("/hakkimizda?x=1", "en")).toBe("/en/about?x=1");
    expect(translatePath("/en/about?x=1", "tr")).toBe("/hakkimizda?x=1");
    expect(translatePath("/en/about?a=1&a=2#top", "tr")).toBe("/hakkimizda?a=1&a=2#top");
  });

  it("translates the page a redirectTo returns to, keeping the rest of the query", () => {
    expect(translatePath("/giris?redirectTo=%2Fhakkimizda%3Fx%3D1&a=b+c#top", "en")).toBe(
      "/en/login?redirectTo=%2Fen%2Fabout%3Fx%3D1&a=b+c#top",
    );
    expect(translatePath("/en/login?redirectTo=/en/contact", "tr")).toBe(
      `/giris?redirectTo=${encodeURIComponent(pathFor("contact", "tr"))}`,
    );
    expect(translatePath("/giris?redirectTo=https%3A%2F%2Fevil.example", "en")).toBe("/en/login?redirectTo=https%3A%2F%2Fevil.example");
    expect(translatePath("/giris?redirectTo=%E0%A4%A", "en")).toBe("/en/login?redirectTo=%E0%A4%A");
  });

  it("translates the home page both ways", () => {
    expect(translatePath("/", "en")).toBe("/en");
    expect(translatePath("/en", "tr")).toBe("/");
    expect(translatePath("/en?search=x", "tr")).toBe("/?search=x");
  });

  it("carries the dynamic tail over when the static segments match", () => {
    expect(translatePath("/hesabim/siparis-gecmisi/siparis-detayi/42/iade-talep-formu", "en")).toBe(
      "/en/dashboard/order-status-history/order-detail/42/return-request-form",
    );
    expect(translatePath("/en/dashboard/order-status-history/order-detail/42/items", "tr")).toBe(
      "/hesabim/siparis-gecmisi/siparis-detayi/42/items",
    );
    expect(translatePath("/ureticiler/texas-instruments", "en")).toBe("/en/manufacturers/texas-instruments");
    expect(translatePath("/en/magazine/esd-handling-of-components", "tr")).toBe("/magazin/esd-handling-of-components");
    expect(translatePath("/p/direncler/rc0603fr-0710kl", "en")).toBe("/en/p/direncler/rc0603fr-0710kl");
  });

  it("needs the same number of segments", () => {
    expect(matchPage("/ureticiler/a/b")).toBeNull();
    expect(translatePath("/ureticiler/a/b", "en")).toBe("/en/ureticiler/a/b");
  });

  it("keeps a path in its language when asked for that language", () => {
    expect(translatePath("/en/contact", "en")).toBe("/en/contact");
    expect(translatePath("/iletisim", "tr")).toBe("/iletisim");
  });

  it("uses the cookie's language without an explicit one, else Turkish", () => {
    expect(translatePath("/en/contact", undefined, "tr")).toBe("/iletisim");
    expect(translatePath("/iletisim", undefined, "en")).toBe("/en/contact");
    expect(translatePath("/en/contact")).toBe("/iletisim");
  });

  it("round-trips every page of the table", () => {
    for (const page of PAGES) {
      const values = Object.fromEntries((page.en.match(/:\w+/g) ?? []).map((name, index) => [name.slice(1), `v${index}`]));
      const tr = pathFor(page.key, "tr", values as never);
      const en = pathFor(page.key, "en", values as never);
      expect(translatePath(tr, "en"), page.key).toBe(en);
      expect(translatePath(en, "tr"), page.key).toBe(tr);
    }
  });
});

describe("matchPage", () => {
  it("prefers a static segment over a dynamic one", () => {
    expect(matchPage("/en/dashboard/order-status-history/order-detail/7/return-request-form")?.key).toBe("returnRequestForm");
    expect(matchPage("/en/dashboard/order-status-history/order-detail/7/payment")?.key).toBe("orderDetailSection");
  });

  it("tells the language from the path", () => {
    expect(matchPage("/politikalar/gizlilik-politikasi")).toEqual({ key: "policyPrivacy", locale: "tr", values: [] });
    expect(matchPage("/en/policies/privacy-policy")).toEqual({ key: "policyPrivacy", locale: "en", values: [] });
    expect(matchPage("/en/politikalar/gizlilik-politikasi")).toBeNull();
  });
});

describe("pathFor", () => {
  it("builds paths with encoded segments and a query", () => {
    expect(pathFor("category", "en", { id: 12 })).toBe("/en/c/12");
    expect(pathFor("manufacturer", "tr", { name: "a b/c" })).toBe("/ureticiler/a%20b%2Fc");
    expect(pathFor("productLists", "tr", {}, { search: "10k 0603", page: 2, skip: null })).toBe("/ps?search=10k+0603&page=2");
  });

  it("refuses an unknown key", () => {
    expect(() => pathFor("nope" as never, "tr")).toThrow(/Unknown page key/);
  });

  it("fills named parameters, and the compiler refuses a wrong key or a missing parameter", () => {
    expect(pathFor("product", "en", { categoryName: "resistors", name: "rc0603" }, { sku: "A 1" })).toBe("/en/p/resistors/rc0603?sku=A+1");
    // @ts-expect-error a page key that is not in the table
    expect(() => pathFor("prodcut", "en")).toThrow();
    // @ts-expect-error the product page needs categoryName as well
    expect(pathFor("product", "tr", { name: "x" })).toBe("/p//x");
  });
});

describe("isLocalPath", () => {
  it("accepts only paths of this site", () => {
    expect(isLocalPath("/en/about?x=1")).toBe(true);
    for (const bad of ["https://evil.example", "//evil.example", "/\\evil.example", "evil", "", null, "/\nx"]) {
      expect(isLocalPath(bad), String(bad)).toBe(false);
    }
  });
});
