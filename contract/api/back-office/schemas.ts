import * as z from "zod";
import { emailText, otpCodeText } from "../../rules";
import { currentPasswordText } from "../identity/schemas";
import { STAFF_PERMISSIONS, STAFF_ROLES, type StaffPermission } from "./permissions";

// The back office's staff (docs/decisions/036-staff-accounts.md): sign-in with a password then a TOTP code, the
// staff member's own record, the staff home's counts and the audit log.

/** The signed challenge a correct password earns: the second step proves the TOTP code with it. */
const challengeToken = z.string().min(20).max(1000);

export const staffSignInBody = z.object({ email: emailText, password: currentPasswordText });
export const staffChallengeSchema = z.object({ challengeToken, expiresIn: z.number().int() });

export const staffVerifyBody = z.object({ challengeToken, code: otpCodeText });
export const staffRefreshBody = z.object({ refreshToken: z.string().min(20).max(200) });

/** A staff sign-in's tokens: a short access token, a refresh token that ends with the working day or when left idle. */
export const staffTokensSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  expiresIn: z.number().int(),
  /** Seconds until the sign-in ends whatever happens (its length is capped from the sign-in). */
  sessionExpiresIn: z.number().int(),
  tokenType: z.literal("Bearer"),
});
export type StaffTokens = z.output<typeof staffTokensSchema>;

export const staffMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(STAFF_ROLES),
  permissions: z.array(z.enum(STAFF_PERMISSIONS)),
});
export type StaffMember = z.output<typeof staffMemberSchema>;

/**
 * The day's work at a glance: each count links to its desk. A count is given only to a member whose permissions open
 * its desk (STAFF_HOME_COUNT_PERMISSIONS); the others are absent, not computed.
 */
export const staffHomeSchema = z
  .object({
    ordersAwaitingPayment: z.number().int(),
    ordersToPrepare: z.number().int(),
    ordersToShip: z.number().int(),
    returnsToDecide: z.number().int(),
    /** Bank transfers read from statements and not matched or set aside yet (docs/decisions/038-bank-reconciliation.md). */
    transfersUnmatched: z.number().int(),
    /** Customer requests nobody has acted on yet (cases `new`, docs/decisions/041-request-cases.md). */
    requestsWaiting: z.number().int(),
  })
  .partial();
export type StaffHome = z.output<typeof staffHomeSchema>;

/** The permission that opens each count's desk: the home computes and shows a count only for a member holding it. */
export const STAFF_HOME_COUNT_PERMISSIONS: Record<keyof StaffHome, StaffPermission> = {
  ordersAwaitingPayment: "orders.view",
  ordersToPrepare: "orders.view",
  ordersToShip: "orders.view",
  returnsToDecide: "returns.view",
  transfersUnmatched: "payments.view",
  requestsWaiting: "requests.view",
};

// ── The audit log ─────────────────────────────────────────────────────────────────────────────────────

/** An object's state before or after a change, as the desk that logged it shaped it (JSON). */
const jsonValue = z.unknown();

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  staffId: z.string(),
  staffEmail: z.string(),
  staffName: z.string(),
  objectType: z.string(),
  objectId: z.string(),
  action: z.string(),
  before: jsonValue,
  after: jsonValue,
  reason: z.string().nullable(),
});
export type AuditEntry = z.output<typeof auditEntrySchema>;

const filterText = (max: number) => z.string().trim().max(max).optional();

export const auditLogQuery = z.object({
  page: z.coerce.number<number>().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number<number>().int().min(1).max(100).default(25),
  /** The kind of object (`exchange-rate`, `order`, …) and, with it or alone, its id. */
  objectType: filterText(40),
  objectId: filterText(100),
  /** The staff member's e-mail, or a part of it. */
  staff: filterText(254),
  action: filterText(60),
  /** From and to (inclusive) dates, "YYYY-MM-DD" on Istanbul's clock. */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export type AuditLogQuery = z.output<typeof auditLogQuery>;

export const auditLogSchema = z.object({
  items: z.array(auditEntrySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  totalCount: z.number().int(),
});
export type AuditLog = z.output<typeof auditLogSchema>;
