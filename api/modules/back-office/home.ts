import { count, eq, inArray } from "drizzle-orm";
import type { StaffHome } from "@contract/api/back-office/schemas";
import type { Executor } from "../../db/client";
import { bankTransfers, orders, returnRequests } from "../../db/schema";

/**
 * The staff home's counts (issue 32 item 10): orders waiting for their payment, paid ones to prepare, those being
 * prepared to ship, return requests to decide, and bank transfers not matched yet. Requests waiting join them with part 2.
 */
export async function staffHomeCounts(executor: Executor): Promise<StaffHome> {
  const byStatus = await executor
    .select({ status: orders.status, total: count() })
    .from(orders)
    .where(inArray(orders.status, ["awaiting_payment", "paid", "preparing"]))
    .groupBy(orders.status);
  const orderCount = (status: string) => byStatus.find((row) => row.status === status)?.total ?? 0;
  const [returns] = await executor.select({ total: count() }).from(returnRequests).where(eq(returnRequests.status, "requested"));
  const [transfers] = await executor
    .select({ total: count() })
    .from(bankTransfers)
    .where(inArray(bankTransfers.status, ["unmatched", "suggested"]));
  return {
    ordersAwaitingPayment: orderCount("awaiting_payment"),
    ordersToPrepare: orderCount("paid"),
    ordersToShip: orderCount("preparing"),
    returnsToDecide: returns.total,
    transfersUnmatched: transfers.total,
  };
}
