import * as z from "zod";
import { CURRENCIES } from "../../limits";
import { cartSummarySchema, money } from "../carts/schemas";

// The dashboard home's figures (issue 34 item 4, docs/decisions/048-dashboard-figures.md).

/** How many recent carts the home lists (spec §9) and how many months its spending chart covers. */
export const DASHBOARD_RECENT_CARTS = 3;
export const DASHBOARD_SPENDING_MONTHS = 12;

export const dashboardQuery = z.object({ currency: z.enum(CURRENCIES).optional() });

export const dashboardSchema = z.object({
  /** Whose orders and requests are counted: the caller's own, or the company's for a business user with view-orders. */
  scope: z.enum(["own", "company"]),
  counts: z.object({
    /** Orders neither finished nor cancelled (awaiting payment included). */
    openOrders: z.number().int(),
    awaitingPayment: z.number().int(),
    /** Requests whose case is not closed, won or lost (docs/decisions/041-request-cases.md). */
    openRequests: z.number().int(),
    /** The caller's own carts; null while they cannot be read (a locked table: docs/decisions/060-faults-under-load.md). */
    carts: z.number().int().nullable(),
  }),
  /** The newest carts (by last change) with their total in the page's currency; null as `counts.carts`. */
  recentCarts: z.array(cartSummarySchema.extend({ total: money, currency: z.enum(CURRENCIES) })).nullable(),
  /** Spending per calendar month (store time), oldest first, the current month last; months without orders are 0. */
  spending: z.object({
    currency: z.enum(CURRENCIES),
    months: z.array(z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), total: money })),
  }),
});
export type Dashboard = z.output<typeof dashboardSchema>;
