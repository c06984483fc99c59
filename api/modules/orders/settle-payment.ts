import type { Executor } from "../../db/client";
import type { OrderRow } from "../../db/schema";
import type { ApiLocale } from "../../lib/locale";
import { issueSalesInvoice } from "../invoices/issue";
import type { InvoiceSettings } from "../invoices/settings";
import type { OrderDraft } from "./build-order";
import { recordUnstartedPayment } from "./card-payment";
import { chargeCurrentAccount } from "./current-account-charge";
import { emptyOrderedLines } from "./ordered-lines";

/**
 * Settles how the order is paid, in its transaction: a net-term order is charged to its current account (paid as
 * placed, so invoiced at once); a card order waits for its payment with the cart kept; EFT and net-term orders empty
 * the cart's ordered lines at once.
 */
export async function settlePayment(
  tx: Executor,
  order: OrderRow,
  draft: OrderDraft,
  providerName: string,
  locale: ApiLocale,
  invoicing: InvoiceSettings,
) {
  const { paymentType, currentAccountId, cardCharge } = draft.order;
  if (paymentType === "net") {
    await chargeCurrentAccount(tx, order, currentAccountId!, locale);
    await issueSalesInvoice(tx, order.id, invoicing);
  }
  if (paymentType === "pos") await recordUnstartedPayment(tx, order, cardCharge!, providerName);
  else await emptyOrderedLines(tx, draft.cartId, order.id);
}
