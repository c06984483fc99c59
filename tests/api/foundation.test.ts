import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    seed: true,
    config: { BODY_LIMIT_BYTES: 2048 },
    beforeReady: (app) =>
      app.get("/v1/test/boom", async () => {
        throw new Error("secret internal detail at /srv/app/file.ts:12");
      }),
  });
});
afterAll(() => t.close());

describe("health", () => {
  it("answers liveness without asking the database", async () => {
    const response = await t.app.inject({ method: "GET", url: "/v1/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { status: "ok" } });
  });

  it("is ready once the catalog search index is loaded", async () => {
    const fresh = await createTestApp();
    try {
      await fresh.app.inject({ method: "GET", url: "/v1/products/variants/search" });
      const ready = await fresh.app.inject({ method: "GET", url: "/v1/health/ready" });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ success: true, data: { status: "ready" } });
    } finally {
      await fresh.close();
    }
  });
});

describe("database connections", () => {
  // PGlite runs in the process: only a server can end connections under the pool.
  it.runIf(Boolean(process.env.DATABASE_URL))("keeps answering after the server ends the pool's idle connections", async () => {
    await Promise.all([1, 2, 3].map(() => t.db.execute(sql`SELECT pg_sleep(0.05)`)));
    await t.db.execute(
      sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
    );
    // The ended connections report it to their idle clients a moment later.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const response = await t.app.inject({ method: "GET", url: "/v1/content/pages/about" });
    expect(response.statusCode).toBe(200);
  });
});

describe("Redis", () => {
  // Runs where a Redis is given (REDIS_URL=redis://127.0.0.1:6379): one connection for rate limits and counters.
  it.runIf(Boolean(process.env.REDIS_URL))("rate-limits and counts through the one connection, and closes it with the app", async () => {
    const shared = await createTestApp({ config: { REDIS_URL: process.env.REDIS_URL } });
    const redis = shared.app.redis;
    try {
      expect(redis).not.toBeNull();
      // A caller address of its own, so runs within the limit's minute do not share a count.
      const ip = `2001:db8::${randomBytes(4)
        .toString("hex")
        .replace(/^(.{4})/, "$1:")}`;
      const contact = { name: "Ali", lastName: "Veli", email: "ali@example.com", subject: "Stock", message: "Is it in stock right now?" };
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 6; attempt += 1) {
        const response = await shared.app.inject({
          method: "POST",
          url: "/v1/crm/contact-form-requests",
          headers: { "x-forwarded-for": ip },
          payload: contact,
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
      expect(await redis!.keys(`store-rl:*${ip}*`)).toHaveLength(1);

      const key = `test:${randomBytes(6).toString("hex")}`;
      expect(await shared.app.counters.hit(key, 60)).toBe(1);
      expect(await redis!.exists(`store-acct:${key}`)).toBe(1);
      await shared.app.counters.clear(key);
    } finally {
      await shared.close();
    }
    // QUIT was answered; the socket ends a moment later.
    await vi.waitFor(() => expect(redis!.status).toBe("end"));
  });
});

describe("error envelope", () => {
  it("answers an unknown route with 404 in the envelope, in the caller's language", async () => {
    const tr = await t.app.inject({ method: "GET", url: "/v1/no-such-route" });
    expect(tr.statusCode).toBe(404);
    expect(tr.json()).toEqual({
      success: false,
      errorCode: 404,
      error: { message: "Böyle bir adres yok", errors: [{ message: "Böyle bir adres yok" }] },
    });
    const en = await t.app.inject({ method: "GET", url: "/v1/no-such-route", headers: { "accept-language": "en-US,en;q=0.9" } });
    expect(en.json().error.message).toBe("No such route");
  });

  it("answers an invalid body with 400 and a message naming the field", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/v1/crm/contact-form-requests",
      headers: { "accept-language": "en" },
      payload: { name: "Ali", lastName: "Veli", email: "not-an-email", subject: "Stock", message: "Is it in stock right now?" },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.success).toBe(false);
    expect(body.errorCode).toBe(400);
    expect(body.error.message).toContain("email");
    expect(body.error.errors).toEqual([{ field: "email", message: "Enter a valid e-mail address (e.g. name@company.com)" }]);
  });

  it("names every missing field", async () => {
    const response = await t.app.inject({ method: "POST", url: "/v1/crm/contact-form-requests", payload: {} });
    expect(response.statusCode).toBe(400);
    const fields = response.json().error.errors.map((error: { field: string }) => error.field);
    expect(fields).toEqual(expect.arrayContaining(["name", "lastName", "email", "subject", "message"]));
  });

  it("answers a body over the limit with 413", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/v1/crm/contact-form-requests",
      headers: { "content-type": "application/json", "accept-language": "en" },
      payload: JSON.stringify({ message: "x".repeat(4096) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ success: false, errorCode: 413, error: { message: "The request body is too large" } });
  });

  it("answers an unexpected failure with 500 and no internal detail", async () => {
    const response = await t.app.inject({ method: "GET", url: "/v1/test/boom", headers: { "accept-language": "en" } });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      success: false,
      errorCode: 500,
      error: { message: "Internal server error", errors: [{ message: "Internal server error" }] },
    });
    expect(response.body).not.toContain("secret internal detail");
    expect(response.body).not.toContain("file.ts");
  });
});

describe("correlation id", () => {
  it("echoes a safe caller id and replaces an unsafe one", async () => {
    const kept = await t.app.inject({ method: "GET", url: "/v1/health", headers: { "x-correlation-id": "abc-123" } });
    expect(kept.headers["x-correlation-id"]).toBe("abc-123");
    const replaced = await t.app.inject({ method: "GET", url: "/v1/health", headers: { "x-correlation-id": "bad id\nwith newline" } });
    expect(replaced.headers["x-correlation-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("OpenAPI", () => {
  it("describes the routes at /v1/openapi.json and serves the docs page", async () => {
    const spec = (await t.app.inject({ method: "GET", url: "/v1/openapi.json" })).json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(["/v1/health", "/v1/crm/contact-form-requests", "/v1/content/pages/{key}"]),
    );
    const docs = await t.app.inject({ method: "GET", url: "/v1/docs/" });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers["content-type"]).toContain("text/html");
  });
});
