import { randomUUID } from "node:crypto";
import type { TokenRecord } from "../../../contract/api/identity/schemas";
import { confirmOrderTransfer, deliverDeskOrder, prepareDeskOrder, shipDeskOrder } from "../../../contract/api/orders-desk/operations";
import { operationPath } from "../../../contract/operation";
import { apiAs } from "./fresh-account";
import { orderByApi } from "./orders";
import { staffTokens } from "./staff";

// Orders moved along as the store's staff move them (test setup only): the orders desk's operations (issue 32 item 3)
// called as the demo owner. Paid is the order's whole total confirmed as one EFT transfer.

const route = (path: string, orderNumber: string) => operationPath(path, { orderNumber }).slice(1);

/** Moves the buyer's EFT order (`buyer`'s token reads its total) through `statuses`, one desk operation each. */
export async function moveOrderByStaff(
  buyer: Pick<TokenRecord, "accessToken">,
  orderNumber: string,
  statuses: ReadonlyArray<"paid" | "preparing" | "shipped" | "delivered">,
) {
  const staff = await staffTokens("owner");
  for (const status of statuses) {
    if (status === "paid") {
      const { totals } = await orderByApi(buyer, orderNumber);
      await apiAs(staff, "POST", route(confirmOrderTransfer.path, orderNumber), {
        amount: totals.total,
        currency: totals.currency,
        receivedOn: new Date().toISOString().slice(0, 10),
        bankReference: randomUUID(),
      });
    } else if (status === "shipped") {
      await apiAs(staff, "POST", route(shipDeskOrder.path, orderNumber), { carrier: "Yurtiçi Kargo", trackingNumber: `YK-${orderNumber}` });
    } else {
      await apiAs(staff, "POST", route((status === "preparing" ? prepareDeskOrder : deliverDeskOrder).path, orderNumber), {});
    }
  }
}
