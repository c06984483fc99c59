import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import * as desk from "@contract/api/orders-desk/operations";
import { and, eq } from "drizzle-orm";
import type { Executor } from "../../../db/client";
import { invoices, orderRefunds, type OrderRefundRow, type OrderRow } from "../../../db/schema";
import { AppError } from "../../../lib/errors";
import { requestLocale } from "../../../lib/locale";
import { text } from "../../../lib/messages";
import { route } from "../../../lib/route";
import { recordStaffAction, type StaffAction } from "../../back-office/audit";
import { staffOf } from "../../back-office/staff-identity";
import { privateNoStore } from "../../catalog/http";
import { invoicePdfAnswer, issuedInvoiceAnswer } from "../../invoices/http";
import { issueReturnInvoice } from "../../invoices/issue";
import type { OrderMailSettings } from "../mails";
import type { PlaceOptions } from "../place-options";
import { lockOrder } from "../status";
import { cancelOrder } from "./cancel";
import { deliverOrder, prepareOrder, shipOrder } from "./fulfilment";
import { sendDeskMail, type DeskNotice } from "./mails";
import { auditedOrder, deskOrder, deskRefundOf, findOrderByNumber, listDeskOrders } from "./read";
import { sendRefund } from "./refund";
import { confirmTransfer } from "./transfers";

// The orders desk's operations (issue 32 item 3, docs/decisions/037-orders-desk.md): each move opens a transaction,
// calls its service, writes the staff's audit entry in that same transaction, and after the commit asks the provider
// for a card refund and mails the customer. A refund that completes gives the order its return invoice (034).

type OrderRequest = FastifyRequest<{ Params: { orderNumber: string } }>;

export default async function orderDeskRoutes(app: FastifyInstance, options: PlaceOptions & OrderMailSettings) {
  const { db } = app;
  const mail = { storeName: options.storeName, storefrontUrl: options.storefrontUrl, orderLinkKey: options.orderLinkKey };

  const orderOf = async (request: OrderRequest) => {
    const order = await findOrderByNumber(db, request.params.orderNumber);
    if (!order) throw new AppError(404, text("orderDesk.notFound", requestLocale(request)));
    return order;
  };
  /** The order as the desk shows it now. */
  const answer = async (order: OrderRow) => ({
    success: true as const,
    data: await deskOrder(db, (await findOrderByNumber(db, order.orderNumber))!),
  });

  /**
   * A move: its service and the staff's audit entry in one transaction, then the customer's mail. `run` answers the
   * service's change and what the audit entry adds to it.
   */
  async function move(
    request: OrderRequest,
    action: string,
    run: (tx: Executor, order: OrderRow) => Promise<{ before: unknown; after: unknown; notice: DeskNotice; reason?: string }>,
  ) {
    const order = await orderOf(request);
    const staff = staffOf(request);
    const change = await db.transaction(async (tx) => {
      const done = await run(tx, order);
      await recordStaffAction(tx, staff, { ...auditedOrder(order), action, before: done.before, after: done.after, reason: done.reason });
      return done;
    });
    return { order, change };
  }

  /**
   * Asks the provider for a card refund after its cancel committed; a refund that succeeds gets its return invoice, in
   * a transaction with its audit entry. A provider that cannot be reached leaves the refund pending, to send again.
   */
  async function completeCardRefund(request: FastifyRequest, order: OrderRow, refundId: string): Promise<OrderRefundRow> {
    const locale = requestLocale(request);
    const [before] = await db.select().from(orderRefunds).where(eq(orderRefunds.id, refundId));
    const refund = await sendRefund(db, options.provider, refundId, { locale, ip: request.ip });
    await db.transaction(async (tx) => {
      await lockOrder(tx, order.id);
      const invoice = refund.status === "succeeded" ? await issueReturnInvoice(tx, order.id, refund.id, app.invoicing) : null;
      const entry: StaffAction = {
        ...auditedOrder(order),
        action: "send-refund",
        before: { refundId, refundStatus: before.status },
        after: { refundId, refundStatus: refund.status, failureReason: refund.failureReason, returnInvoice: invoice?.number ?? null },
      };
      await recordStaffAction(tx, staffOf(request), entry);
    });
    return refund;
  }

  route(app, desk.listDeskOrders, async (request, reply) => {
    privateNoStore(reply);
    return { success: true, data: await listDeskOrders(db, request.query) };
  });
  route(app, desk.getDeskOrder, async (request, reply) => {
    privateNoStore(reply);
    return { success: true, data: await deskOrder(db, await orderOf(request)) };
  });

  route(app, desk.confirmOrderTransfer, async (request) => {
    const locale = requestLocale(request);
    const { order, change } = await move(request, "confirm-transfer", async (tx, { id }) => {
      const done = await confirmTransfer(tx, id, request.body, { locale, invoicing: app.invoicing });
      return { ...done, after: { ...done.after, bankReference: done.transfer.bankReference, amount: done.transfer.amount } };
    });
    await sendDeskMail(app, change.notice, mail);
    return answer(order);
  });
  route(app, desk.prepareDeskOrder, async (request) => {
    const { order, change } = await move(request, "prepare", (tx, { id }) => prepareOrder(tx, id, { locale: requestLocale(request) }));
    await sendDeskMail(app, change.notice, mail);
    return answer(order);
  });
  route(app, desk.shipDeskOrder, async (request) => {
    const { order, change } = await move(request, "ship", (tx, { id }) =>
      shipOrder(tx, id, request.body, { locale: requestLocale(request) }),
    );
    await sendDeskMail(app, change.notice, mail);
    return answer(order);
  });
  route(app, desk.deliverDeskOrder, async (request) => {
    const { order, change } = await move(request, "deliver", (tx, { id }) => deliverOrder(tx, id, { locale: requestLocale(request) }));
    await sendDeskMail(app, change.notice, mail);
    return answer(order);
  });
  route(app, desk.cancelDeskOrder, async (request) => {
    const { reason, iban, accountHolder } = request.body;
    const refundTo = iban || accountHolder ? { iban: iban ?? "", accountHolder: accountHolder ?? "" } : null;
    const { order, change } = await move(request, "cancel", async (tx, { id }) => {
      const done = await cancelOrder(tx, id, { reason, refundTo }, { locale: requestLocale(request) });
      // An IBAN refund is complete as recorded (the staff transfer it): its return invoice comes with the cancel.
      const invoice = done.refund?.method === "iban" ? await issueReturnInvoice(tx, id, done.refund.id, app.invoicing) : null;
      const refund = done.refund && {
        refundId: done.refund.id,
        method: done.refund.method,
        amount: done.refund.amount,
        status: done.refund.status,
      };
      return { ...done, after: { ...done.after, refund, returnInvoice: invoice?.number ?? null }, reason };
    });
    const refund = (change as { refund?: OrderRefundRow | null }).refund;
    if (refund?.method === "card") {
      try {
        await completeCardRefund(request, order, refund.id);
      } catch (error) {
        // The cancel stands; the refund stays pending and the desk offers to send it again.
        request.log.warn({ err: error, refundId: refund.id }, "card refund not sent");
      }
    }
    await sendDeskMail(app, change.notice, mail);
    return answer(order);
  });
  route(app, desk.resendDeskRefund, async (request) => {
    const order = await orderOf(request);
    const [refund] = await db
      .select()
      .from(orderRefunds)
      .where(and(eq(orderRefunds.id, request.params.refundId), eq(orderRefunds.orderId, order.id)));
    if (!refund) throw new AppError(404, text("orderDesk.notFound", requestLocale(request)));
    return { success: true, data: deskRefundOf(await completeCardRefund(request, order, refund.id)) };
  });

  /** One of the order's issued invoices by its number (another order's answers 404), as a PDF or XML. */
  const issued = async (
    request: FastifyRequest<{ Params: { orderNumber: string; invoiceNumber: string } }>,
    reply: FastifyReply,
    format: "pdf" | "xml",
  ) => {
    const order = await orderOf(request);
    const [invoice] = await db
      .select()
      .from(invoices)
      .where(and(eq(invoices.orderId, order.id), eq(invoices.number, request.params.invoiceNumber)));
    if (!invoice) throw new AppError(404, text("orderDesk.notFound", requestLocale(request)));
    return issuedInvoiceAnswer(reply, db, order, invoice, app.invoicing, format);
  };
  route(app, desk.deskInvoicePdf, (request, reply) => issued(request, reply, "pdf"));
  route(app, desk.deskInvoiceXml, (request, reply) => issued(request, reply, "xml"));
  route(app, desk.deskProformaPdf, async (request, reply) => invoicePdfAnswer(reply, db, await orderOf(request), app.invoicing));
}
