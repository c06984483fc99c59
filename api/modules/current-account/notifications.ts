import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import type { confirmNotificationBody, PaymentNotification, paymentNotificationBody } from "@contract/api/current-account/schemas";
import type { NotificationStatus } from "@contract/api/current-account/values";
import type { Database, Executor } from "../../db/client";
import { companies, companyCurrentAccounts, orders, paymentNotifications, users, type PaymentNotificationRow } from "../../db/schema";
import { AppError } from "../../lib/errors";
import type { ApiLocale } from "../../lib/locale";
import { message, text } from "../../lib/messages";
import { centsText, toMicro } from "../../lib/money";
import type { Identity } from "../../plugins/auth";
import { recordStaffAction } from "../back-office/audit";
import type { StaffIdentity } from "../back-office/staff-identity";
import type { InvoiceSettings } from "../invoices/settings";
import { auditedOrder } from "../orders/desk/read";
import { confirmTransfer } from "../orders/desk/transfers";
import { visibleTo } from "../orders/read";

// Payment notifications (docs/decisions/050-current-account-self-service.md): the customer's word that a transfer
// was made, shown to finance beside the bank statement; finance may use one to record the transfer on its order.

const awaitingTransfer = and(eq(orders.paymentType, "eft"), eq(orders.status, "awaiting_payment"));

/**
 * The caller's EFT orders awaiting payment (the company's for a view-orders holder): what a notification may name;
 * those of `orderNumbers` only when given.
 */
export function notifiableOrders(db: Executor, identity: Identity, orderNumbers?: string[]) {
  return db
    .select({ id: orders.id, orderNumber: orders.orderNumber, total: orders.total, currencyCode: orders.currencyCode })
    .from(orders)
    .where(and(visibleTo(identity), awaitingTransfer, orderNumbers ? inArray(orders.orderNumber, orderNumbers) : undefined))
    .orderBy(desc(orders.createdAt));
}

const fieldRefusal = (status: number, field: string, note: string) => new AppError(status, note, [{ field, message: note }]);

/** Notifications as both sides show them, newest first. */
async function presented(db: Executor, where: ReturnType<typeof and>): Promise<PaymentNotification[]> {
  const rows = await db
    .select({
      notification: paymentNotifications,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      companyTitle: companies.title,
      accountCode: companyCurrentAccounts.code,
      orderNumbers: sql<
        string[]
      >`coalesce((select array_agg(${orders.orderNumber} order by ${orders.orderNumber}) from ${orders} where ${orders.id} = any(${paymentNotifications.orderIds})), '{}')`,
    })
    .from(paymentNotifications)
    .innerJoin(users, eq(users.id, paymentNotifications.userId))
    .leftJoin(companies, eq(companies.id, paymentNotifications.companyId))
    .leftJoin(companyCurrentAccounts, eq(companyCurrentAccounts.id, paymentNotifications.currentAccountId))
    .where(where)
    .orderBy(desc(paymentNotifications.createdAt), desc(paymentNotifications.id))
    .limit(200);
  return rows.map(({ notification: row, ...who }) => ({
    id: row.id,
    amount: row.amount,
    currencyCode: row.currencyCode,
    paidOn: row.paidOn,
    bankName: row.bankName,
    iban: row.iban,
    reference: row.reference,
    note: row.note,
    orderNumbers: who.orderNumbers,
    currentAccountCode: who.accountCode,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    senderName: `${who.firstName} ${who.lastName}`.trim(),
    senderEmail: who.email,
    companyTitle: who.companyTitle,
  }));
}

/** The caller's own notifications, newest first. */
export const ownNotifications = (db: Executor, identity: Identity) => presented(db, and(eq(paymentNotifications.userId, identity.userId)));

/** Finance's list: the ones not used yet, or of a status. */
export const deskNotifications = (db: Executor, status: NotificationStatus | undefined) =>
  presented(db, and(eq(paymentNotifications.status, status ?? "sent")));

/**
 * Records a customer's notification. Each order named must be one the caller may see that awaits a transfer, an
 * account must be the caller's company's (with view-current-accounts): any other answers as missing, on its field.
 * A notification names at least one of them.
 */
export async function sendNotification(
  db: Database,
  identity: Identity,
  body: z.output<typeof paymentNotificationBody>,
  locale: ApiLocale,
): Promise<PaymentNotification> {
  const numbers = [...new Set(body.orderNumbers.filter(Boolean))];
  const open = numbers.length ? await notifiableOrders(db, identity, numbers) : [];
  const unknown = numbers.find((number) => !open.some((order) => order.orderNumber === number));
  if (unknown) throw fieldRefusal(404, "orderNumbers", text("currentAccount.orderNotAwaiting", locale, { orderNumber: unknown }));
  let accountId: string | null = null;
  if (body.currentAccountId) {
    const mayUse = identity.userType === "b2b" && identity.companyId && identity.permissions.includes("view-current-accounts");
    const [account] = mayUse
      ? await db
          .select({ id: companyCurrentAccounts.id })
          .from(companyCurrentAccounts)
          .where(and(eq(companyCurrentAccounts.id, body.currentAccountId), eq(companyCurrentAccounts.companyId, identity.companyId!)))
      : [];
    if (!account) throw fieldRefusal(404, "currentAccountId", message("notFound", locale));
    accountId = account.id;
  }
  if (!open.length && !accountId) throw fieldRefusal(400, "orderNumbers", text("currentAccount.notificationTarget", locale));
  const [row] = await db
    .insert(paymentNotifications)
    .values({
      userId: identity.userId,
      companyId: identity.companyId,
      amount: centsText(toMicro(body.amount)),
      currencyCode: body.currencyCode,
      paidOn: body.paidOn,
      bankName: body.bankName,
      iban: body.iban ? body.iban.replace(/\s/g, "").toUpperCase() : null,
      reference: body.reference || null,
      note: body.note || null,
      orderIds: open.map((order) => order.id).sort((a, b) => a - b),
      currentAccountId: accountId,
    })
    .returning({ id: paymentNotifications.id });
  const [created] = await presented(db, and(eq(paymentNotifications.id, row.id)));
  return created;
}

/** What the audit log keeps of a notification. */
const snapshotOf = (row: PaymentNotificationRow) => ({
  status: row.status,
  amount: row.amount,
  currencyCode: row.currencyCode,
  paidOn: row.paidOn,
  reference: row.reference,
});

/**
 * Finance uses a notification to record its transfer on one of its orders, with the bank's reference: the orders
 * desk's `confirmTransfer` (its rules: the order's currency only, a reference once) and both audit entries, in one
 * transaction. Answers the desk's notice for the customer's mail, sent after the commit.
 */
export async function confirmNotification(
  db: Database,
  notificationId: number,
  body: z.output<typeof confirmNotificationBody>,
  staff: StaffIdentity,
  context: { locale: ApiLocale; invoicing: InvoiceSettings },
) {
  const { locale } = context;
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(paymentNotifications).where(eq(paymentNotifications.id, notificationId)).for("update");
    if (!before) throw new AppError(404, message("notFound", locale));
    if (before.status !== "sent") throw new AppError(409, text("currentAccount.notificationUsed", locale));
    const [order] = await tx
      .select({ id: orders.id, orderNumber: orders.orderNumber })
      .from(orders)
      .where(and(eq(orders.orderNumber, body.orderNumber), inArray(orders.id, before.orderIds.length ? before.orderIds : [-1])))
      .orderBy(asc(orders.id));
    if (!order) throw fieldRefusal(404, "orderNumber", text("currentAccount.notNamedOrder", locale, { orderNumber: body.orderNumber }));
    const input = {
      amount: before.amount,
      currency: before.currencyCode,
      receivedOn: before.paidOn,
      bankReference: body.bankReference,
      note: text("currentAccount.fromNotification", locale, { id: before.id }),
    };
    const recorded = await confirmTransfer(tx, order.id, input, context);
    const [after] = await tx
      .update(paymentNotifications)
      .set({ status: "confirmed", decidedBy: staff.staffId, decidedAt: new Date() })
      .where(eq(paymentNotifications.id, notificationId))
      .returning();
    await recordStaffAction(tx, staff, {
      objectType: "payment-notification",
      objectId: String(notificationId),
      action: "confirm",
      before: snapshotOf(before),
      after: { ...snapshotOf(after), orderNumber: order.orderNumber },
    });
    await recordStaffAction(tx, staff, {
      ...auditedOrder(order),
      action: "confirm-transfer",
      before: recorded.before,
      after: {
        ...recorded.after,
        bankReference: recorded.transfer.bankReference,
        amount: recorded.transfer.amount,
        paymentNotificationId: notificationId,
      },
    });
    const [answer] = await presented(tx, and(eq(paymentNotifications.id, notificationId)));
    return { notification: answer, notice: recorded.notice };
  });
}
