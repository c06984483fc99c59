import { centsText, roundToCents, toMicro } from "../../../lib/money";

// What a return gives back (docs/decisions/039-returns-desk.md): the returned lines' share of what was paid for them,
// with their VAT; the shipping only with the return that brings the whole order back, which then gives back whatever
// of the payment the earlier returns did not (so that rounding never leaves a cent behind or gives one too many).

export interface ReturnedLine {
  /** The order line's quantity and its total with VAT, in the order's currency (decimal strings in cents). */
  ordered: number;
  totalPrice: string;
  /** How many of it this return gives back. */
  returned: number;
}

export interface RefundBasis {
  lines: readonly ReturnedLine[];
  /** The order's total in its currency (the lines with VAT and the shipping). */
  orderTotal: string;
  /** What the buyer paid, in the currency it is given back in: the order's total, or a card's charge in lira. */
  paid: string;
  /** What earlier returns of the order already gave back, in the same currency. */
  refundedBefore: string;
  /** Whether this return, with the earlier ones, brings back every item of the order. */
  completesOrder: boolean;
}

/**
 * The amount in cents, as a decimal string. The goods' share is worked out in the order's currency and, when the
 * payment was in another (a card's lira with its installment commission), taken as the same share of the payment.
 */
export function returnRefundAmount(basis: RefundBasis): string {
  const paid = toMicro(basis.paid);
  const left = paid - toMicro(basis.refundedBefore);
  if (basis.completesOrder) return centsText(left > 0n ? left : 0n);
  const goods = basis.lines.reduce(
    (sum, line) => sum + roundToCents((toMicro(line.totalPrice) * BigInt(line.returned)) / BigInt(line.ordered)),
    0n,
  );
  const total = toMicro(basis.orderTotal);
  const share = total === paid || total === 0n ? goods : roundToCents((paid * goods) / total);
  return centsText(share < left ? share : left > 0n ? left : 0n);
}
