import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { FieldError } from "@contract/envelope";
import type { Executor } from "../../../db/client";
import {
  companyCurrentAccounts,
  currentAccountMovements,
  orderLines,
  orderRefunds,
  payments,
  returnRequestLines,
  returnRequests,
  type OrderRefundRow,
  type OrderRow,
  type ReturnedInvoiceLines,
  type ReturnRequestRow,
} from "../../../db/schema";
import { AppError } from "../../../lib/errors";
import { centsText, toMicro } from "../../../lib/money";
import { text } from "../../../lib/messages";
import { issueReturnRequestInvoice } from "../../invoices/issue";
import type { InvoiceSettings } from "../../invoices/settings";
import { checkIban } from "../../payments/iban";
import type { DeskContext } from "../../orders/desk/locked-order";
import { returnableOf } from "../returnable";
import type { ReturnChange } from "./decide";
import { lockedForReturnMove, returnSnapshotOf, settleOrder, updateReturn, type ReturnSnapshot } from "./locked-return";
import { returnRefundAmount } from "./refund-amount";

// A received return's money given back (docs/decisions/039-returns-desk.md), in the order's refund rows of the orders
// desk (037): a card's refund recorded `pending` here and sent to the provider by sendRefund after the commit; an
// EFT order's recorded with the IBAN the staff transfer it to; a net-term order's credited on the current account.

export interface ReturnRefundInput {
  /** Where an EFT order's money goes back to; needed for an EFT order only. */
  refundTo?: { iban: string; accountHolder: string } | null;
}

export interface ReturnRefunded extends ReturnChange {
  /** With the number of the return invoice issued (null for an order never invoiced), as the audit log keeps it. */
  after: ReturnSnapshot & { returnInvoice: string | null };
  /** The card's refund to send after the commit, or the IBAN's recorded; null for a current-account credit. */
  refund: OrderRefundRow | null;
}

/**
 * What the return gives back, from its lines, the order's other returns and what was paid: the amount, and the lines
 * with the shipping when it brings the whole order back, as its return invoice states them.
 */
async function amountOf(tx: Executor, order: OrderRow, request: ReturnRequestRow, paid: string) {
  const lines = await tx
    .select({
      lineNumber: orderLines.lineNumber,
      ordered: orderLines.quantity,
      totalPrice: orderLines.totalPrice,
      returned: returnRequestLines.quantity,
    })
    .from(returnRequestLines)
    .innerJoin(orderLines, and(eq(orderLines.orderId, order.id), eq(orderLines.lineNumber, returnRequestLines.orderLineNumber)))
    .where(eq(returnRequestLines.returnRequestId, request.id));
  const others = await tx
    .select({ status: returnRequests.status, refundAmount: returnRequests.refundAmount })
    .from(returnRequests)
    .where(and(eq(returnRequests.orderId, order.id), ne(returnRequests.id, request.id), ne(returnRequests.status, "rejected")));
  const refundedBefore = others.reduce((sum, other) => sum + toMicro(other.refundAmount ?? "0"), 0n);
  const returnable = await returnableOf(tx, order);
  const completesOrder = returnable.lines.every((line) => line.left === 0) && others.every((other) => other.status === "refunded");
  const amount = returnRefundAmount({ lines, orderTotal: order.total, paid, refundedBefore: centsText(refundedBefore), completesOrder });
  const returnedLines: ReturnedInvoiceLines = {
    lines: lines.map((line) => ({ lineNumber: line.lineNumber, quantity: line.returned })).sort((a, b) => a.lineNumber - b.lineNumber),
    shipping: completesOrder,
  };
  return { amount, returnedLines };
}

function ibanOf(input: ReturnRefundInput, { locale }: DeskContext) {
  const problems: FieldError[] = [];
  const holder = input.refundTo?.accountHolder.trim() ?? "";
  const iban = checkIban(input.refundTo?.iban ?? "");
  if (!iban.valid)
    problems.push({
      field: "iban",
      message: text(input.refundTo?.iban.trim() ? "orderDesk.ibanInvalid" : "returnDesk.ibanNeeded", locale),
    });
  if (!holder) problems.push({ field: "accountHolder", message: text("returnDesk.holderNeeded", locale) });
  if (problems.length || !iban.valid) throw new AppError(400, problems.map((problem) => problem.message).join(" "), problems);
  return { iban: iban.iban, accountHolder: holder };
}

/** How a return of the order is paid back, and what was paid in that currency; null when nothing was (a card never captured). */
async function paidFor(tx: Executor, order: OrderRow) {
  if (order.paymentType === "pos") {
    const [captured] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.status, "captured")));
    return captured ? { method: "card" as const, paid: captured.amount, currency: captured.currencyCode, payment: captured } : null;
  }
  if (order.paymentType === "net" && !order.currentAccountId) return null;
  return {
    method: order.paymentType === "eft" ? ("iban" as const) : ("account" as const),
    paid: order.total,
    currency: order.currencyCode,
    payment: null,
  };
}

/** What refunding a received return would give back now (the desk shows it on the refund's confirmation step). */
export async function refundQuote(tx: Executor, order: OrderRow, request: ReturnRequestRow) {
  const paid = await paidFor(tx, order);
  if (request.status !== "received" || !paid) return null;
  return { method: paid.method, amount: (await amountOf(tx, order, request, paid.paid)).amount, currency: paid.currency };
}

/**
 * Refunds a received return and, in the same transaction, issues its return invoice (İADE) of the returned lines
 * (docs/decisions/039-returns-desk.md): an order never invoiced gets none.
 */
export async function refundReturn(
  tx: Executor,
  returnNumber: string,
  input: ReturnRefundInput,
  context: DeskContext & { invoicing: InvoiceSettings },
): Promise<ReturnRefunded> {
  const { order, request } = await lockedForReturnMove(tx, returnNumber, "refunded", context);
  const paid = await paidFor(tx, order);
  if (!paid) throw new AppError(409, text("returnDesk.nothingPaid", context.locale));
  const to = paid.method === "iban" ? ibanOf(input, context) : null;
  const reason = text("returnDesk.refundReason", order.languageCode, { returnNumber });
  const { method, currency } = paid;
  const { amount, returnedLines } = await amountOf(tx, order, request, paid.paid);
  let refund: OrderRefundRow | null = null;
  if (paid.payment) {
    const payment = paid.payment;
    [refund] = await tx
      .insert(orderRefunds)
      .values({
        orderId: order.id,
        method: "card",
        paymentId: payment.id,
        provider: payment.provider,
        amount,
        currencyCode: currency,
        reason,
        status: "pending",
      })
      .returning();
  } else if (to) {
    [refund] = await tx
      .insert(orderRefunds)
      .values({
        orderId: order.id,
        method: "iban",
        provider: "bank",
        amount,
        currencyCode: currency,
        reason,
        status: "recorded",
        ...to,
        completedAt: new Date(),
      })
      .returning();
  } else {
    // A credit on the company's current account, as a cancelled net-term order's charge is reversed (orders/cancel.ts).
    await tx.insert(currentAccountMovements).values({
      currentAccountId: order.currentAccountId!,
      orderId: order.id,
      amount: `-${amount}`,
      kind: "return",
      description: text("returnDesk.accountCredit", order.languageCode, { returnNumber, orderNumber: order.orderNumber }),
    });
    await tx
      .update(companyCurrentAccounts)
      .set({ balance: sql`${companyCurrentAccounts.balance} - ${amount}::numeric` })
      .where(eq(companyCurrentAccounts.id, order.currentAccountId!));
  }

  const after = await updateReturn(tx, request.id, {
    status: "refunded",
    refundMethod: method,
    refundAmount: amount,
    refundCurrency: currency,
    refundId: refund?.id ?? null,
    refundedAt: new Date(),
  });
  const invoice = await issueReturnRequestInvoice(tx, order.id, request.id, refund?.id ?? null, returnedLines, context.invoicing);
  const orderAfter = await settleOrder(tx, order, returnNumber);
  return {
    before: returnSnapshotOf(request),
    after: { ...returnSnapshotOf(after), returnInvoice: invoice?.number ?? null },
    orderStatus: { before: order.status, after: orderAfter },
    refund,
    notice: { kind: "refunded", returnNumber, method, amount, currency, ibanEnding: refund?.iban?.slice(-4) ?? null },
  };
}

/** A refunded return's card refund still to send (the provider failed it or could not be reached); else undefined. */
export async function unsentCardRefund(db: Executor, returnNumber: string) {
  const [row] = await db
    .select({ id: orderRefunds.id, status: orderRefunds.status })
    .from(returnRequests)
    .innerJoin(orderRefunds, eq(orderRefunds.id, returnRequests.refundId))
    .where(
      and(
        eq(returnRequests.returnNumber, returnNumber),
        eq(returnRequests.status, "refunded"),
        eq(orderRefunds.method, "card"),
        inArray(orderRefunds.status, ["pending", "failed"]),
      ),
    );
  return row;
}
