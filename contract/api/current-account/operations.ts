import * as z from "zod";
import { operation } from "../../operation";
import { CART_EXPORT_TYPES } from "../carts/operations";
import {
  confirmNotificationBody,
  currentAccountSchema,
  deskNotificationQuery,
  notificationParams,
  paymentDetailSchema,
  paymentListSchema,
  paymentNotificationBody,
  paymentNotificationSchema,
  paymentNotificationsSchema,
  paymentParams,
  paymentQuery,
  transactionExportQuery,
  transactionListSchema,
  transactionQuery,
} from "./schemas";

// The business current account and the customer's payments (issue 34 item 2,
// docs/decisions/050-current-account-self-service.md). Accounts and transactions are the caller's company's, with
// view-current-accounts (another company's account answers 404); payments are the caller's own orders', or the
// company's for a view-orders holder, as the order list (decision 027).

const account = { tags: ["current-account"], access: "b2b", permission: "view-current-accounts" } as const;
const user = { tags: ["current-account"], access: "user" } as const;

export const listCurrentAccounts = operation({
  method: "GET",
  path: "/identity/users/me/current-accounts",
  summary: "The company's current accounts with limit, used, available, overdue and risk, maturity days and interest rate",
  ...account,
  data: z.array(currentAccountSchema),
});

export const searchTransactions = operation({
  method: "GET",
  path: "/identity/users/me/transactions/search",
  summary: "A current account's postings (invoices, payments, returns, adjustments), newest first, with the running balance",
  ...account,
  query: transactionQuery,
  data: transactionListSchema,
  errors: [404],
});

export const exportTransactions = operation({
  method: "GET",
  path: "/identity/users/me/transactions/export",
  summary: "The statement as a file: PDF or Excel (xlsx), the rows of the same filters as the search",
  ...account,
  query: transactionExportQuery,
  produces: Object.values(CART_EXPORT_TYPES),
  data: z.string().meta({ format: "binary", description: "The statement as a PDF or an Excel workbook (xlsx)" }),
  errors: [404],
});

export const searchPayments = operation({
  method: "GET",
  path: "/aggregator/users/me/payments",
  summary: "Payments made (card, EFT, net term), newest first, by day, method and order number",
  ...user,
  query: paymentQuery,
  data: paymentListSchema,
});

export const getPayment = operation({
  method: "GET",
  path: "/aggregator/users/me/payments/:paymentId",
  summary: "One payment with its order, amount, currency, day, method, reference and installments",
  ...user,
  params: paymentParams,
  data: paymentDetailSchema,
  errors: [404],
});

export const listPaymentNotifications = operation({
  method: "GET",
  path: "/orders/users/me/payment-notifications",
  summary: "The caller's payment notifications with their status, and the orders a new one may name",
  ...user,
  data: paymentNotificationsSchema,
});

export const sendPaymentNotification = operation({
  method: "POST",
  path: "/orders/users/me/payment-notifications",
  summary: "Tells finance a transfer was made: amount, day, bank, reference, for EFT orders awaiting payment or the account",
  ...user,
  body: paymentNotificationBody,
  status: 201,
  data: paymentNotificationSchema,
  errors: [404],
});

const desk = { tags: ["back-office"], access: "staff" } as const;

export const listDeskNotifications = operation({
  method: "GET",
  path: "/back-office/payment-notifications",
  summary: "Customers' payment notifications, newest first (the ones not used yet unless a status is asked)",
  ...desk,
  staffPermission: "payments.view",
  query: deskNotificationQuery,
  data: z.array(paymentNotificationSchema),
});

export const confirmDeskNotification = operation({
  method: "POST",
  path: "/back-office/payment-notifications/:notificationId/confirm",
  summary: "Records the transfer a notification names on one of its orders (the orders desk's confirmation), audited",
  ...desk,
  staffPermission: "payments.confirm",
  params: notificationParams,
  body: confirmNotificationBody,
  data: paymentNotificationSchema,
  errors: [404, 409],
});
