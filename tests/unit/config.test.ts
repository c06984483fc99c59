import { describe, expect, it } from "vitest";
import { loadConfig } from "../../api/config";

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
