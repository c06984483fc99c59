import { describe, expect, it } from "vitest";
import { missingStepBefore, stepStatuses } from "../../app/features/checkout/checkout-steps";

describe("checkout step statuses (spec §4)", () => {
  it("marks the steps before the current one done, the current one in progress and the rest waiting", () => {
    expect(stepStatuses("deliveryMethod")).toEqual({ myCart: "done", address: "done", deliveryMethod: "progress", paymentMethod: "wait" });
    expect(stepStatuses("myCart")).toEqual({ myCart: "progress", address: "wait", deliveryMethod: "wait", paymentMethod: "wait" });
  });

  it("names the first incomplete step before the current one, and never the current one or later ones", () => {
    const completed = { myCart: true, address: false, deliveryMethod: false, paymentMethod: false };
    expect(missingStepBefore("paymentMethod", completed)).toBe("address");
    expect(missingStepBefore("address", completed)).toBeNull();
    expect(missingStepBefore("deliveryMethod", { ...completed, myCart: false })).toBe("myCart");
    expect(missingStepBefore("paymentMethod", { myCart: true, address: true, deliveryMethod: true, paymentMethod: false })).toBeNull();
  });
});
