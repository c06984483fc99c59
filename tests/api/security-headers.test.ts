// The headers every API answer carries (api/plugins/security-headers.ts), and the docs page's own policy: its
// scripts and styles from the API itself, nothing foreign, nothing inline, never framed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const apiHeaders = {
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
  "referrer-policy": "no-referrer",
};

describe("API answers", () => {
  it.each([
    ["a success", "GET", "/v1/health", 200],
    ["the document", "GET", "/v1/openapi.json", 200],
    ["a validation failure", "GET", "/v1/products/variants/search?page=-1", 400],
    ["a refused caller", "GET", "/v1/identity/users/me/profile", 401],
    ["an unknown route", "GET", "/v1/no-such-route", 404],
    ["an unknown method", "TRACE", "/v1/health", 404],
  ] as const)("carry nosniff, DENY, a CSP allowing nothing and no referrer: %s", async (_, method, url, status) => {
    const response = await t.app.inject({ method, url });
    expect(response.statusCode).toBe(status);
    expect(response.headers).toMatchObject(apiHeaders);
  });
});

describe("the docs page", () => {
  it("runs its own scripts and styles only, and cannot be framed", async () => {
    const page = await t.app.inject({ method: "GET", url: "/v1/docs/" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    const policy = String(page.headers["content-security-policy"]);
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("style-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|https:|\*/);
    expect(page.headers).toMatchObject({ "x-content-type-options": "nosniff", "x-frame-options": "DENY" });
  });

  it("serves every script and style its page loads", async () => {
    const html = (await t.app.inject({ method: "GET", url: "/v1/docs/" })).body;
    const assets = [...html.matchAll(/(?:src|href)="\.\/(static\/[^"]+)"/g)].map((match) => match[1]);
    expect(assets).toEqual(
      expect.arrayContaining(["static/swagger-ui-bundle.js", "static/swagger-initializer.js", "static/swagger-ui.css"]),
    );
    for (const asset of assets) {
      const response = await t.app.inject({ method: "GET", url: `/v1/docs/${asset}` });
      expect(response.statusCode, asset).toBe(200);
    }
  });
});
