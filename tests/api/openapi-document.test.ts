// The OpenAPI document describes every operation fully (redocly.yaml lints it in `npm test`; this file pins what the
// generated adversarial suite and other readers rely on): a unique operationId, explicit security, the failure
// statuses it answers, and schemas whose every $ref resolves.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./support/test-app";

interface OperationObject {
  operationId?: string;
  security?: Record<string, string[]>[];
  responses: Record<string, unknown>;
}
interface Document {
  paths: Record<string, Record<string, OperationObject>>;
  components: { schemas?: Record<string, unknown> };
}

let t: TestApp;
let document: Document;
beforeAll(async () => {
  t = await createTestApp();
  document = (await t.app.inject({ method: "GET", url: "/v1/openapi.json" })).json();
});
afterAll(() => t.close());

const operations = () =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ key: `${method.toUpperCase()} ${path}`, operation })),
  );
const operation = (method: string, path: string) => document.paths[path][method];

describe("the OpenAPI document", () => {
  it("names every operation with a unique operationId derived from its method and path", () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(ids.every((id) => typeof id === "string" && /^[a-z]+[A-Z][A-Za-z0-9]*$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operation("get", "/v1/products/categories/{key}/breadcrumb").operationId).toBe("getProductsCategoriesByKeyBreadcrumb");
  });

  it("declares who may call each operation: nobody in particular for public ones, a bearer token otherwise", () => {
    for (const { key, operation } of operations()) expect(operation.security, key).toBeInstanceOf(Array);
    expect(operation("get", "/v1/health").security).toEqual([]);
    expect(operation("get", "/v1/identity/users/me/profile").security).toEqual([{ bearer: [] }]);
  });

  it("declares 400 and 500 everywhere, 413 and 415 where a body is read, 429 where a rate limit applies", () => {
    for (const { key, operation } of operations())
      expect(Object.keys(operation.responses), key).toEqual(expect.arrayContaining(["400", "500"]));
    expect(Object.keys(operation("post", "/v1/crm/contact-form-requests").responses)).toEqual(
      expect.arrayContaining(["201", "413", "415", "429"]),
    );
    expect(Object.keys(operation("get", "/v1/health").responses)).not.toContain("413");
  });

  it("describes the recursive category trees as named components that refer to themselves", () => {
    const itemsOf = (path: string) =>
      (
        operation("get", path).responses["200"] as {
          content: { "application/json": { schema: { properties: { data: { items: unknown } } } } };
        }
      ).content["application/json"].schema.properties.data.items;
    expect(itemsOf("/v1/products/categories/menu")).toEqual({ $ref: "#/components/schemas/MenuCategory" });
    expect(itemsOf("/v1/products/categories/tree")).toEqual({ $ref: "#/components/schemas/CategoryNode" });
    expect(document.components.schemas?.CategoryNode).toMatchObject({
      properties: { children: { type: "array", items: { $ref: "#/components/schemas/CategoryNode" } } },
    });
  });

  it("has no $ref that does not resolve", () => {
    const refs = [...JSON.stringify(document).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((match) => match[1]);
    expect(refs.length).toBeGreaterThan(0);
    expect(refs.filter((name) => !document.components.schemas?.[name])).toEqual([]);
  });
});
