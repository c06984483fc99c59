import { sql } from "drizzle-orm";
import type { FieldError } from "@contract/envelope";
import { RETURN_WINDOW_DAYS } from "@contract/api/returns/values";
import type { Database } from "../../db/client";
import { returnRequestLines, returnRequestPhotos, returnRequests } from "../../db/schema";
import { AppError } from "../../lib/errors";
import type { ApiLocale } from "../../lib/locale";
import { issueText, message, text } from "../../lib/messages";
import type { Identity } from "../../plugins/auth";
import { queryRows } from "../../lib/query-rows";
import { findVisibleOrder } from "../orders/read";
import { lockOrder, moveOrder } from "../orders/status";
import { returnNumberOf } from "./numbers";
import type { ReturnPhoto } from "./photo";
import { findActiveReason } from "./reasons";
import type { ReturnInput } from "./request-body";
import { returnableOf } from "./returnable";

const fieldError = (field: string, message: string) => new AppError(400, message, [{ field, message }]);

/** The reason by its code, with what it needs of the request (a description, a photo): each missing one is a 400 naming it. */
async function checkedReason(db: Database, input: ReturnInput, photo: ReturnPhoto | null, locale: ApiLocale) {
  const reason = await findActiveReason(db, input.reasonCode);
  if (!reason) throw fieldError("reasonCode", text("returns.unknownReason", locale));
  const missing: FieldError[] = [];
  if (reason.requiresDescription && !input.description)
    missing.push({ field: "description", message: issueText("validation.returnDescription", locale) });
  if (reason.requiresPhoto && !photo) missing.push({ field: "photo", message: issueText("validation.returnPhoto", locale) });
  if (missing.length) throw new AppError(400, missing.map((item) => item.message).join(" "), missing);
  return reason;
}

/**
 * Requests a return of some of an order's items, in one transaction under the order's row lock: the order must be
 * one the caller may see (else 404), delivered (or with a request already open) and within its return window (else
 * 409); each line must be the order's and ask no more than is left of it (else 400 naming it). A delivered order moves
 * to return_requested through the transitions table. Answers the new request's number.
 */
export async function requestReturn(db: Database, identity: Identity, input: ReturnInput, photo: ReturnPhoto | null, locale: ApiLocale) {
  const reason = await checkedReason(db, input, photo, locale);
  const visible = await findVisibleOrder(db, identity, input.orderNumber);
  if (!visible) throw new AppError(404, message("notFound", locale));

  return db.transaction(async (tx) => {
    const order = (await lockOrder(tx, visible.id))!;
    const returnable = await returnableOf(tx, order);
    if (returnable.refusal === "notDelivered") throw new AppError(409, text("returns.notDelivered", locale));
    if (returnable.refusal === "windowClosed") throw new AppError(409, text("returns.windowClosed", locale, { days: RETURN_WINDOW_DAYS }));
    const problems: FieldError[] = [];
    input.lines.forEach((requested, index) => {
      const line = returnable.lines.find((candidate) => candidate.lineNumber === requested.lineNumber);
      if (!line)
        problems.push({
          field: `lines.${index}.lineNumber`,
          message: text("returns.unknownLine", locale, { lineNumber: requested.lineNumber }),
        });
      else if (requested.quantity > line.left)
        problems.push({
          field: `lines.${index}.quantity`,
          message: text("returns.overLeft", locale, { left: line.left, lineNumber: line.lineNumber }),
        });
    });
    if (problems.length) throw new AppError(400, problems.map((problem) => problem.message).join(" "), problems);

    const [{ id }] = await queryRows<{ id: number }>(tx, sql`SELECT nextval(pg_get_serial_sequence('return_requests', 'id'))::int AS id`);
    const now = new Date();
    const returnNumber = returnNumberOf(id, now);
    await tx.insert(returnRequests).values({
      id,
      returnNumber,
      orderId: order.id,
      userId: identity.userId,
      reasonId: reason.id,
      description: input.description,
      createdAt: now,
      updatedAt: now,
    });
    await tx
      .insert(returnRequestLines)
      .values(input.lines.map((line) => ({ returnRequestId: id, orderLineNumber: line.lineNumber, quantity: line.quantity })));
    if (photo) await tx.insert(returnRequestPhotos).values({ returnRequestId: id, ...photo, size: photo.content.length });
    // The order's history says so in the order's own language, like its other events.
    if (order.status === "delivered")
      await moveOrder(tx, order, "return_requested", text("returns.requestedNote", order.languageCode, { returnNumber }));
    return returnNumber;
  });
}
