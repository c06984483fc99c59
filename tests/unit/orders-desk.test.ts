import { describe, expect, it } from "vitest";
import type { PaymentRow } from "../../api/db/schema";
import { normalReference, transferStanding } from "../../api/modules/orders/desk/transfers";
import { sandboxProvider } from "../../api/modules/payments/sandbox";

// The orders desk's pure parts (docs/decisions/037-orders-desk.md).

describe("transferStanding", () => {
  it("adds the transfers up in whole cents against the order's total", () => {
    expect(transferStanding("100.00", [])).toEqual({ received: "0.00", due: "100.00", over: "0.00" });
    expect(transferStanding("100.00", ["33.33", "33.33"])).toEqual({ received: "66.66", due: "33.34", over: "0.00" });
    expect(transferStanding("100.00", ["33.33", "33.33", "33.34"])).toEqual({ received: "100.00", due: "0.00", over: "0.00" });
    expect(transferStanding("0.30", ["0.1", "0.2"])).toEqual({ received: "0.30", due: "0.00", over: "0.00" });
    expect(transferStanding("1234.56", ["1300"])).toEqual({ received: "1300.00", due: "0.00", over: "65.44" });
  });
});

describe("normalReference", () => {
  it("compares a bank reference whatever its spacing and case", () => {
    expect(normalReference("  eft 2026 /  0042 ")).toBe("EFT 2026 / 0042");
    expect(normalReference("Eft 2026 / 0042")).toBe(normalReference("EFT 2026 / 0042"));
    expect(normalReference("   ")).toBe("");
  });
});

describe("the sandbox's refund", () => {
  const payment = { amount: "974.10", currencyCode: "TRY" } as PaymentRow;
  const refund = (amount: string, currency = "TRY") =>
    sandboxProvider("secret").refund({ payment, amount, currency, reason: "test", reference: "r", ip: "127.0.0.1", languageCode: "en" });

  it("refunds the whole payment or a part of it, with an id of its own", async () => {
    expect(await refund("974.10")).toEqual({ status: "succeeded", providerRefundId: expect.stringMatching(/^sbr_[0-9a-f]{24}$/) });
    expect((await refund("10.00")).status).toBe("succeeded");
  });

  it("refuses more than the payment took, or another currency, as a gateway would", async () => {
    expect(await refund("974.11")).toMatchObject({ status: "failed", reason: expect.stringContaining("more than was paid") });
    expect((await refund("10.00", "USD")).status).toBe("failed");
  });

  it("cannot refund without its secret (in production)", async () => {
    await expect(
      sandboxProvider(undefined).refund({
        payment,
        amount: "1.00",
        currency: "TRY",
        reason: "",
        reference: "r",
        ip: "",
        languageCode: "en",
      }),
    ).rejects.toMatchObject({ statusCode: 503 });
  });
});
