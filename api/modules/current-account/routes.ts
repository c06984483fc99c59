import type { FastifyInstance } from "fastify";
import { CART_EXPORT_TYPES } from "@contract/api/carts/operations";
import * as currentAccount from "@contract/api/current-account/operations";
import { STATEMENT_EXPORT_LIMIT } from "@contract/api/current-account/values";
import { eq } from "drizzle-orm";
import { companies } from "../../db/schema";
import { requestLocale } from "../../lib/locale";
import { text } from "../../lib/messages";
import { route } from "../../lib/route";
import { guardSignedIn, identityOf } from "../../plugins/auth";
import { staffOf } from "../back-office/staff-identity";
import { mine } from "../carts/http";
import { privateNoStore } from "../catalog/http";
import type { OrderMailSettings } from "../orders/mails";
import { sendDeskMail } from "../orders/desk/mails";
import { accountStatement, customerAccounts } from "./accounts";
import { confirmNotification, deskNotifications, notifiableOrders, ownNotifications, sendNotification } from "./notifications";
import { paymentDetail, searchPayments } from "./payments";
import { statementFileName, statementPdf, statementXlsx } from "./statement-export";

/**
 * The business current account, the customer's payments and payment notifications, and finance's list of the
 * notifications (mounted under /v1; docs/decisions/050-current-account-self-service.md).
 */
export default async function currentAccountRoutes(app: FastifyInstance, { mail }: { mail: OrderMailSettings }) {
  const { db } = app;

  route(app, currentAccount.listDeskNotifications, async (request, reply) => {
    privateNoStore(reply);
    return { success: true, data: await deskNotifications(db, request.query.status) };
  });
  route(app, currentAccount.confirmDeskNotification, async (request, reply) => {
    const locale = requestLocale(request);
    const { notification, notice } = await confirmNotification(db, request.params.notificationId, request.body, staffOf(request), {
      locale,
      invoicing: app.invoicing,
    });
    await sendDeskMail(app, notice, mail);
    privateNoStore(reply);
    return { success: true, message: text("currentAccount.notificationConfirmed", locale), data: notification };
  });

  await app.register(async (signedIn) => {
    guardSignedIn(signedIn);
    const companyOf = (request: Parameters<typeof identityOf>[0]) => identityOf(request).companyId!;

    route(signedIn, currentAccount.listCurrentAccounts, async (request, reply) =>
      mine(reply, await customerAccounts(db, companyOf(request))),
    );
    route(signedIn, currentAccount.searchTransactions, async (request, reply) =>
      mine(reply, await accountStatement(db, companyOf(request), request.query, requestLocale(request))),
    );
    route(signedIn, currentAccount.exportTransactions, async (request, reply) => {
      const locale = requestLocale(request);
      const { format, ...filters } = request.query;
      const companyId = companyOf(request);
      // The page's rows under the same filters, newest first: one page as large as an export may be.
      const statement = await accountStatement(db, companyId, { ...filters, page: 1, pageSize: STATEMENT_EXPORT_LIMIT }, locale);
      const [company] = await db.select({ title: companies.title }).from(companies).where(eq(companies.id, companyId));
      const date = new Date();
      const content = { statement, companyTitle: company.title, storeName: mail.storeName, locale, date };
      reply.header("cache-control", "private, no-store");
      reply.header("content-type", CART_EXPORT_TYPES[format]);
      reply.header("content-disposition", `attachment; filename="${statementFileName(format, statement.account.code, locale, date)}"`);
      return format === "pdf" ? statementPdf(content) : statementXlsx(content);
    });

    route(signedIn, currentAccount.searchPayments, async (request, reply) =>
      mine(reply, await searchPayments(db, identityOf(request), request.query)),
    );
    route(signedIn, currentAccount.getPayment, async (request, reply) =>
      mine(reply, await paymentDetail(db, identityOf(request), request.params.paymentId, requestLocale(request))),
    );

    route(signedIn, currentAccount.listPaymentNotifications, async (request, reply) => {
      const identity = identityOf(request);
      const [items, orders] = await Promise.all([ownNotifications(db, identity), notifiableOrders(db, identity)]);
      return mine(reply, { items, orders: orders.map(({ id: _id, ...order }) => order) });
    });
    route(signedIn, currentAccount.sendPaymentNotification, async (request, reply) => {
      const locale = requestLocale(request);
      const created = await sendNotification(db, identityOf(request), request.body, locale);
      privateNoStore(reply);
      return { success: true, message: text("currentAccount.notificationSent", locale), data: created };
    });
  });
}
