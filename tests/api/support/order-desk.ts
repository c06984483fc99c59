import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { OrderStatus } from "../../../contract/api/orders/values";
import { orders } from "../../../api/db/schema";
import { bearer } from "./accounts";
import { staffToken } from "./staff";
import type { TestApp } from "./test-app";

// Moving an order along as the store's staff do (test setup): through the orders desk's operations (issue 32 item 3),
// as the demo owner. `paid` is the whole total confirmed as one EFT transfer; `shipped` carries a tracking number.

const tokens = new WeakMap<TestApp, Promise<string>>();

/** Moves the order one step to `status` through the desk's operation for it; answers the operation's response. */
export async function moveOrderByStaff(
  t: TestApp,
  orderNumber: string,
  status: Extract<OrderStatus, "paid" | "preparing" | "shipped" | "delivered">,
) {
  if (!tokens.has(t)) tokens.set(t, staffToken(t.db, "owner"));
  const headers = { ...bearer(await tokens.get(t)!), "accept-language": "en" };
  const url = `/v1/back-office/orders/${orderNumber}`;
  if (status === "paid") {
    const [order] = await t.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
    const payload = {
      amount: order?.total ?? "1",
      currency: order?.currencyCode ?? "USD",
      receivedOn: "2026-11-26",
      bankReference: randomUUID(),
    };
    return t.app.inject({ method: "POST", url: `${url}/transfers`, headers, payload });
  }
  if (status === "shipped")
    return t.app.inject({
      method: "POST",
      url: `${url}/ship`,
      headers,
      payload: { carrier: "Yurtiçi Kargo", trackingNumber: `YK-${orderNumber}` },
    });
  return t.app.inject({ method: "POST", url: `${url}/${status === "preparing" ? "prepare" : "deliver"}`, headers });
}
