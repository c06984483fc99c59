import { and, eq } from "drizzle-orm";
import { pathFor } from "@contract/paths";
import type { Database, Executor } from "../../db/client";
import { payments, type CardCharge, type OrderRow } from "../../db/schema";
import { text } from "../../lib/messages";
import type { PaymentProvider } from "../payments/provider";
import { cancelUnstartedPayment } from "./cancel";

const unstartedPaymentId = (orderNumber: string) => `unstarted:${orderNumber}`;

/**
 * A card order's payment, in the order's transaction: the provider's id comes once it is started, a placeholder holds
 * its place. It is for the order's card charge, in TRY with the commission: the only amount its callback accepts.
 */
export async function recordUnstartedPayment(
  tx: Executor,
  order: Pick<OrderRow, "id" | "orderNumber">,
  charge: CardCharge,
  providerName: string,
) {
  await tx.insert(payments).values({
    orderId: order.id,
    provider: providerName,
    providerPaymentId: unstartedPaymentId(order.orderNumber),
    amount: charge.amount,
    currencyCode: charge.currency,
    installments: charge.installments,
  });
}

/**
 * Starts a card order's payment at the provider, outside the order's transaction: a slow provider holds no stock row
 * meanwhile. A provider that cannot start it cancels the order (its stock given back, the cart as it was) and the
 * buyer is told; a repeat of the request then places a new order.
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
    await db
      .update(payments)
      .set({ providerPaymentId: start.providerPaymentId })
      .where(and(eq(payments.orderId, order.id), eq(payments.providerPaymentId, unstartedPaymentId(order.orderNumber))));
    return start.redirectUrl;
  } catch (error) {
    await cancelUnstartedPayment(db, order.id, text("orders.cardUnavailable", order.languageCode));
    throw error;
  }
}
