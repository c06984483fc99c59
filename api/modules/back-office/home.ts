import { count, eq, inArray, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { StaffPermission } from "@contract/api/back-office/permissions";
import { STAFF_HOME_COUNT_PERMISSIONS, type StaffHome } from "@contract/api/back-office/schemas";
import type { Executor } from "../../db/client";
import { bankTransfers, orders, requestCases, returnRequests } from "../../db/schema";

/** How many rows of `table` match `where`. */
const countOf = (table: PgTable, where: SQL) => async (executor: Executor) =>
  (await executor.select({ total: count() }).from(table).where(where))[0].total;

/**
 * The staff home's counts (issue 32 item 10): orders waiting for their payment, paid ones to prepare, those being
 * prepared to ship, return requests to decide, bank transfers not matched yet, and customer requests nobody has acted on.
 */
const COUNTERS: Record<keyof StaffHome, (executor: Executor) => Promise<number>> = {
  ordersAwaitingPayment: countOf(orders, eq(orders.status, "awaiting_payment")),
  ordersToPrepare: countOf(orders, eq(orders.status, "paid")),
  ordersToShip: countOf(orders, eq(orders.status, "preparing")),
  returnsToDecide: countOf(returnRequests, eq(returnRequests.status, "requested")),
  transfersUnmatched: countOf(bankTransfers, inArray(bankTransfers.status, ["unmatched", "suggested"])),
  requestsWaiting: countOf(requestCases, eq(requestCases.status, "new")),
};

/** The counts of the desks `permissions` open; a desk the member cannot open has no count, not even computed. */
export async function staffHomeCounts(executor: Executor, permissions: readonly StaffPermission[]): Promise<StaffHome> {
  const counts: StaffHome = {};
  for (const name of Object.keys(COUNTERS) as (keyof StaffHome)[])
    if (permissions.includes(STAFF_HOME_COUNT_PERMISSIONS[name])) counts[name] = await COUNTERS[name](executor);
  return counts;
}
