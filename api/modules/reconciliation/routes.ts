import multipart from "@fastify/multipart";
import { asc, eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import * as reconciliation from "@contract/api/reconciliation/operations";
import { mappingOf, statementUploadBody, type TransferDecision } from "@contract/api/reconciliation/schemas";
import { STATEMENT_LIMITS, TRANSFER_STATUSES } from "@contract/api/reconciliation/values";
import type { Transaction } from "../../db/client";
import { bankAccounts } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { requestLocale, type ApiLocale } from "../../lib/locale";
import { text } from "../../lib/messages";
import { readMultipart } from "../../lib/multipart";
import { route } from "../../lib/route";
import { parseOrThrow } from "../../lib/validate";
import { recordStaffAction } from "../back-office/audit";
import { staffOf } from "../back-office/staff-identity";
import { privateNoStore } from "../catalog/http";
import type { OrderMailSettings } from "../orders/mails";
import { sendDeskMail, type DeskNotice } from "../orders/desk/mails";
import { auditedOrder, findOrderByNumber } from "../orders/desk/read";
import { confirmTransfer } from "../orders/desk/transfers";
import { ignore } from "./ignore-transfer";
import { importStatement } from "./import-statement";
import { listTransfers } from "./list-transfers";
import { confirmMatch, reassign, type TransferForOrder } from "./match-transfer";
import type { TransferSnapshot } from "./open-transfer";
import { orderNumbersIn } from "./order-numbers-in-text";
import { statementFormatOf } from "./statement-file";
import { statementSummary } from "./statement-summary";

// Bank reconciliation's operations (issue 32 item 4, docs/decisions/038-bank-reconciliation.md): each decision, its
// audit entry and, for a match, the orders desk's record of the money (with the order's own entry) are one
// transaction; the customer's payment mail goes after the commit.

const CONTENT_TYPES = { csv: "text/csv", xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" } as const;
/** The mapping's seven headers and the account: nothing else is read from an upload's text parts. */
const FIELD_MAX_BYTES = 1024;
const FIELDS_MAX = 10;
/** The statement, the text parts at their largest, and room for the parts' headers. */
const UPLOAD_BODY_LIMIT = STATEMENT_LIMITS.maxBytes + FIELDS_MAX * (FIELD_MAX_BYTES + 1024) + 1024;

type TransferRequest = FastifyRequest<{ Params: { transferId: number } }>;

interface Decided {
  before: TransferSnapshot;
  after: TransferSnapshot;
  /** A match: what the orders desk records on the order. */
  transfer?: TransferForOrder;
}

/** The upload's file, refused by name when it is missing or not a statement. */
function statementFieldError(locale: ApiLocale, key: "reconciliation.fileRequired" | "reconciliation.unreadable") {
  const refusal = text(key, locale);
  return new AppError(400, refusal, [{ field: "statement", message: refusal }]);
}

export default async function reconciliationRoutes(app: FastifyInstance, { mail }: { mail: OrderMailSettings }) {
  const { db } = app;
  await app.register(multipart, {
    limits: { fileSize: STATEMENT_LIMITS.maxBytes, files: 1, fields: FIELDS_MAX, fieldSize: FIELD_MAX_BYTES },
  });

  /** One transfer as the list shows it. */
  async function transferAsListed(transferId: number) {
    const [item] = (await listTransfers(db, { statuses: TRANSFER_STATUSES, transferIds: [transferId], limit: 1 })).items;
    return { ...item, decidedAt: item.decidedAt?.toISOString() ?? null };
  }

  /**
   * A decision about a transfer: the service, its audit entry and, for a match, the order's transfer with its own audit
   * entry (so the order's page shows it too), in one transaction; then the customer's mail.
   */
  async function decide(request: TransferRequest, action: string, run: (tx: Transaction) => Promise<Decided>, reason?: string) {
    const locale = requestLocale(request);
    const staff = staffOf(request);
    const { transferId } = request.params;
    const outcome = await db.transaction(async (tx) => {
      const done = await run(tx);
      await recordStaffAction(tx, staff, {
        objectType: "bank-transfer",
        objectId: String(transferId),
        action,
        before: done.before,
        after: done.after,
        reason,
      });
      if (!done.transfer) return { notice: null as DeskNotice | null, order: null };
      const recorded = await confirmTransfer(tx, done.transfer.orderId, done.transfer, { locale, invoicing: app.invoicing });
      await recordStaffAction(tx, staff, {
        ...auditedOrder(done.transfer),
        action: "confirm-transfer",
        before: recorded.before,
        after: {
          ...recorded.after,
          bankReference: recorded.transfer.bankReference,
          amount: recorded.transfer.amount,
          bankTransferId: transferId,
        },
      });
      const { status, received, due, over } = recorded.after;
      return {
        notice: recorded.notice as DeskNotice | null,
        order: { orderNumber: done.transfer.orderNumber, status, received, due, over },
      };
    });
    if (outcome.notice) await sendDeskMail(app, outcome.notice, mail);
    const data: TransferDecision = { transfer: await transferAsListed(transferId), order: outcome.order };
    return { success: true as const, data };
  }

  route(
    app,
    reconciliation.uploadStatement,
    async (request) => {
      const locale = requestLocale(request);
      if (!request.isMultipart()) throw statementFieldError(locale, "reconciliation.fileRequired");
      const { fields, file } = await readMultipart(request, locale, {
        field: "statement",
        typeOf: (content) => {
          const format = statementFormatOf(content);
          return format && CONTENT_TYPES[format];
        },
        wrongType: () => statementFieldError(locale, "reconciliation.unreadable"),
      });
      const body = parseOrThrow(statementUploadBody, fields, locale);
      if (!file) throw statementFieldError(locale, "reconciliation.fileRequired");
      const staff = staffOf(request);
      const imported = await db.transaction(async (tx) => {
        const done = await importStatement(tx, {
          bankAccountId: body.bankAccountId,
          fileName: file.fileName,
          content: file.content,
          mapping: mappingOf(body),
          uploadedBy: staff.staffId,
          locale,
        });
        const { statement } = done;
        await recordStaffAction(tx, staff, {
          objectType: "bank-statement",
          objectId: String(statement.id),
          action: "upload",
          before: null,
          after: {
            bankAccountId: statement.bankAccountId,
            fileName: statement.fileName,
            format: statement.format,
            periodStart: statement.periodStart,
            periodEnd: statement.periodEnd,
            transfersRead: statement.transfersRead,
            transfersAdded: statement.transfersAdded,
            suggested: done.suggested,
            problems: statement.problems.length,
          },
        });
        return done;
      });
      const { statement } = imported;
      return {
        success: true,
        data: {
          statement: {
            id: statement.id,
            bankAccountId: statement.bankAccountId,
            fileName: statement.fileName,
            format: statement.format,
            periodStart: statement.periodStart,
            periodEnd: statement.periodEnd,
            transfersRead: statement.transfersRead,
            transfersAdded: statement.transfersAdded,
            uploadedAt: statement.uploadedAt.toISOString(),
          },
          outgoing: imported.outgoing,
          suggested: imported.suggested,
          problems: imported.problems,
        },
      };
    },
    // A declared length over it is refused before the body is read (lib/route.ts).
    { bodyLimit: UPLOAD_BODY_LIMIT },
  );

  route(app, reconciliation.getBankStatement, async (request, reply) => {
    privateNoStore(reply);
    const locale = requestLocale(request);
    const summary = await statementSummary(db, request.params.statementId, locale);
    if (!summary) throw new AppError(404, text("reconciliation.statementNotFound", locale));
    return { success: true, data: summary };
  });

  route(app, reconciliation.listBankTransfers, async (request, reply) => {
    privateNoStore(reply);
    const { status, bankAccountId, statementId, page, pageSize } = request.query;
    const listed = await listTransfers(db, {
      statuses: status === "open" ? ["unmatched", "suggested"] : [status],
      bankAccountId,
      statementId,
      limit: pageSize,
      offset: (page - 1) * pageSize,
    });
    const accounts = await db
      .select({ id: bankAccounts.id, bankName: bankAccounts.bankName, iban: bankAccounts.iban, currencyCode: bankAccounts.currencyCode })
      .from(bankAccounts)
      .where(eq(bankAccounts.isActive, true))
      .orderBy(asc(bankAccounts.sortOrder), asc(bankAccounts.id));
    return {
      success: true,
      data: {
        items: listed.items.map((item) => ({ ...item, decidedAt: item.decidedAt?.toISOString() ?? null })),
        page,
        pageSize,
        totalCount: listed.total,
        accounts,
      },
    };
  });

  route(app, reconciliation.confirmBankTransferMatch, (request) => {
    const decider = { staffId: staffOf(request).staffId, locale: requestLocale(request) };
    return decide(request, "confirm-match", (tx) => confirmMatch(tx, request.params.transferId, request.body.orderId, decider));
  });

  route(app, reconciliation.reassignBankTransfer, async (request) => {
    const locale = requestLocale(request);
    const decider = { staffId: staffOf(request).staffId, locale };
    // Typed as staff do: any case, spaces or dashes anywhere.
    const typed = request.body.orderNumber;
    const order = await findOrderByNumber(db, orderNumbersIn(typed)[0] ?? typed.toUpperCase());
    if (!order) {
      const refusal = text("reconciliation.orderNotFound", locale);
      throw new AppError(404, refusal, [{ field: "orderNumber", message: refusal }]);
    }
    return decide(request, "reassign", (tx) => reassign(tx, request.params.transferId, order.id, decider));
  });

  route(app, reconciliation.ignoreBankTransfer, (request) => {
    const decider = { staffId: staffOf(request).staffId, locale: requestLocale(request) };
    const { reason } = request.body;
    return decide(request, "ignore", (tx) => ignore(tx, request.params.transferId, reason, decider), reason);
  });
}
