import { randomUUID } from "node:crypto";
import { and, eq, like } from "drizzle-orm";
import type { PaymentFailureEffect } from "@contract/api/orders/values";
import { pathFor } from "@contract/paths";
import type { Database, Executor } from "../../db/client";
import { payments, type CardCharge, type OrderRow } from "../../db/schema";
import { text } from "../../lib/messages";
import type { PaymentProvider } from "../payments/provider";
import { failPayment } from "./cancel";
import { lockOrder } from "./status";

const UNSTARTED = "unstarted:";

/** An order's payment not started at the provider yet: at most one, the only pending one (a second is refused first). */
export const unstartedPaymentOf = (orderId: number) =>
  and(eq(payments.orderId, orderId), eq(payments.status, "pending"), like(payments.providerPaymentId, `${UNSTARTED}%`));

/**
 * A card payment, in the order's transaction: the provider's id comes once it is started, a placeholder holds its
 * place. It is for the card charge, in TRY with the commission: the only amount its callback accepts. A card order's
 * own payment cancels the order when it fails; an EFT order's payment by card (`keep_order`) leaves it as it was and
 * carries the charge the order takes once it is captured.
 */
export async function recordUnstartedPayment(
  tx: Executor,
  order: Pick<OrderRow, "id">,
  charge: CardCharge,
  providerName: string,
  onFailure: PaymentFailureEffect = "cancel_order",
) {
  await tx.insert(payments).values({
    orderId: order.id,
    provider: providerName,
    providerPaymentId: `${UNSTARTED}${randomUUID()}`,
    amount: charge.amount,
    currencyCode: charge.currency,
    installments: charge.installments,
    onFailure,
    cardCharge: onFailure === "keep_order" ? charge : null,
  });
}

/**
 * Starts an order's unstarted card payment at the provider, outside the order's transaction: a slow provider holds no
 * stock row meanwhile. A provider that cannot start it fails the payment, which does what its `onFailure` says (a card
 * order is cancelled, its stock given back and the cart as it was; an EFT order stays as it was), and the buyer is
 * told; a repeat of the request then starts afresh.
 */
export async function startCardPayment(
  db: Database,
  order: OrderRow,
  charge: CardCharge,
  { buyerId, clientAddress }: { buyerId: string; clientAddress: string },
  provider: PaymentProvider,
): Promise<string> {
  try {
    const start = await provider.start({
      orderNumber: order.orderNumber,
      amount: charge.amount,
      base: charge.base,
      currency: charge.currency,
      installments: charge.installments,
      languageCode: order.languageCode,
      callbackPath: pathFor("paymentReturn", order.languageCode, { provider: provider.name }),
      buyer: {
        id: buyerId,
        email: order.email,
        ip: clientAddress,
        // The TCKN of the checkout, else the invoice's; a company without one is known by its tax number.
        identityNumber: order.identityNumber || order.billingAddress.identityNumber || order.taxNumber || null,
      },
      billingAddress: order.billingAddress,
      shippingAddress: order.shippingAddress,
    });
    await db.update(payments).set({ providerPaymentId: start.providerPaymentId }).where(unstartedPaymentOf(order.id));
    return start.redirectUrl;
  } catch (error) {
    await failUnstartedPayment(db, order.id, text("orders.cardUnavailable", order.languageCode));
    throw error;
  }
}

/** An order's card payment the provider could not start: failed at once, as its `onFailure` says. */
async function failUnstartedPayment(db: Database, orderId: number, reason: string) {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    const [payment] = await tx.select().from(payments).where(unstartedPaymentOf(orderId));
    if (order && payment) await failPayment(tx, order, payment, reason);
  });
}
