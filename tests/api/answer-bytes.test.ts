// Answers leave as UTF-8 bytes encoded once (api/plugins/answer-bytes.ts): an answer whose text is not all ASCII
// states its length in bytes, not characters, and arrives whole, for a success and for a refusal alike.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("an answer with text that is not ASCII", () => {
  it.each([
    ["the tax offices of İzmir", "/v1/lookups/fkey-list/tax-offices?cityId=35", 200],
    ["a Turkish refusal", "/v1/products/variants/search?page=-1", 400],
  ] as const)("states its length in bytes and arrives whole: %s", async (_, url, status) => {
    const response = await t.app.inject({ method: "GET", url, headers: { "accept-language": "tr" } });
    expect(response.statusCode).toBe(status);
    const bytes = response.rawPayload;
    expect(Number(response.headers["content-length"])).toBe(bytes.length);
    const text = bytes.toString("utf8");
    expect(text.length).toBeLessThan(bytes.length);
    expect(JSON.parse(text)).toHaveProperty("success", status === 200);
  });
});
