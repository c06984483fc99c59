import { describe, expect, it } from "vitest";
import { returnRefundAmount } from "../../api/modules/returns/desk/refund-amount";

// What a return gives back (docs/decisions/039-returns-desk.md): the returned lines' share, with VAT, of what was paid.

describe("returnRefundAmount", () => {
  const order = { orderTotal: "150.00", refundedBefore: "0.00", completesOrder: false };
  // Two lines: 4 × part A for 96.00 with VAT, 1 × part B for 36.00; 18.00 of shipping makes 150.00.
  const lines = (a: number, b: number) => [
    { ordered: 4, totalPrice: "96.00", returned: a },
    { ordered: 1, totalPrice: "36.00", returned: b },
  ];

  it("gives back the returned quantities' share of each line, without the shipping, in the order's currency", () => {
    expect(returnRefundAmount({ ...order, lines: lines(1, 0), paid: "150.00" })).toBe("24.00");
    expect(returnRefundAmount({ ...order, lines: lines(3, 1), paid: "150.00" })).toBe("108.00");
  });

  it("takes the same share of a card's lira charge, its installment commission included", () => {
    // 150.00 USD charged as 5,250.00 TRY with commission: 24.00 of 150.00 is 16 % of it.
    expect(returnRefundAmount({ ...order, lines: lines(1, 0), paid: "5250.00" })).toBe("840.00");
    // A share that is not whole cents rounds half up: half of 100.00 paid as 100.01 is 50.005.
    const half = [{ ordered: 2, totalPrice: "100.00", returned: 1 }];
    expect(returnRefundAmount({ ...order, orderTotal: "100.00", lines: half, paid: "100.01" })).toBe("50.01");
  });

  it("gives back the rest of the payment, shipping included, with the return that brings the whole order back", () => {
    expect(returnRefundAmount({ ...order, lines: lines(1, 1), paid: "150.00", refundedBefore: "72.00", completesOrder: true })).toBe(
      "78.00",
    );
    expect(returnRefundAmount({ ...order, lines: lines(4, 1), paid: "5250.00", completesOrder: true })).toBe("5250.00");
  });

  it("never gives back more than is left of the payment", () => {
    expect(returnRefundAmount({ ...order, lines: lines(0, 1), paid: "150.00", refundedBefore: "140.00" })).toBe("10.00");
    expect(returnRefundAmount({ ...order, lines: lines(0, 1), paid: "150.00", refundedBefore: "150.00", completesOrder: true })).toBe(
      "0.00",
    );
  });
});
