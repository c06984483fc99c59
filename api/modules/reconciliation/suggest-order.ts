import type { SuggestionRule } from "@contract/api/reconciliation/values";
import { toMicro } from "../../lib/money";
import { orderNumbersIn } from "./order-numbers-in-text";
import { payerNameMatch, type BillingName } from "./payer-name";

// Which order a transfer most likely pays, with how sure we are (docs/decisions/038-bank-reconciliation.md). A
// suggestion is only ever shown: a person confirms it.

/**
 * An order awaiting an EFT payment: its number, its currency, the amounts that pay it in that currency (its total and,
 * after a partial transfer, what is still due), who it bills.
 */
export interface CandidateOrder {
  id: number;
  orderNumber: string;
  currency: string;
  amounts: string[];
  billing: BillingName;
}

export interface TransferToMatch {
  amount: string;
  currency: string;
  description: string;
}

export interface Suggestion {
  orderId: number;
  rule: SuggestionRule;
  score: number;
}

/** The scores, highest first: an order's number named with the right amount is as sure as a suggestion gets. */
export const SUGGESTION_SCORES = {
  numberAndAmount: 100,
  number: 80,
  amountAndFullName: 70,
  amountAndPartialName: 55,
  amountAlone: 30,
} as const;

/**
 * Whether the transfer is in the order's currency and of its total (or what is still due). Only the order's currency
 * counts: the orders desk records nothing else (`confirmTransfer`), so a lira transfer of a USD order's lira total is
 * no match by amount.
 */
export const paysInFull = (order: CandidateOrder, transfer: TransferToMatch) =>
  order.currency === transfer.currency && order.amounts.some((amount) => toMicro(amount) === toMicro(transfer.amount));

/**
 * By an order number in the description first (the first named order awaiting payment, one of the right amount
 * preferred); else among the orders whose total is the amount, the one whose billing name the description holds best,
 * leaving out the orders another transfer names by number (`claimed`). Null when nothing fits, or when two orders fit
 * equally well: a coin toss is no suggestion.
 */
export function suggestOrder(
  transfer: TransferToMatch,
  candidates: readonly CandidateOrder[],
  claimed: ReadonlySet<number> = new Set(),
): Suggestion | null {
  const named = orderNumbersIn(transfer.description)
    .map((number) => candidates.find((order) => order.orderNumber === number))
    .filter((order) => order !== undefined);
  if (named.length) {
    const exact = named.find((order) => paysInFull(order, transfer));
    return exact
      ? { orderId: exact.id, rule: "orderNumber", score: SUGGESTION_SCORES.numberAndAmount }
      : { orderId: named[0].id, rule: "orderNumber", score: SUGGESTION_SCORES.number };
  }
  const scored = candidates
    .filter((order) => !claimed.has(order.id) && paysInFull(order, transfer))
    .map((order) => {
      const name = payerNameMatch(transfer.description, order.billing);
      const score =
        name === "full"
          ? SUGGESTION_SCORES.amountAndFullName
          : name === "partial"
            ? SUGGESTION_SCORES.amountAndPartialName
            : SUGGESTION_SCORES.amountAlone;
      return { orderId: order.id, rule: name ? ("amountAndName" as const) : ("amount" as const), score };
    })
    .sort((a, b) => b.score - a.score);
  if (!scored.length || (scored.length > 1 && scored[1].score === scored[0].score)) return null;
  return scored[0];
}
