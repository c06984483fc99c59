import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { checkouts, type CheckoutRow } from "../../db/schema";

export type CheckoutChoices = Partial<Omit<CheckoutRow, "cartId" | "updatedAt">>;

export async function checkoutRow(db: Database, cartId: number): Promise<CheckoutRow | undefined> {
  const [row] = await db.select().from(checkouts).where(eq(checkouts.cartId, cartId));
  return row;
}

export async function saveChoices(db: Database, cartId: number, values: CheckoutChoices) {
  const set = { ...values, updatedAt: new Date() };
  await db
    .insert(checkouts)
    .values({ cartId, ...set })
    .onConflictDoUpdate({ target: checkouts.cartId, set });
}
