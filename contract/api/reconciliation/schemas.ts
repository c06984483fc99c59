import * as z from "zod";
import { optionalText, requiredText } from "../../rules";
import { ORDER_STATUSES } from "../orders/values";
import { STATEMENT_FIELDS, STATEMENT_FORMATS, SUGGESTION_RULES, TRANSFER_STATUSES, type ColumnMapping } from "./values";

// The back office's bank reconciliation (issue 32 item 4, docs/decisions/038-bank-reconciliation.md): a statement
// uploaded, its transfers listed with the order suggested for each, and the staff's decisions.

/** A mapping's field for a column: `dateColumn`, `amountColumn`, … naming the file's header for it. */
export const columnField = (field: (typeof STATEMENT_FIELDS)[number]) => `${field}Column` as const;

const mappingShape = Object.fromEntries(STATEMENT_FIELDS.map((field) => [columnField(field), optionalText(80)])) as Record<
  ReturnType<typeof columnField>,
  ReturnType<typeof optionalText>
>;

/** The text parts of a statement upload: the account it belongs to and, for a layout of its own, the column mapping. */
export const statementUploadBody = z.object({
  bankAccountId: z.coerce.number<number>({ error: "validation.required" }).int().positive("validation.required"),
  ...mappingShape,
});
export type StatementUploadBody = z.output<typeof statementUploadBody>;

/** The mapping an upload's fields give, without the columns left blank. */
export function mappingOf(body: Partial<Record<ReturnType<typeof columnField>, string | null>>): ColumnMapping | undefined {
  const entries = STATEMENT_FIELDS.flatMap((field) => {
    const header = body[columnField(field)];
    return header ? [[field, header] as const] : [];
  });
  return entries.length ? Object.fromEntries(entries) : undefined;
}

export const statementProblemSchema = z.object({
  /** The CSV record's or the sheet's row number. */
  line: z.number().int(),
  code: z.string(),
  value: z.string().optional(),
  /** Why, in the caller's language. */
  message: z.string(),
});

export const importedStatementSchema = z.object({
  statement: z.object({
    id: z.number().int(),
    bankAccountId: z.number().int(),
    fileName: z.string(),
    format: z.enum(STATEMENT_FORMATS),
    periodStart: z.string().nullable(),
    periodEnd: z.string().nullable(),
    /** Incoming transfers read, and how many were new (the rest came with an earlier upload). */
    transfersRead: z.number().int(),
    transfersAdded: z.number().int(),
    uploadedAt: z.string(),
  }),
  /** Rows of money going out: skipped. */
  outgoing: z.number().int(),
  /** New transfers with a suggested order. */
  suggested: z.number().int(),
  problems: z.array(statementProblemSchema),
});
export type ImportedStatementAnswer = z.output<typeof importedStatementSchema>;

/** Which transfers a list shows: the open ones (unmatched and suggested), or those of one status. */
export const TRANSFER_FILTERS = ["open", ...TRANSFER_STATUSES] as const;
export type TransferFilter = (typeof TRANSFER_FILTERS)[number];

export const transferListQuery = z.object({
  status: z.enum(TRANSFER_FILTERS).default("open"),
  bankAccountId: z.coerce.number<number>().int().positive().optional(),
  /** The transfers an upload brought. */
  statementId: z.coerce.number<number>().int().positive().optional(),
  page: z.coerce.number<number>().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number<number>().int().min(1).max(100).default(25),
});
export type TransferListQuery = z.output<typeof transferListQuery>;

export const bankTransferSchema = z.object({
  id: z.number().int(),
  statementId: z.number().int(),
  bankAccountId: z.number().int(),
  lineNumber: z.number().int(),
  bookedOn: z.string(),
  amount: z.string(),
  currency: z.string(),
  description: z.string(),
  reference: z.string().nullable(),
  status: z.enum(TRANSFER_STATUSES),
  /** The order suggested, with why and how sure (0–100); its total is in the order's currency, which may differ. */
  suggestion: z
    .object({
      orderId: z.number().int(),
      orderNumber: z.string(),
      rule: z.enum(SUGGESTION_RULES).nullable(),
      score: z.number().int().nullable(),
      billingName: z.string(),
      companyName: z.string().nullable(),
      total: z.string(),
      currency: z.string(),
      orderStatus: z.enum(ORDER_STATUSES),
    })
    .nullable(),
  matched: z.object({ orderId: z.number().int(), orderNumber: z.string().nullable() }).nullable(),
  ignoredReason: z.string().nullable(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type BankTransfer = z.output<typeof bankTransferSchema>;

export const transferListSchema = z.object({
  items: z.array(bankTransferSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  totalCount: z.number().int(),
  /** The store's bank accounts, for the upload form and the filter. */
  accounts: z.array(z.object({ id: z.number().int(), bankName: z.string(), iban: z.string(), currencyCode: z.string() })),
});
export type TransferList = z.output<typeof transferListSchema>;

export const statementParams = z.object({ statementId: z.coerce.number<number>().int().positive() });

/** An uploaded statement: what was read, the rows not read (with why), and where its transfers stand now. */
export const statementSummarySchema = z.object({
  statement: importedStatementSchema.shape.statement.extend({ uploadedBy: z.string().nullable() }),
  account: z.object({ bankName: z.string(), iban: z.string(), currencyCode: z.string() }),
  problems: z.array(statementProblemSchema),
  transfers: z.object(
    Object.fromEntries(TRANSFER_STATUSES.map((status) => [status, z.number().int()])) as Record<
      (typeof TRANSFER_STATUSES)[number],
      z.ZodNumber
    >,
  ),
});
export type StatementSummary = z.output<typeof statementSummarySchema>;

export const transferParams = z.object({ transferId: z.coerce.number<number>().int().positive() });

/** The order the person saw suggested: a suggestion that changed meanwhile is refused (409). */
export const confirmMatchBody = z.object({ orderId: z.coerce.number<number>().int().positive() });

export const reassignTransferBody = z.object({ orderNumber: requiredText(40).meta({ example: "DE20261124-000012" }) });

export const ignoreTransferBody = z.object({ reason: requiredText(500) });

/** A decision's answer: the transfer now, and for a match the order's payment standing after it. */
export const transferDecisionSchema = z.object({
  transfer: bankTransferSchema,
  order: z
    .object({
      orderNumber: z.string(),
      status: z.enum(ORDER_STATUSES),
      received: z.string(),
      due: z.string(),
      over: z.string(),
    })
    .nullable(),
});
export type TransferDecision = z.output<typeof transferDecisionSchema>;
