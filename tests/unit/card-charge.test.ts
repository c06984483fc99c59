import { describe, expect, it } from "vitest";
import { loadConfig } from "../../api/config";
import { perInstallment, tryRateOf } from "../../api/modules/payments/card-charge";
import { installmentCapsOf } from "../../api/modules/payments/installment-caps";

// The pure parts of card charges in lira (docs/decisions/033-card-payments-in-lira.md).

const valid = { JWT_SECRET: "x".repeat(32) };

describe("the installment caps' configuration", () => {
  it("defaults to BDDK's 4 for electronic goods, with no category of its own", () => {
    expect(installmentCapsOf(loadConfig(valid))).toEqual({ store: 4, byCategory: {} });
  });

  it("reads caps by top-level category code, and stops start-up on anything else", () => {
    const config = loadConfig({
      ...valid,
      CARD_INSTALLMENTS_MAX: "6",
      CARD_INSTALLMENTS_MAX_BY_CATEGORY: "led-lighting:9, connectors : 1",
    });
    expect(installmentCapsOf(config)).toEqual({ store: 6, byCategory: { "led-lighting": 9, connectors: 1 } });
    expect(() => loadConfig({ ...valid, CARD_INSTALLMENTS_MAX_BY_CATEGORY: "led-lighting=9" })).toThrow(
      /^Invalid environment variable CARD_INSTALLMENTS_MAX_BY_CATEGORY: /,
    );
    expect(() => loadConfig({ ...valid, CARD_INSTALLMENTS_MAX: "18" })).toThrow(/CARD_INSTALLMENTS_MAX/);
  });
});

describe("the lira rate of an order's currency", () => {
  it("is 1 for TRY, the TRY rate for USD, and TRY ÷ EUR (both per USD) for EUR", () => {
    expect(tryRateOf("42.3540", "TRY", "42.3540")).toBe("1");
    expect(tryRateOf("42.3540", "USD", "1")).toBe("42.3540");
    expect(tryRateOf("42.3540", "EUR", "0.8600")).toBe("49.24883721");
  });
});

describe("one installment's share", () => {
  it("is the total divided by the count, in whole kuruş", () => {
    expect(perInstallment("1000.00", 3)).toBe("333.33");
    expect(perInstallment("1040.00", 3)).toBe("346.67");
  });
});
