import { sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { queryRows } from "../../lib/query-rows";

/**
 * The days after which a net-term order falls due (docs/decisions/045-projects.md): each line brings its terms, a
 * project line its project's maturity, any other line the current account's; the order, one charge on the account,
 * takes the shortest of them, so no part is ever bought on longer terms than were agreed for it.
 */
export async function orderMaturityDays(tx: Executor, orderId: number, accountMaturityDays: number): Promise<number> {
  const rows = await queryRows<{ maturityDays: number | null }>(
    tx,
    sql`SELECT DISTINCT p.maturity_days AS "maturityDays"
          FROM order_lines l LEFT JOIN projects p ON p.id = l.project_id
         WHERE l.order_id = ${orderId}`,
  );
  return Math.min(...rows.map((row) => row.maturityDays ?? accountMaturityDays));
}
