import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import * as desk from "@contract/api/requests-desk/operations";
import { GERBER_CONTENT_TYPE } from "@contract/api/offers/pcb-values";
import type { Transaction } from "../../db/client";
import { requestCases, requestMessages, type RequestCaseRow } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { requestLocale } from "../../lib/locale";
import { text } from "../../lib/messages";
import { route } from "../../lib/route";
import { recordStaffAction } from "../back-office/audit";
import { staffOf } from "../back-office/staff-identity";
import { privateNoStore } from "../catalog/http";
import { sendOrderMail, type OrderMailSettings } from "../orders/mails";
import { caseState, lockRequestCase, setRequestCaseStatus } from "./cases";
import { requestReplyMail } from "./mails";
import { assignableStaff, caseGerber, deskRequestCase, searchRequestCases } from "./read";

/**
 * The back office's requests inbox (mounted under /v1; docs/decisions/041-request-cases.md). A change locks the case,
 * is audited with before and after in its transaction, and answers the request as its page shows it afterwards.
 */
export default async function requestDeskRoutes(app: FastifyInstance, { mail }: { mail: OrderMailSettings }) {
  const { db } = app;

  async function detail(request: FastifyRequest, caseId: number) {
    const found = await deskRequestCase(db, caseId, requestLocale(request));
    if (!found) throw new AppError(404, text("requestsDesk.notFound", requestLocale(request)));
    return found;
  }

  /** Runs a change on the locked case in one transaction; a missing case is a 404. */
  function change<T>(request: FastifyRequest, caseId: number, run: (tx: Transaction, before: RequestCaseRow) => Promise<T>) {
    return db.transaction(async (tx) => {
      const before = await lockRequestCase(tx, caseId);
      if (!before) throw new AppError(404, text("requestsDesk.notFound", requestLocale(request)));
      return run(tx, before);
    });
  }

  /** Stores a note or a reply with its audit entry; a reply moves a new case to in progress. */
  const addMessage = (request: FastifyRequest, caseId: number, body: string, internal: boolean) =>
    change(request, caseId, async (tx, before) => {
      const staff = staffOf(request);
      const [message] = await tx
        .insert(requestMessages)
        .values({ caseId, internal, body, staffId: staff.staffId, staffName: staff.name })
        .returning({ id: requestMessages.id });
      await recordStaffAction(tx, staff, {
        objectType: "request-case",
        objectId: String(caseId),
        action: internal ? "add-note" : "reply",
        before: caseState(before),
        after: { ...caseState(before), ...(before.status === "new" && !internal ? { status: "in-progress" } : {}), messageId: message.id },
      });
      // The move is part of the reply's audit entry above, not an entry of its own.
      if (!internal && before.status === "new") await setRequestCaseStatus(tx, caseId, "in-progress", null);
    });

  route(app, desk.listDeskRequests, async (request, reply) => {
    privateNoStore(reply);
    return { success: true, data: await searchRequestCases(db, request.query, staffOf(request), requestLocale(request)) };
  });

  route(app, desk.getDeskRequest, async (request, reply) => {
    privateNoStore(reply);
    return { success: true, data: await detail(request, request.params.caseId) };
  });

  route(app, desk.getDeskRequestGerber, async (request, reply) => {
    const gerber = await caseGerber(db, request.params.caseId);
    if (!gerber) throw new AppError(404, text("requestsDesk.noGerber", requestLocale(request)));
    privateNoStore(reply);
    reply.header("content-type", GERBER_CONTENT_TYPE);
    reply.header("content-disposition", `attachment; filename="${gerber.fileName.replace(/[^\w.-]/g, "_")}"`);
    return gerber.content;
  });

  route(app, desk.assignDeskRequest, async (request) => {
    const { caseId } = request.params;
    const { staffId } = request.body;
    const locale = requestLocale(request);
    if (staffId && !(await assignableStaff(db)).some((member) => member.id === staffId))
      throw new AppError(409, text("requestsDesk.notAssignable", locale));
    await change(request, caseId, async (tx, before) => {
      // Someone taking a new request on is acting on it: it is in progress from then (docs/decisions/041-request-cases.md).
      const status = staffId && before.status === "new" ? "in-progress" : before.status;
      await tx.update(requestCases).set({ assigneeStaffId: staffId, status, updatedAt: new Date() }).where(eq(requestCases.id, caseId));
      await recordStaffAction(tx, staffOf(request), {
        objectType: "request-case",
        objectId: String(caseId),
        action: staffId ? "assign" : "unassign",
        before: caseState(before),
        after: caseState({ status, assigneeStaffId: staffId }),
      });
    });
    return {
      success: true,
      message: text(staffId ? "requestsDesk.assigned" : "requestsDesk.unassigned", locale),
      data: await detail(request, caseId),
    };
  });

  route(app, desk.setDeskRequestStatus, async (request) => {
    const { caseId } = request.params;
    const locale = requestLocale(request);
    await change(request, caseId, (tx) => setRequestCaseStatus(tx, caseId, request.body.status, staffOf(request)));
    return { success: true, message: text("requestsDesk.statusSet", locale), data: await detail(request, caseId) };
  });

  route(app, desk.addDeskRequestNote, async (request) => {
    const { caseId } = request.params;
    await addMessage(request, caseId, request.body.body, true);
    return { success: true, message: text("requestsDesk.noted", requestLocale(request)), data: await detail(request, caseId) };
  });

  route(app, desk.replyDeskRequest, async (request) => {
    const { caseId } = request.params;
    await addMessage(request, caseId, request.body.body, false);
    const answered = await detail(request, caseId);
    await sendOrderMail(app, async () => requestReplyMail(answered, request.body.body, mail));
    return {
      success: true,
      message: text("requestsDesk.replied", requestLocale(request), { email: answered.contact.email }),
      data: answered,
    };
  });
}
