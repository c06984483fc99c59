import { eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { companyCurrentAccounts, currentAccountMovements, type OrderRow } from "../../db/schema";
import type { ApiLocale } from "../../lib/locale";
import { text } from "../../lib/messages";
import { centsText, toMicro } from "../../lib/money";
import { orderMaturityDays } from "../projects/maturity";
import { refuse } from "./refusal";

/** A net-term order charged to the company's current account, unblocked and within what the limit leaves (the row locked meanwhile). */
export async function chargeCurrentAccount(tx: Executor, order: OrderRow, accountId: string, locale: ApiLocale) {
  const [account] = await tx.select().from(companyCurrentAccounts).where(eq(companyCurrentAccounts.id, accountId)).for("update");
  // Checked again under the lock: finance may have blocked the account since the checkout was priced.
  if (account.blocked) throw refuse(409, "orders.currentAccountBlocked", locale, { code: account.code });
  const available = toMicro(account.creditLimit) - toMicro(account.balance) - toMicro(account.risk);
  if (toMicro(order.total) > available) {
    throw refuse(409, "orders.overCreditLimit", locale, {
      total: `${order.total} ${order.currencyCode}`,
      code: account.code,
      available: `${centsText(available)} ${account.currencyCode}`,
    });
  }
  const maturityDays = await orderMaturityDays(tx, order.id, account.maturityDays);
  const due = new Date(order.createdAt.getTime() + maturityDays * 86_400_000).toISOString().slice(0, 10);
  await tx.insert(currentAccountMovements).values({
    currentAccountId: account.id,
    orderId: order.id,
    amount: order.total,
    description: text("orders.netTermMovement", locale, { orderNumber: order.orderNumber }),
    dueDate: due,
    kind: "invoice",
  });
  await tx
    .update(companyCurrentAccounts)
    .set({ balance: sql`${companyCurrentAccounts.balance} + ${order.total}::numeric` })
    .where(eq(companyCurrentAccounts.id, account.id));
}
