import type { Executor } from "../../db/client";
import type { OrderRow } from "../../db/schema";
import type { ApiLocale } from "../../lib/locale";
import type { OrderDraft } from "./build-order";
import { recordUnstartedPayment } from "./card-payment";
import { chargeCurrentAccount } from "./current-account-charge";
import { emptyOrderedLines } from "./ordered-lines";

/**
 * Settles how the order is paid, in its transaction: a net-term order is charged to its current account; a card
 * order waits for its payment with the cart kept; EFT and net-term orders empty the cart's ordered lines at once.
 */
export async function settlePayment(
  tx: Executor,
  order: OrderRow,
  draft: OrderDraft,
  card: { providerName: string; installments: number },
  locale: ApiLocale,
) {
  const { paymentType, currentAccountId, total, currencyCode } = draft.order;
  if (paymentType === "net") await chargeCurrentAccount(tx, order, currentAccountId!, locale);
  if (paymentType === "pos") await recordUnstartedPayment(tx, { id: order.id, orderNumber: order.orderNumber, total, currencyCode }, card);
  else await emptyOrderedLines(tx, draft.cartId, order.id);
}
