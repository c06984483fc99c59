import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../api/config";
import { openTotpSecret, plainTotpSecret, sealTotpSecret, totpKeyOf } from "../../api/modules/back-office/totp-secret";

// The staff's TOTP secrets sealed at rest (docs/decisions/036-staff-accounts.md).

const SECRET = "JBSWY3DPEHPK3PXP";
const STAFF_ID = "0b9f3c9e-4c35-4a8e-9d0e-1f2a3b4c5d6e";
const key = randomBytes(32);

describe("a staff member's TOTP secret at rest", () => {
  it("is sealed without the secret in clear, differently each time, and opens to the secret", () => {
    const sealed = sealTotpSecret(SECRET, key, STAFF_ID);
    expect(sealed).toMatch(/^v1:/);
    expect(sealed).not.toContain(SECRET);
    expect(sealTotpSecret(SECRET, key, STAFF_ID)).not.toBe(sealed);
    expect(openTotpSecret(sealed, key, STAFF_ID)).toEqual({ secret: SECRET, plain: false });
  });

  it("refuses a sealed value altered, truncated, opened with another key or for another member", () => {
    const sealed = sealTotpSecret(SECRET, key, STAFF_ID);
    const bytes = Buffer.from(sealed.slice(3), "base64");
    bytes[bytes.length - 1] ^= 1;
    expect(() => openTotpSecret(`v1:${bytes.toString("base64")}`, key, STAFF_ID)).toThrow();
    expect(() => openTotpSecret(`v1:${bytes.subarray(0, 20).toString("base64")}`, key, STAFF_ID)).toThrow();
    expect(() => openTotpSecret(sealed, randomBytes(32), STAFF_ID)).toThrow();
    expect(() => openTotpSecret(sealed, key, "another-member")).toThrow();
  });

  it("reads a value marked plain as such, and refuses one neither sealed nor marked", () => {
    expect(openTotpSecret(plainTotpSecret(SECRET), key, STAFF_ID)).toEqual({ secret: SECRET, plain: true });
    expect(() => openTotpSecret(SECRET, key, STAFF_ID)).toThrow();
  });

  it("uses STAFF_TOTP_KEY, else a key of its own derived from JWT_SECRET", () => {
    const given = randomBytes(32).toString("base64");
    expect(totpKeyOf({ STAFF_TOTP_KEY: given, JWT_SECRET: "x".repeat(32) })).toEqual(Buffer.from(given, "base64"));
    const derived = totpKeyOf({ JWT_SECRET: "x".repeat(32) });
    expect(derived).toHaveLength(32);
    expect(derived).toEqual(totpKeyOf({ JWT_SECRET: "x".repeat(32) }));
    expect(derived).not.toEqual(totpKeyOf({ JWT_SECRET: "y".repeat(32) }));
  });

  it("is required in production, 32 bytes in base64", () => {
    const valid = { JWT_SECRET: "x".repeat(32) };
    expect(() => loadConfig({ ...valid, NODE_ENV: "production" })).toThrow(/^Invalid environment variable STAFF_TOTP_KEY: /);
    expect(() => loadConfig({ ...valid, STAFF_TOTP_KEY: randomBytes(16).toString("base64") })).toThrow(/STAFF_TOTP_KEY/);
    expect(loadConfig({ ...valid, NODE_ENV: "production", STAFF_TOTP_KEY: key.toString("base64") }).STAFF_TOTP_KEY).toBe(
      key.toString("base64"),
    );
  });
});
