import type { FastifyInstance } from "fastify";
import { pathFor } from "@contract/paths";
import type { RefundMethod } from "@contract/api/orders/values";
import type { TextKey } from "../../../lib/messages";
import { text } from "../../../lib/messages";
import type { Mail } from "../../mail/mailer";
import { greeting, render } from "../../mail/templates";
import { amountText, mailedOrderById, orderPageUrl, sendOrderMail, type MailedOrder, type OrderMailSettings } from "../mails";
import { orderLocale } from "../read";

// The customer's mail after each move of the orders desk (docs/decisions/037-orders-desk.md), in the order's language.
// A service answers its notice; the caller sends it once its transaction has committed.

/** What the cancellation mail says of the money: refunded to the card or an IBAN, or a net-term charge reversed. */
export interface RefundNotice {
  method: RefundMethod | "account";
  amount: string;
  currency: string;
  ibanEnding: string | null;
  accountHolder: string | null;
}

export type DeskNotice =
  | { kind: "paymentConfirmed"; orderId: number; amount: string }
  | { kind: "partialPayment"; orderId: number; amount: string; received: string; due: string }
  | { kind: "prepared"; orderId: number }
  | { kind: "shipped"; orderId: number; carrier: string; trackingNumber: string }
  | { kind: "delivered"; orderId: number }
  | { kind: "cancelled"; orderId: number; reason: string; refund: RefundNotice | null };

const SUBJECTS: Record<DeskNotice["kind"], TextKey> = {
  paymentConfirmed: "deskMail.paymentConfirmedSubject",
  partialPayment: "deskMail.partialPaymentSubject",
  prepared: "deskMail.preparedSubject",
  shipped: "deskMail.shippedSubject",
  delivered: "deskMail.deliveredSubject",
  cancelled: "orderMail.cancelledSubject",
};

export function deskMail(mailed: MailedOrder, notice: DeskNotice, settings: OrderMailSettings): Mail {
  const { order, recipient } = mailed;
  const locale = orderLocale(order);
  const money = (amount: string, currency = order.totals.currency) => amountText(amount, currency, locale);
  const orderNumber = order.orderNumber;
  const page = (path: string) => new URL(path, settings.storefrontUrl).toString();
  const lines = ((): string[] => {
    switch (notice.kind) {
      case "paymentConfirmed":
        return [text("deskMail.paymentConfirmed", locale, { orderNumber, amount: money(notice.amount) })];
      case "partialPayment":
        return [
          text("deskMail.partialPayment", locale, {
            orderNumber,
            amount: money(notice.amount),
            received: money(notice.received),
            due: money(notice.due),
          }),
          text("orderMail.bankAccountsAt", locale, { url: page(pathFor("bankAccounts", locale)) }),
        ];
      case "prepared":
        return [text("deskMail.prepared", locale, { orderNumber })];
      case "shipped":
        return [text("deskMail.shipped", locale, { orderNumber, carrier: notice.carrier, trackingNumber: notice.trackingNumber })];
      case "delivered":
        return [text("deskMail.delivered", locale, { orderNumber })];
      case "cancelled":
        return [text("deskMail.cancelledByStore", locale, { orderNumber, reason: notice.reason }), refundLine(notice.refund)];
    }
  })();

  function refundLine(refund: RefundNotice | null): string {
    if (!refund) return text("deskMail.nothingCharged", locale);
    const amount = money(refund.amount, refund.currency);
    if (refund.method === "card") return text("deskMail.refundToCard", locale, { amount });
    if (refund.method === "account") return text("deskMail.refundToAccount", locale, { amount });
    return text("deskMail.refundToIban", locale, { amount, last4: refund.ibanEnding ?? "", holder: refund.accountHolder ?? "" });
  }

  return render(recipient, text(SUBJECTS[notice.kind], locale, { store: settings.storeName, orderNumber }), settings.storeName, {
    greeting: greeting(locale, order.billingAddress.firstName),
    lines,
    link: { label: text("orderMail.viewOrder", locale), url: orderPageUrl(mailed, settings) },
  });
}

/** Mails the customer about a desk's move once it is committed; a mail that cannot be sent is logged, never undoes it. */
export const sendDeskMail = (app: FastifyInstance, notice: DeskNotice, settings: OrderMailSettings) =>
  sendOrderMail(app, async () => deskMail(await mailedOrderById(app.db, notice.orderId), notice, settings));
