import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { policyPages } from "../../api/seed/content";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

describe("content pages", () => {
  it("has every policy page in both languages, each saying it is sample text", async () => {
    for (const policy of policyPages) {
      const tr = (await t.app.inject({ method: "GET", url: `/v1/content/pages/${policy.key}` })).json();
      const en = (
        await t.app.inject({ method: "GET", url: `/v1/content/pages/${policy.key}`, headers: { "accept-language": "en" } })
      ).json();
      expect(tr.data).toMatchObject({ key: policy.key, locale: "tr", title: policy.tr });
      expect(en.data).toMatchObject({ key: policy.key, locale: "en", title: policy.en });
      expect(tr.data.body).toContain("örnek metindir");
      expect(en.data.body).toContain("sample text");
    }
  });

  it("lets a shared cache keep a page", async () => {
    const response = await t.app.inject({ method: "GET", url: "/v1/content/pages/about" });
    expect(response.headers["cache-control"]).toContain("s-maxage");
  });

  it("answers an unknown page with 404 and a malformed key with 400", async () => {
    expect((await t.app.inject({ method: "GET", url: "/v1/content/pages/no-such-page" })).statusCode).toBe(404);
    const bad = await t.app.inject({ method: "GET", url: "/v1/content/pages/Bad%20Key" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.errors[0].field).toBe("key");
  });
});

describe("category menu", () => {
  it("gives the top two levels in menu order, named in the caller's language", async () => {
    const tr = (await t.app.inject({ method: "GET", url: "/v1/products/categories/menu" })).json().data;
    const en = (await t.app.inject({ method: "GET", url: "/v1/products/categories/menu", headers: { "accept-language": "en" } })).json()
      .data;
    expect(tr[0]).toMatchObject({ code: "resistors", name: "Dirençler", slug: "direncler" });
    expect(en[0]).toMatchObject({ code: "resistors", name: "Resistors", slug: "resistors" });
    const ics = en.find((category: { code: string }) => category.code === "integrated-circuits");
    expect(ics.children.map((child: { code: string }) => child.code)).toContain("microcontrollers");
  });
});
