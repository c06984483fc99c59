import pg from "pg";
import type { PlacedOrder } from "./journeys";

// After the load: every order a visitor saw placed is in the database once, no other order was made, and each part's
// stock went down by exactly what those orders hold (a cancelled one, such as a card order whose payment failed, has
// given its stock back). Read straight from the database the run made for itself.

export async function stockOf(databaseUrl: string, variantIds: number[]): Promise<Map<number, number>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number; stock: number }>("SELECT id, total_stock AS stock FROM variants WHERE id = ANY($1)", [
      variantIds,
    ]);
    return new Map(rows.map((row) => [row.id, row.stock]));
  } finally {
    await client.end();
  }
}

export interface OrderCheck {
  placed: number;
  inDatabase: number;
  made: number;
  /** Orders made that no visitor was shown (a request in flight when its process stopped may leave one). */
  unseen: string[];
  /** Parts whose stock did not go down by what their orders hold. */
  stockMismatches: string[];
  /** Everything that does not add up, `unseen` and the stock included. */
  problems: string[];
}

export async function checkOrders(
  databaseUrl: string,
  since: Date,
  placed: PlacedOrder[],
  stockBefore: Map<number, number>,
): Promise<OrderCheck> {
  const problems: string[] = [];
  const numbers = placed.map((order) => order.orderNumber);
  if (new Set(numbers).size !== numbers.length) problems.push("a visitor was shown the same order number twice");
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const made = await client.query<{ number: string }>("SELECT order_number AS number FROM orders WHERE created_at >= $1", [since]);
    const madeNumbers = new Set(made.rows.map((row) => row.number));
    const lost = numbers.filter((number) => !madeNumbers.has(number));
    const unseen = [...madeNumbers].filter((number) => !numbers.includes(number));
    if (lost.length > 0) problems.push(`orders shown but not in the database: ${lost.join(", ")}`);
    if (unseen.length > 0) problems.push(`orders in the database that no visitor was shown: ${unseen.join(", ")}`);
    const reserved = await client.query<{ variantId: number; quantity: string }>(
      `SELECT l.variant_id AS "variantId", sum(l.reserved_quantity) AS quantity
       FROM order_lines l JOIN orders o ON o.id = l.order_id
       WHERE o.created_at >= $1 AND o.status <> 'cancelled' GROUP BY l.variant_id`,
      [since],
    );
    const stockAfter = await stockOf(databaseUrl, [...stockBefore.keys()]);
    const reservedOf = new Map(reserved.rows.map((row) => [row.variantId, Number(row.quantity)]));
    const stockMismatches: string[] = [];
    for (const [variantId, before] of stockBefore) {
      const taken = before - (stockAfter.get(variantId) ?? 0);
      const held = reservedOf.get(variantId) ?? 0;
      const asked = placed.reduce((sum, order) => sum + (order.lines.get(variantId) ?? 0), 0);
      if (taken !== held) stockMismatches.push(`part ${variantId}: stock went down by ${taken}, its orders hold ${held}`);
      else if (held !== asked) problems.push(`part ${variantId}: its orders hold ${held}, the orders the visitors were shown ${asked}`);
    }
    problems.push(...stockMismatches);
    return {
      placed: numbers.length,
      inDatabase: numbers.filter((number) => madeNumbers.has(number)).length,
      made: madeNumbers.size,
      unseen,
      stockMismatches,
      problems,
    };
  } finally {
    await client.end();
  }
}
