import { operation } from "../../operation";
import {
  confirmMatchBody,
  ignoreTransferBody,
  importedStatementSchema,
  reassignTransferBody,
  statementParams,
  statementSummarySchema,
  statementUploadBody,
  transferDecisionSchema,
  transferListQuery,
  transferListSchema,
  transferParams,
} from "./schemas";
import { STATEMENT_LIMITS } from "./values";

// The back office's bank reconciliation (issue 32 item 4, docs/decisions/038-bank-reconciliation.md). Nothing is
// matched by itself: a match records the transfer on its order through the orders desk, in the same transaction as
// the decision and its audit entry.

const tags = ["back-office"];
const base = "/back-office/reconciliation";

export const STATEMENT_CONTENT_TYPES = ["text/csv", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"] as const;

export const uploadStatement = operation({
  method: "POST",
  path: `${base}/statements`,
  summary: "Upload a bank statement (CSV or XLSX) of one of the store's accounts: its incoming transfers are read and suggested orders",
  tags,
  access: "staff",
  staffPermission: "payments.confirm",
  body: statementUploadBody,
  files: {
    statement: {
      contentTypes: STATEMENT_CONTENT_TYPES,
      description: `The statement file (up to ${STATEMENT_LIMITS.maxBytes / 1024 / 1024} MB, ${STATEMENT_LIMITS.maxRows} rows)`,
    },
  },
  status: 201,
  data: importedStatementSchema,
  errors: [404],
});

export const getBankStatement = operation({
  method: "GET",
  path: `${base}/statements/:statementId`,
  summary: "An uploaded statement: what was read, the rows not read with their line numbers and why, its transfers by status",
  tags,
  access: "staff",
  staffPermission: "payments.view",
  params: statementParams,
  data: statementSummarySchema,
  errors: [404],
});

export const listBankTransfers = operation({
  method: "GET",
  path: `${base}/transfers`,
  summary: "Bank transfers of one status (open ones by default: unmatched and suggested), best suggestions first",
  tags,
  access: "staff",
  staffPermission: "payments.view",
  query: transferListQuery,
  data: transferListSchema,
});

const decision = {
  method: "POST",
  tags,
  access: "staff",
  staffPermission: "payments.confirm",
  params: transferParams,
  data: transferDecisionSchema,
  errors: [404, 409],
} as const;

export const confirmBankTransferMatch = operation({
  ...decision,
  path: `${base}/transfers/:transferId/confirm`,
  summary: "Confirm the order suggested for a transfer: the transfer is recorded on the order (paid once it is covered)",
  body: confirmMatchBody,
});

export const reassignBankTransfer = operation({
  ...decision,
  path: `${base}/transfers/:transferId/reassign`,
  summary: "Match a transfer to another order awaiting payment, by its number, and record it on that order",
  body: reassignTransferBody,
});

export const ignoreBankTransfer = operation({
  ...decision,
  path: `${base}/transfers/:transferId/ignore`,
  summary: "Set a transfer aside with a reason (not a customer's payment): it leaves the open list",
  body: ignoreTransferBody,
});
