import type { TokenRecord } from "../../../contract/api/identity/schemas";
import { devMoveOrder } from "../../../contract/api/orders/dev-operations";
import { operationPath } from "../../../contract/operation";
import { apiAs } from "./fresh-account";
import { placeOrderByApi } from "./orders";

// A delivered order for the return pages (test setup only): placed through the API as a buyer places it, then moved
// along the transitions table by the development-only route, as the store's staff will move it.

/** The statuses an EFT order passes through from its placing to its delivery. */
const TO_DELIVERED = ["paid", "preparing", "shipped", "delivered"] as const;

/** Places an EFT order of one part and moves it to delivered; answers its number. */
export async function deliveredOrderByApi(token: Pick<TokenRecord, "accessToken">): Promise<string> {
  const orderNumber = await placeOrderByApi(token, { paymentType: "eft" });
  for (const status of TO_DELIVERED) await apiAs(token, "POST", operationPath(devMoveOrder.path, { orderNumber }).slice(1), { status });
  return orderNumber;
}
