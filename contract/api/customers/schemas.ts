import * as z from "zod";
import { CURRENCIES } from "../../limits";
import { requiredText } from "../../rules";
import { auditEntrySchema } from "../back-office/schemas";
import { amountText } from "../orders-desk/schemas";
import { ORDER_STATUSES, PAYMENT_TYPES } from "../orders/values";
import { MANUAL_POSTINGS, POSTING_KINDS } from "./values";

// The back office's customers and credit desk (issue 32 item 7, docs/decisions/040-customers-and-credit.md):
// customers and companies searched, a customer's and a company's page, deactivation, and the companies' net-term
// current accounts with their postings.

const filterText = (max: number) => z.string().trim().max(max).optional();
const page = z.coerce.number<number>().int().min(1).max(10_000).default(1);
const pageSize = z.coerce.number<number>().int().min(1).max(100).default(25);

/** Why a staff member changed something: required, kept in the audit log. */
const reasonText = requiredText(500);

// ── Customers (consumers and business users) ───────────────────────────────────────────────────────

export const customerStatus = z.enum(["active", "invited", "unverified", "deactivated"]);
export type CustomerStatus = z.output<typeof customerStatus>;

export const customerListQuery = z.object({
  page,
  pageSize,
  /** A part of the name, the e-mail, the company's title or tax number, as typed (no wildcards). */
  q: filterText(254),
  userType: z.enum(["b2b", "b2c"]).optional(),
  status: customerStatus.optional(),
});
export type CustomerListQuery = z.output<typeof customerListQuery>;

export const customerSummarySchema = z.object({
  id: z.string(),
  userType: z.enum(["b2b", "b2c"]),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  companyId: z.string().nullable(),
  companyTitle: z.string().nullable(),
  status: customerStatus,
  createdAt: z.string(),
});
export type CustomerSummary = z.output<typeof customerSummarySchema>;

export const customerListSchema = z.object({
  items: z.array(customerSummarySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  totalCount: z.number().int(),
});
export type CustomerList = z.output<typeof customerListSchema>;

/** An id in a path; the example lets generated callers (OpenAPI, the adversarial suite) reach the body's checks. */
const pathId = z.uuid().meta({ example: "4f7c2a9e-1b3d-4c5e-8f6a-2d1e0b9c8a7f" });

export const customerParams = z.object({ userId: pathId });

export const customerOrderSchema = z.object({
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentType: z.enum(PAYMENT_TYPES),
  createdAt: z.string(),
  total: z.string(),
  currency: z.string(),
});

export const customerAddressSchema = z.object({
  id: z.string(),
  kind: z.enum(["billing", "shipping"]),
  title: z.string(),
  name: z.string(),
  summary: z.string(),
  taxNumber: z.string().nullable(),
  isDefault: z.boolean(),
});

export const customerSchema = customerSummarySchema.extend({
  phone: z.string().nullable(),
  languageCode: z.enum(["tr", "en"]),
  roleName: z.string().nullable(),
  emailVerifiedAt: z.string().nullable(),
  deactivatedAt: z.string().nullable(),
  /** Sign-ins not ended (their refresh tokens alive) and the last time one began. */
  openSignIns: z.number().int(),
  lastSignInAt: z.string().nullable(),
  /** The newest orders the customer placed (the orders desk lists them all). */
  orders: z.array(customerOrderSchema),
  orderCount: z.number().int(),
  addresses: z.array(customerAddressSchema),
  audit: z.array(auditEntrySchema),
});
export type DeskCustomer = z.output<typeof customerSchema>;

export const customerStateBody = z.object({ reason: reasonText });

// ── Companies and their current accounts ───────────────────────────────────────────────────────────

export const companyListQuery = z.object({
  page,
  pageSize,
  /** A part of the title, the tax number, or a user's e-mail. */
  q: filterText(254),
});
export type CompanyListQuery = z.output<typeof companyListQuery>;

export const companySummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  taxOffice: z.string(),
  taxNumber: z.string(),
  cityName: z.string().nullable(),
  userCount: z.number().int(),
  accountCount: z.number().int(),
  createdAt: z.string(),
});

export const companyListSchema = z.object({
  items: z.array(companySummarySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  totalCount: z.number().int(),
});
export type CompanyList = z.output<typeof companyListSchema>;

export const companyParams = z.object({ companyId: pathId });
export const accountParams = companyParams.extend({ accountId: pathId });
export const postingParams = accountParams.extend({ postingId: z.coerce.number<number>().int().min(1).max(2_147_483_647) });

export const deskAccountSchema = z.object({
  id: z.string(),
  code: z.string(),
  currencyCode: z.string(),
  creditLimit: z.string(),
  balance: z.string(),
  risk: z.string(),
  available: z.string(),
  maturityDays: z.number().int(),
  /** Monthly maturity interest (vade farkı), percent with two decimals. */
  maturityInterestRate: z.string(),
  blocked: z.boolean(),
  /** Whether its currency may still change: only while it has no posting and nothing owed. */
  currencyChangeable: z.boolean(),
});
export type DeskAccount = z.output<typeof deskAccountSchema>;

export const companySchema = companySummarySchema.extend({
  taxOfficeCode: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  address: z.string(),
  users: z.array(customerSummarySchema.extend({ roleName: z.string().nullable() })),
  accounts: z.array(deskAccountSchema),
  /** The staff's changes to its accounts, newest first. */
  audit: z.array(auditEntrySchema),
});
export type DeskCompany = z.output<typeof companySchema>;

const maturityDaysField = z.coerce
  .number<number>({ error: "validation.maturityDays" })
  .int("validation.maturityDays")
  .min(0, "validation.maturityDays")
  .max(365, "validation.maturityDays");

/** A limit of zero or more (a point or a Turkish comma, two decimals at most). */
const limitText = requiredText(20)
  .transform((value) => value.replace(/\s/g, "").replace(",", "."))
  .refine((value) => /^\d{1,12}(\.\d{1,2})?$/.test(value), "validation.amount");

/** A current account's terms set by finance: every field as it should be after the change, and why. */
export const accountTermsBody = z.object({
  creditLimit: limitText,
  currencyCode: z.enum(CURRENCIES, { error: "validation.required" }),
  maturityDays: maturityDaysField,
  /** Monthly percent, 0 to 99.99 (a point or a Turkish comma, two decimals at most); "0" when left empty. */
  maturityInterestRate: z
    .string()
    .trim()
    .max(10)
    .default("0")
    .transform((value) => (value === "" ? "0" : value.replace(",", ".")))
    .refine((value) => /^\d{1,2}(\.\d{1,2})?$/.test(value), "validation.interestRate")
    .transform((value) => Number(value).toFixed(2)),
  /** A form's checkbox sends "on" when ticked (conform reads it as true) and nothing when not: unblocked. */
  blocked: z.boolean().default(false),
  reason: reasonText,
});

export const postingListQuery = z.object({ page, pageSize, kind: z.enum(POSTING_KINDS).optional() });
export type PostingListQuery = z.output<typeof postingListQuery>;

export const postingSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  kind: z.enum(POSTING_KINDS),
  description: z.string(),
  orderNumber: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  /** Signed: what the company owes more (a debit, positive) or less (a credit, negative). */
  amount: z.string(),
  /** The account's balance once this posting counted. */
  balance: z.string(),
  dueDate: z.string().nullable(),
  reason: z.string().nullable(),
  enteredBy: z.string().nullable(),
  reversesId: z.number().int().nullable(),
  reversedById: z.number().int().nullable(),
});
export type Posting = z.output<typeof postingSchema>;

export const postingListSchema = z.object({
  account: deskAccountSchema,
  companyId: z.string(),
  companyTitle: z.string(),
  items: z.array(postingSchema),
  /** The balance before the oldest posting (carried over from before postings were kept). */
  openingBalance: z.string(),
  page: z.number().int(),
  pageSize: z.number().int(),
  totalCount: z.number().int(),
});
export type PostingList = z.output<typeof postingListSchema>;

export const manualPostingBody = z.object({
  entry: z.enum(MANUAL_POSTINGS, { error: "validation.required" }),
  amount: amountText,
  reason: reasonText,
  /** When a debit falls due (else the account's maturity from today). */
  dueDate: z.preprocess((value) => (value === "" ? undefined : value), z.iso.date({ error: "validation.date" }).optional()),
});

export const reversePostingBody = z.object({ reason: reasonText });
