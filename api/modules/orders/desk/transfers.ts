import { eq } from "drizzle-orm";
import type { Executor } from "../../../db/client";
import { orderEvents, orderTransfers, orders, type OrderTransferRow } from "../../../db/schema";
import { AppError } from "../../../lib/errors";
import { centsText, toMicro } from "../../../lib/money";
import { text } from "../../../lib/messages";
import type { InvoiceSettings } from "../../invoices/settings";
import { amountText } from "../mails";
import { markPaid } from "../status";
import { lockedOrder, snapshotOf, type DeskContext, type OrderSnapshot } from "./locked-order";
import type { DeskNotice } from "./mails";

// A bank transfer confirmed against an EFT order (docs/decisions/037-orders-desk.md): recorded in the order's currency
// only; once the transfers reach the order's total it is paid through markPaid, which issues its invoice.

export interface TransferInput {
  /** A decimal string in whole cents, in `currency`. */
  amount: string;
  currency: string;
  /** The day the bank credited it, YYYY-MM-DD. */
  receivedOn: string;
  bankReference: string;
  note?: string | null;
}

/** What an order's transfers add up to against its total: received, still due, and paid beyond it (decimal strings). */
export interface TransferStanding {
  received: string;
  due: string;
  over: string;
}

export function transferStanding(total: string, amounts: readonly string[]): TransferStanding {
  const received = amounts.reduce((sum, amount) => sum + toMicro(amount), 0n);
  const gap = toMicro(total) - received;
  return { received: centsText(received), due: centsText(gap > 0n ? gap : 0n), over: centsText(gap < 0n ? -gap : 0n) };
}

/** A bank reference as it is compared: spaces collapsed, upper case (banks print them either way). */
export const normalReference = (reference: string) => reference.trim().replace(/\s+/g, " ").toUpperCase();

const CENTS = /^\d{1,12}(\.\d{1,2})?$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface TransferConfirmed {
  before: OrderSnapshot & { received: string; due: string };
  after: OrderSnapshot & TransferStanding;
  transfer: OrderTransferRow;
  notice: DeskNotice;
}

/**
 * Confirms a transfer for an EFT order awaiting payment. Refused: another payment type or status, another currency
 * (never compared at a rate), a bank reference already confirmed (any order's). A partial amount keeps the order
 * waiting and stops its expiry (money is in: only the staff cancel it now, with a refund); the total or more makes it
 * paid, an over-payment noted on its event.
 */
export async function confirmTransfer(
  tx: Executor,
  orderId: number,
  input: TransferInput,
  context: DeskContext & { invoicing: InvoiceSettings },
): Promise<TransferConfirmed> {
  const { locale } = context;
  if (!CENTS.test(input.amount) || toMicro(input.amount) <= 0n) throw new AppError(400, text("orderDesk.badAmount", locale));
  if (!DAY.test(input.receivedOn) || Number.isNaN(Date.parse(input.receivedOn))) throw new AppError(400, text("orderDesk.badDay", locale));
  const bankReference = normalReference(input.bankReference);
  if (!bankReference) throw new AppError(400, text("orderDesk.referenceNeeded", locale));
  const order = await lockedOrder(tx, orderId, context);
  if (order.paymentType !== "eft") throw new AppError(409, text("orderDesk.notEft", locale));
  if (order.status !== "awaiting_payment") throw new AppError(409, text("orderDesk.notAwaitingPayment", locale));
  if (input.currency !== order.currencyCode)
    throw new AppError(409, text("orderDesk.transferCurrency", locale, { currency: order.currencyCode }));
  const [used] = await tx.select({ id: orderTransfers.id }).from(orderTransfers).where(eq(orderTransfers.bankReference, bankReference));
  if (used) throw new AppError(409, text("orderDesk.referenceUsed", locale, { reference: bankReference }));

  const earlier = await tx.select({ amount: orderTransfers.amount }).from(orderTransfers).where(eq(orderTransfers.orderId, order.id));
  const [transfer] = await tx
    .insert(orderTransfers)
    .values({
      orderId: order.id,
      amount: centsText(toMicro(input.amount)),
      currencyCode: input.currency,
      receivedOn: input.receivedOn,
      bankReference,
      note: input.note?.trim() || null,
    })
    .returning();
  const previously = transferStanding(
    order.total,
    earlier.map((row) => row.amount),
  );
  const standing = transferStanding(order.total, [...earlier.map((row) => row.amount), transfer.amount]);
  const before = { ...snapshotOf(order), received: previously.received, due: previously.due };
  const language = order.languageCode;
  const money = (amount: string) => amountText(amount, order.currencyCode, language);

  if (toMicro(standing.due) > 0n) {
    // The event is the buyer's history: in the order's language.
    const note = text("orderDesk.partialReceived", language, { amount: money(transfer.amount), due: money(standing.due) });
    await tx.update(orders).set({ expiresAt: null, updatedAt: new Date() }).where(eq(orders.id, order.id));
    await tx.insert(orderEvents).values({ orderId: order.id, status: "awaiting_payment", note });
    return {
      before,
      after: { ...snapshotOf(order), ...standing },
      transfer,
      notice: { kind: "partialPayment", orderId: order.id, amount: transfer.amount, received: standing.received, due: standing.due },
    };
  }
  const note = toMicro(standing.over) > 0n ? text("orderDesk.overpaid", language, { over: money(standing.over) }) : null;
  await markPaid(tx, order, context.invoicing, note);
  return {
    before,
    after: { ...snapshotOf(order), status: "paid", ...standing },
    transfer,
    notice: { kind: "paymentConfirmed", orderId: order.id, amount: standing.received },
  };
}
