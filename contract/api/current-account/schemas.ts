import * as z from "zod";
import { CURRENCIES } from "../../limits";
import { optionalText, requiredText } from "../../rules";
import { CART_EXPORT_FORMATS } from "../carts/operations";
import { POSTING_KINDS } from "../customers/values";
import { amountText } from "../orders-desk/schemas";
import { NOTIFICATION_STATUSES, PAYMENT_METHODS } from "./values";

// The business current account and the customer's payments (issue 34 item 2,
// docs/decisions/050-current-account-self-service.md).

const page = z.coerce.number<number>().int().min(1).max(10_000).default(1);
const pageSize = z.coerce.number<number>().int().min(1).max(100).default(25);
/** A form's empty field is no filter. */
const blankless = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === "" ? undefined : value), schema.optional());
const day = blankless(z.iso.date({ error: "validation.date" }));

export const currentAccountSchema = z.object({
  id: z.string(),
  code: z.string(),
  currencyCode: z.string(),
  creditLimit: z.string(),
  /** What the company owes now (used). */
  balance: z.string(),
  /** Orders placed on terms and not charged yet. */
  risk: z.string(),
  available: z.string(),
  /** What is past its due date (payments settle the oldest debts first). */
  overdue: z.string(),
  maturityDays: z.number().int(),
  /** Monthly maturity interest (vade farkı), percent. */
  maturityInterestRate: z.string(),
  blocked: z.boolean(),
});
export type CustomerCurrentAccount = z.output<typeof currentAccountSchema>;

// ── Transactions (the statement) ────────────────────────────────────────────────────────────────────

export const transactionFilters = z.object({
  /** The account, else the company's first by code. */
  accountId: blankless(z.uuid()),
  kind: blankless(z.enum(POSTING_KINDS)),
  from: day,
  to: day,
});
export const transactionQuery = transactionFilters.extend({ page, pageSize });
export type TransactionQuery = z.output<typeof transactionQuery>;
export const transactionExportQuery = transactionFilters.extend({ format: z.enum(CART_EXPORT_FORMATS) });

export const transactionSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  kind: z.enum(POSTING_KINDS),
  description: z.string(),
  orderNumber: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  /** Signed: a debit (the company owes more) positive, a credit negative. */
  amount: z.string(),
  /** The account's balance once this posting counted. */
  balance: z.string(),
  dueDate: z.string().nullable(),
});
export type Transaction = z.output<typeof transactionSchema>;

export const transactionListSchema = z.object({
  account: currentAccountSchema,
  items: z.array(transactionSchema),
  /** The balance before the oldest posting (carried over from before postings were kept). */
  openingBalance: z.string(),
  page: z.number().int(),
  pageSize: z.number().int(),
  totalCount: z.number().int(),
});
export type TransactionList = z.output<typeof transactionListSchema>;

// ── Payments ───────────────────────────────────────────────────────────────────────────────────────

const paymentFilters = z.object({
  method: blankless(z.enum(PAYMENT_METHODS)),
  from: day,
  to: day,
  /** A part of the order number, as typed. */
  q: blankless(z.string().trim().max(40)),
});
export const paymentQuery = paymentFilters.extend({ page, pageSize });
export type PaymentQuery = z.output<typeof paymentQuery>;

/** A payment's id: its method and the row it is (`card-<uuid>`, `eft-<n>`, `net-<order id>`). */
export const PAYMENT_ID_PATTERN = /^(card-[0-9a-f-]{36}|eft-\d{1,10}|net-\d{1,10})$/;
export const paymentParams = z.object({
  paymentId: z.string().regex(PAYMENT_ID_PATTERN).meta({ example: "eft-1" }),
});

export const paymentSchema = z.object({
  id: z.string(),
  method: z.enum(PAYMENT_METHODS),
  orderNumber: z.string(),
  amount: z.string(),
  currencyCode: z.string(),
  /** When it was paid: captured, credited by the bank, charged to the account. */
  paidAt: z.string(),
  /** The bank's reference of a transfer, the masked card, the current account's code. */
  reference: z.string().nullable(),
  installments: z.number().int(),
});
export type CustomerPayment = z.output<typeof paymentSchema>;

export const paymentListSchema = z.object({
  items: z.array(paymentSchema),
  /** Whose payments: the caller's own orders', or the company's for a view-orders holder. */
  scope: z.enum(["own", "company"]),
  page: z.number().int(),
  pageSize: z.number().int(),
  totalCount: z.number().int(),
});
export type PaymentList = z.output<typeof paymentListSchema>;

export const paymentDetailSchema = paymentSchema.extend({
  orderTotal: z.string(),
  orderCurrencyCode: z.string(),
  orderStatus: z.string(),
  /** A card payment's charge: the base in lira and the commission of its installments (decision 033). */
  cardBase: z.string().nullable(),
  cardCommission: z.string().nullable(),
  note: z.string().nullable(),
});
export type PaymentDetail = z.output<typeof paymentDetailSchema>;

// ── Payment notifications ──────────────────────────────────────────────────────────────────────────

/** "I have paid this amount on this day from this bank": for orders awaiting a transfer, or the current account. */
export const paymentNotificationBody = z.object({
  amount: amountText,
  currencyCode: z.enum(CURRENCIES, { error: "validation.required" }),
  paidOn: z.iso.date({ error: "validation.date" }),
  bankName: requiredText(100),
  /** The payer's IBAN (spaces allowed). */
  iban: optionalText(42),
  reference: optionalText(100),
  note: optionalText(500),
  /** The order numbers it pays (EFT orders awaiting payment), or none for the current account. */
  orderNumbers: z.preprocess(
    (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
    z.array(z.string().trim().max(40)).max(20),
  ),
  /** For a business user's payment on the current account (its id). */
  currentAccountId: blankless(z.uuid()),
});

export const paymentNotificationSchema = z.object({
  id: z.number().int(),
  amount: z.string(),
  currencyCode: z.string(),
  paidOn: z.string(),
  bankName: z.string(),
  iban: z.string().nullable(),
  reference: z.string().nullable(),
  note: z.string().nullable(),
  orderNumbers: z.array(z.string()),
  currentAccountCode: z.string().nullable(),
  status: z.enum(NOTIFICATION_STATUSES),
  createdAt: z.string(),
  /** Who sent it (the back office's list shows it). */
  senderName: z.string(),
  senderEmail: z.string(),
  companyTitle: z.string().nullable(),
});
export type PaymentNotification = z.output<typeof paymentNotificationSchema>;

/** The caller's orders a notification may name: EFT orders awaiting payment, with what is due. */
export const notifiableOrderSchema = z.object({ orderNumber: z.string(), total: z.string(), currencyCode: z.string() });

export const paymentNotificationsSchema = z.object({
  items: z.array(paymentNotificationSchema),
  orders: z.array(notifiableOrderSchema),
});

export const deskNotificationQuery = z.object({ status: blankless(z.enum(NOTIFICATION_STATUSES)) });
export const notificationParams = z.object({ notificationId: z.coerce.number<number>().int().min(1).max(2_147_483_647) });
/** Finance confirms the transfer a notification names on one of its orders, with the bank's reference. */
export const confirmNotificationBody = z.object({
  orderNumber: requiredText(40),
  bankReference: requiredText(100),
});
