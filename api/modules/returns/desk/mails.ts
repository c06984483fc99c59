import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { pathFor } from "@contract/paths";
import { orders, returnRequests, users } from "../../../db/schema";
import type { ApiLocale } from "../../../lib/locale";
import { text } from "../../../lib/messages";
import type { Mail } from "../../mail/mailer";
import { greeting, render } from "../../mail/templates";
import { amountText, sendOrderMail, type OrderMailSettings } from "../../orders/mails";
import type { ReturnNotice } from "./decide";

// The requester's mail after a decision or a refund at the returns desk (docs/decisions/039-returns-desk.md), in the
// requester's language (the order's when the account is gone), sent after the change is committed.

interface Requester {
  to: string;
  firstName: string | null;
  locale: ApiLocale;
  orderNumber: string;
}

export function returnDeskMail(requester: Requester, notice: ReturnNotice, settings: OrderMailSettings): Mail {
  const { locale } = requester;
  const values = { returnNumber: notice.returnNumber, orderNumber: requester.orderNumber, store: settings.storeName };
  const lines = ((): string[] => {
    switch (notice.kind) {
      case "approved":
        return [text("returnDeskMail.approved", locale, values), text("returnDeskMail.note", locale, { note: notice.note })];
      case "rejected":
        return [text("returnDeskMail.rejected", locale, values), text("returnDeskMail.reason", locale, { note: notice.note })];
      case "refunded": {
        const amount = amountText(notice.amount, notice.currency, locale);
        if (notice.method === "card") return [text("returnDeskMail.refundedToCard", locale, { ...values, amount })];
        if (notice.method === "iban")
          return [text("returnDeskMail.refundedToIban", locale, { ...values, amount, last4: notice.ibanEnding ?? "" })];
        return [text("returnDeskMail.refundedToAccount", locale, { ...values, amount })];
      }
    }
  })();
  const subject =
    notice.kind === "refunded"
      ? "returnDeskMail.refundedSubject"
      : notice.kind === "approved"
        ? "returnDeskMail.approvedSubject"
        : "returnDeskMail.rejectedSubject";
  // A signed-in buyer's verified address, or the order's when the account was removed.
  return render({ to: requester.to, recipientProven: true }, text(subject, locale, values), settings.storeName, {
    greeting: greeting(locale, requester.firstName),
    lines,
    link: {
      label: text("returnMail.follow", locale),
      url: new URL(pathFor("returnStatus", locale, {}, { number: notice.returnNumber }), settings.storefrontUrl).toString(),
    },
  });
}

/** Mails the requester about a committed change; a mail that cannot be sent is logged, never undoes it. */
export const sendReturnDeskMail = (app: FastifyInstance, notice: ReturnNotice, settings: OrderMailSettings) =>
  sendOrderMail(app, async () => {
    const [row] = await app.db
      .select({
        email: users.email,
        firstName: users.firstName,
        language: users.languageCode,
        orderEmail: orders.email,
        orderLanguage: orders.languageCode,
        orderNumber: orders.orderNumber,
      })
      .from(returnRequests)
      .innerJoin(orders, eq(orders.id, returnRequests.orderId))
      .leftJoin(users, eq(users.id, returnRequests.userId))
      .where(eq(returnRequests.returnNumber, notice.returnNumber));
    return returnDeskMail(
      {
        to: row.email ?? row.orderEmail,
        firstName: row.firstName,
        locale: row.language ?? row.orderLanguage,
        orderNumber: row.orderNumber,
      },
      notice,
      settings,
    );
  });
