import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { orderRefunds, payments, type OrderRefundRow } from "../../../db/schema";
import { AppError } from "../../../lib/errors";
import { text } from "../../../lib/messages";
import type { PaymentProvider } from "../../payments/provider";
import type { DeskContext } from "./locked-order";

/**
 * Sends a card refund recorded by the staff's cancel to the payment's provider, after that transaction committed and
 * outside any transaction of its own while the provider is asked (docs/decisions/017-orders.md: a provider call never
 * holds a row lock). The row is claimed first (`pending` or `failed` → `sending`), so that two sends at once ask the
 * provider once; a provider that cannot be reached puts it back to `pending` and answers its 503. Answers the refund as
 * it ends: `succeeded` with the provider's id, or `failed` with the reason, which may be sent again.
 */
export async function sendRefund(
  db: Database,
  provider: PaymentProvider,
  refundId: string,
  context: DeskContext & { ip: string },
): Promise<OrderRefundRow> {
  const [claimed] = await db
    .update(orderRefunds)
    .set({ status: "sending" })
    .where(and(eq(orderRefunds.id, refundId), eq(orderRefunds.method, "card"), inArray(orderRefunds.status, ["pending", "failed"])))
    .returning();
  if (!claimed) {
    const [current] = await db.select().from(orderRefunds).where(eq(orderRefunds.id, refundId));
    if (!current) throw new AppError(404, text("orderDesk.notFound", context.locale));
    return current;
  }
  const finish = async (values: Partial<OrderRefundRow>) =>
    (await db.update(orderRefunds).set(values).where(eq(orderRefunds.id, refundId)).returning())[0];
  if (claimed.provider !== provider.name)
    return finish({ status: "failed", failureReason: text("orderDesk.providerChanged", context.locale, { provider: claimed.provider }) });
  const [payment] = await db.select().from(payments).where(eq(payments.id, claimed.paymentId!));
  let result;
  try {
    result = await provider.refund({
      payment,
      amount: claimed.amount,
      currency: claimed.currencyCode,
      reason: claimed.reason,
      reference: claimed.id,
      ip: context.ip,
      languageCode: context.locale,
    });
  } catch (error) {
    await finish({ status: "pending" });
    throw error;
  }
  if (result.status === "succeeded")
    return finish({ status: "succeeded", providerRefundId: result.providerRefundId, failureReason: null, completedAt: new Date() });
  return finish({ status: "failed", providerRefundId: result.providerRefundId, failureReason: result.reason, completedAt: new Date() });
}
