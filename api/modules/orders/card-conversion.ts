import { and, eq } from "drizzle-orm";
import type { CardCharges } from "@contract/api/checkout/card-charges";
import type { CardPaymentBody } from "@contract/api/orders/card-payment";
import type { Database } from "../../db/client";
import { payments, type OrderRow } from "../../db/schema";
import type { ApiLocale } from "../../lib/locale";
import { text } from "../../lib/messages";
import { displayDateTime } from "../carts/export-content";
import { chosenCharge } from "../payments/card-charge";
import { failPayment } from "./cancel";
import { placedOrderCardCharges, type CardChargeSettings } from "./card-charges";
import { recordUnstartedPayment, startCardPayment } from "./card-payment";
import { refuse } from "./refusal";
import { lockOrder } from "./status";

// An EFT order awaiting payment paid by card instead (docs/decisions/050-current-account-self-service.md): the card
// step's table and caps for the order's total (033), the provider's page, and on capture the order paid as a card
// order (payments/callback.ts). The payment is `keep_order`: refused or abandoned, the order stays as it was — EFT,
// awaiting its transfer, its stock and its expiry unchanged.

export interface CardConversionSettings extends CardChargeSettings {
  /** How long a card payment in progress may stay open: after it, a new one may start (the old one counts as abandoned). */
  cardPaymentMinutes: number;
}

/** Refused (409, in the caller's language) unless the order is an EFT order still awaiting its payment. */
function assertCardPayable(order: OrderRow, locale: ApiLocale, now = new Date()) {
  const open = order.status === "awaiting_payment" && (order.expiresAt === null || order.expiresAt > now);
  if (order.paymentType !== "eft" || !open) throw refuse(409, "orders.notCardPayable", locale);
}

/** What paying the order by card would charge, per installment count allowed (the order page's table). */
export async function orderCardCharges(
  db: Database,
  order: OrderRow,
  settings: CardChargeSettings,
  asked: { bin: string | undefined; locale: ApiLocale },
): Promise<CardCharges> {
  assertCardPayable(order, asked.locale);
  return placedOrderCardCharges(db, order, settings, asked);
}

/**
 * Starts paying the order by card: the charge chosen from the table as the checkout does (a changed quote is 409),
 * then, under the order's row lock, the order checked again (a transfer confirmed meanwhile has made it paid) and no
 * other card payment of it open (409, with when it may be tried again); one open longer than `cardPaymentMinutes` was
 * abandoned and is failed first. The payment is recorded there, so that a second start in parallel waits for the lock
 * and finds it; the provider is asked after the commit. Answers where the browser goes to pay.
 */
export async function startCardConversion(
  db: Database,
  order: OrderRow,
  body: CardPaymentBody,
  settings: CardConversionSettings,
  { buyerId, clientAddress, locale }: { buyerId: string; clientAddress: string; locale: ApiLocale },
): Promise<string> {
  const table = await orderCardCharges(db, order, settings, { bin: body.cardBin, locale });
  const charge = chosenCharge(table, body.installments, body.cardQuote, locale);
  const locked = await db.transaction(async (tx) => {
    const current = await lockOrder(tx, order.id);
    if (!current) throw refuse(409, "orders.notCardPayable", locale);
    assertCardPayable(current, locale);
    const open = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, current.id), eq(payments.status, "pending")));
    const openFor = settings.cardPaymentMinutes * 60_000;
    for (const payment of open) {
      const retryAt = new Date(payment.createdAt.getTime() + openFor);
      if (retryAt > new Date())
        throw refuse(409, "orders.cardPaymentOpen", locale, {
          startedAt: displayDateTime(payment.createdAt, locale),
          retryAt: displayDateTime(retryAt, locale),
        });
      await failPayment(tx, current, payment, text("orders.cardPaymentAbandoned", current.languageCode));
    }
    await recordUnstartedPayment(tx, current, charge, settings.provider.name, "keep_order");
    return current;
  });
  return startCardPayment(db, locked, charge, { buyerId, clientAddress }, settings.provider);
}
