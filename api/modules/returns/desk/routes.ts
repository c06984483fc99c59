import type { FastifyInstance, FastifyRequest } from "fastify";
import * as desk from "@contract/api/returns/desk-operations";
import type { Executor } from "../../../db/client";
import { AppError } from "../../../lib/errors";
import { requestLocale } from "../../../lib/locale";
import { text } from "../../../lib/messages";
import { route } from "../../../lib/route";
import { recordStaffAction } from "../../back-office/audit";
import { staffOf } from "../../back-office/staff-identity";
import { privateNoStore } from "../../catalog/http";
import { sendRefund } from "../../orders/desk/refund";
import type { DeskContext } from "../../orders/desk/locked-order";
import type { OrderMailSettings } from "../../orders/mails";
import type { PaymentProvider } from "../../payments/provider";
import type { ReturnChange } from "./decide";
import { approveReturn, receiveReturn, rejectReturn } from "./decide";
import { disposeReturnLine } from "./dispose";
import { sendReturnDeskMail } from "./mails";
import { findDeskReturn, listDeskReturns, returnPhoto } from "./read";
import { refundReturn, unsentCardRefund } from "./refund";

/** The back office's returns desk (mounted under /v1; docs/decisions/039-returns-desk.md). */
export default async function returnDeskRoutes(
  app: FastifyInstance,
  { mail, provider }: { mail: OrderMailSettings; provider: PaymentProvider },
) {
  const { db } = app;
  const contextOf = (request: FastifyRequest): DeskContext => ({ locale: requestLocale(request) });

  /** The request as the desk shows it, in the staff member's language; a missing one is a 404. */
  async function detail(request: FastifyRequest, returnNumber: string) {
    const found = await findDeskReturn(db, returnNumber, requestLocale(request));
    if (!found) throw new AppError(404, text("returnDesk.notFound", requestLocale(request)));
    return { success: true as const, data: found };
  }

  /** Runs a change and its audit entry in one transaction (docs/decisions/036-staff-accounts.md). */
  async function change<C extends ReturnChange>(
    request: FastifyRequest,
    returnNumber: string,
    action: string,
    run: (tx: Executor) => Promise<C>,
    reason?: string | null,
  ): Promise<C> {
    return db.transaction(async (tx) => {
      const result = await run(tx);
      await recordStaffAction(tx, staffOf(request), {
        objectType: "return",
        objectId: returnNumber,
        action,
        before: { ...result.before, ...(result.orderStatus ? { orderStatus: result.orderStatus.before } : {}) },
        after: { ...result.after, ...(result.orderStatus ? { orderStatus: result.orderStatus.after } : {}) },
        reason,
      });
      return result;
    });
  }

  route(app, desk.listDeskReturns, async (request, reply) => {
    privateNoStore(reply);
    return { success: true, data: await listDeskReturns(db, request.query, requestLocale(request)) };
  });

  route(app, desk.getDeskReturn, async (request, reply) => {
    privateNoStore(reply);
    return detail(request, request.params.returnNumber);
  });

  route(app, desk.getDeskReturnPhoto, async (request, reply) => {
    const photo = await returnPhoto(db, request.params.returnNumber);
    if (!photo) throw new AppError(404, text("returnDesk.notFound", requestLocale(request)));
    privateNoStore(reply);
    reply.header("content-type", photo.contentType);
    reply.header("content-disposition", "inline");
    return photo.content;
  });

  route(app, desk.approveDeskReturn, async (request) => {
    const { returnNumber } = request.params;
    const done = await change(
      request,
      returnNumber,
      "approve",
      (tx) => approveReturn(tx, returnNumber, request.body.note, contextOf(request)),
      request.body.note,
    );
    await sendReturnDeskMail(app, done.notice!, mail);
    return detail(request, returnNumber);
  });

  route(app, desk.rejectDeskReturn, async (request) => {
    const { returnNumber } = request.params;
    const done = await change(
      request,
      returnNumber,
      "reject",
      (tx) => rejectReturn(tx, returnNumber, request.body.reason, contextOf(request)),
      request.body.reason,
    );
    await sendReturnDeskMail(app, done.notice!, mail);
    return detail(request, returnNumber);
  });

  route(app, desk.receiveDeskReturn, async (request) => {
    const { returnNumber } = request.params;
    await change(request, returnNumber, "receive", (tx) => receiveReturn(tx, returnNumber, contextOf(request)));
    return detail(request, returnNumber);
  });

  route(app, desk.refundDeskReturn, async (request) => {
    const { returnNumber } = request.params;
    const context = contextOf(request);
    // A card refund the provider failed or could not be reached for is sent again by the same action.
    const unsent = await unsentCardRefund(db, returnNumber);
    if (unsent) {
      const sent = await sendRefund(db, provider, unsent.id, { ...context, ip: request.ip });
      await recordStaffAction(db, staffOf(request), {
        objectType: "return",
        objectId: returnNumber,
        action: "resend-refund",
        before: { refundStatus: unsent.status },
        after: { refundStatus: sent.status, failureReason: sent.failureReason },
      });
      const answer = await detail(request, returnNumber);
      // The customer was not told of a refund that had not gone through: now it has.
      const { refund } = answer.data;
      if (sent.status === "succeeded" && refund)
        await sendReturnDeskMail(app, { kind: "refunded", returnNumber, ...refund, ibanEnding: null }, mail);
      return answer;
    }
    const refundTo =
      request.body.iban || request.body.accountHolder
        ? { iban: request.body.iban ?? "", accountHolder: request.body.accountHolder ?? "" }
        : null;
    const done = await change(request, returnNumber, "refund", (tx) =>
      refundReturn(tx, returnNumber, { refundTo }, { ...context, invoicing: app.invoicing }),
    );
    // The provider is asked after the commit, outside any transaction (docs/decisions/037-orders-desk.md); a failure
    // stays on the refund's row for the desk to see, and the customer is told only of a refund on its way.
    const sent =
      done.refund?.method === "card" ? await sendRefund(db, provider, done.refund.id, { ...context, ip: request.ip }) : done.refund;
    if (sent?.status !== "failed") await sendReturnDeskMail(app, done.notice!, mail);
    return detail(request, returnNumber);
  });

  route(app, desk.disposeDeskReturnLine, async (request) => {
    const { returnNumber, lineNumber } = request.params;
    const { disposition, reason } = request.body;
    await db.transaction(async (tx) => {
      const result = await disposeReturnLine(tx, returnNumber, { lineNumber, disposition, reason }, contextOf(request));
      await recordStaffAction(tx, staffOf(request), {
        objectType: "return",
        objectId: returnNumber,
        action: disposition === "restocked" ? "restock" : "write-off",
        before: result.before,
        after: result.after,
        reason,
      });
    });
    return detail(request, returnNumber);
  });
}
