import { and, count, desc, eq, gte, ilike, lt, or, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { DeskInvoiceList, DeskInvoiceListQuery } from "@contract/api/invoices-desk/schemas";
import type { Executor } from "../../db/client";
import { companies, invoices, orders } from "../../db/schema";
import { AppError } from "../../lib/errors";
import type { ApiLocale } from "../../lib/locale";
import { message, text } from "../../lib/messages";
import { recordStaffAction } from "../back-office/audit";
import type { StaffIdentity } from "../back-office/staff-identity";
import { containing } from "../customers/customers";
import { greeting, render } from "../mail/templates";
import { amountText, mailedOrderById, orderPageUrl, type OrderMailSettings } from "../orders/mails";
import { orderLocale } from "../orders/read";

// The back office's invoices list and "send again" (issue 32 item 6, docs/decisions/040-customers-and-credit.md).

/** Midnight of an Istanbul day (UTC+3 all year, as rates/calendar.ts says). */
const istanbulMidnight = (isoDate: string, plusDays = 0) => new Date(Date.parse(`${isoDate}T00:00:00+03:00`) + plusDays * 86_400_000);

const customerName = sql<string>`trim(concat_ws(' ', ${orders.billingAddress}->>'firstName', ${orders.billingAddress}->>'lastName'))`;

export async function searchInvoices(executor: Executor, query: DeskInvoiceListQuery): Promise<DeskInvoiceList> {
  const pattern = query.q ? containing(query.q) : undefined;
  const where = and(
    query.type ? eq(invoices.type, query.type) : undefined,
    query.status ? eq(invoices.status, query.status) : undefined,
    query.from ? gte(invoices.issuedAt, istanbulMidnight(query.from)) : undefined,
    query.to ? lt(invoices.issuedAt, istanbulMidnight(query.to, 1)) : undefined,
    pattern
      ? or(
          ilike(invoices.number, pattern),
          ilike(orders.orderNumber, pattern),
          ilike(orders.email, pattern),
          ilike(customerName, pattern),
          ilike(companies.title, pattern),
        )
      : undefined,
  );
  const [{ total }] = await executor
    .select({ total: count() })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .leftJoin(companies, eq(companies.id, orders.companyId))
    .where(where);
  const rows = await executor
    .select({
      invoice: invoices,
      orderNumber: orders.orderNumber,
      customerName,
      customerEmail: orders.email,
      companyTitle: companies.title,
    })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .leftJoin(companies, eq(companies.id, orders.companyId))
    .where(where)
    .orderBy(desc(invoices.issuedAt), desc(invoices.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    items: rows.map(({ invoice, ...row }) => ({
      number: invoice.number,
      type: invoice.type,
      status: invoice.status,
      issuedAt: invoice.issuedAt.toISOString(),
      ...row,
      total: invoice.totals.payable,
      currency: invoice.currencyCode,
      totalTry: invoice.totalsTry.payable,
    })),
    page: query.page,
    pageSize: query.pageSize,
    totalCount: total,
  };
}

/**
 * Mails an invoice to the customer again, in the order's language, with the link to the order where its PDF is; the
 * sending is audited (nothing of the invoice changes, so before and after are where it went).
 */
export async function sendInvoiceAgain(
  app: FastifyInstance,
  number: string,
  by: StaffIdentity,
  settings: OrderMailSettings,
  locale: ApiLocale,
) {
  const [invoice] = await app.db.select().from(invoices).where(eq(invoices.number, number));
  if (!invoice) throw new AppError(404, message("notFound", locale));
  const mailed = await mailedOrderById(app.db, invoice.orderId);
  const { order, recipient } = mailed;
  const language = orderLocale(order);
  const values = {
    number: invoice.number,
    orderNumber: order.orderNumber,
    total: amountText(invoice.totals.payable, invoice.currencyCode, language),
  };
  const mail = render(
    recipient,
    text(invoice.type === "IADE" ? "invoiceMail.returnSubject" : "invoiceMail.subject", language, { store: settings.storeName, ...values }),
    settings.storeName,
    {
      greeting: greeting(language, order.billingAddress.firstName),
      lines: [text(invoice.type === "IADE" ? "invoiceMail.returnBody" : "invoiceMail.body", language, values)],
      link: {
        label: text("invoiceMail.viewOrder", language),
        url: orderPageUrl(mailed, settings),
      },
    },
  );
  await app.db.transaction((tx) =>
    recordStaffAction(tx, by, {
      objectType: "invoice",
      objectId: invoice.number,
      action: "send-again",
      before: null,
      after: { sentTo: recipient.to },
    }),
  );
  await app.mailer.send(mail);
  return { number: invoice.number, sentTo: recipient.to };
}
