import { describe, expect, it } from "vitest";
import { loadConfig } from "../../api/config";
import { parseStorefrontEnv } from "../../app/server/env.server";

const valid = { JWT_SECRET: "x".repeat(32) };

describe("API configuration", () => {
  it("applies the defaults", () => {
    const config = loadConfig(valid);
    expect(config).toMatchObject({ API_PORT: 4000, DATA_DIR: "./data", SEED_ON_START: "demo" });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it("stops with one line naming the bad variable", () => {
    expect(() => loadConfig({ ...valid, API_PORT: "eighty" })).toThrow(/^Invalid environment variable API_PORT: /);
    expect(() => loadConfig({})).toThrow(/^Invalid environment variable JWT_SECRET: /);
    expect(() => loadConfig({ ...valid, DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
  });
});

describe("storefront environment", () => {
  const secret = { SESSION_SECRET: "s".repeat(32) };

  it("applies the defaults, the server's included", () => {
    expect(parseStorefrontEnv(secret)).toMatchObject({
      NODE_ENV: "production",
      PORT: 3000,
      HOST: "0.0.0.0",
      STOREFRONT_TRUST_PROXY: ["loopback"],
      STOREFRONT_WORKERS: 1,
      STOREFRONT_FORM_LIMIT_BYTES: 256 * 1024,
      STOREFRONT_UPLOAD_LIMIT_BYTES: 32 * 1024 * 1024,
      API_URL: "http://127.0.0.1:4000",
    });
    expect(parseStorefrontEnv({ ...secret, STOREFRONT_TRUST_PROXY: "10.0.0.1, 10.0.0.2", API_URL: "http://api:4000/" })).toMatchObject({
      STOREFRONT_TRUST_PROXY: ["10.0.0.1", "10.0.0.2"],
      API_URL: "http://api:4000",
    });
  });

  it("stops with one line naming the bad variable", () => {
    expect(() => parseStorefrontEnv({ ...secret, STOREFRONT_WORKERS: "65" })).toThrow(
      "Invalid environment variable STOREFRONT_WORKERS: a whole number from 1 to 64",
    );
    expect(() => parseStorefrontEnv({ ...secret, PORT: "eighty" })).toThrow(/^Invalid environment variable PORT: /);
    expect(() => parseStorefrontEnv({})).toThrow(/^Invalid environment variable SESSION_SECRET: /);
  });
});
