import type { TokenRecord } from "../../../contract/api/identity/schemas";
import { placeOrderByApi } from "./orders";
import { moveOrderByStaff } from "./orders-desk";

// A delivered order for the return pages (test setup only): placed through the API as a buyer places it, then moved
// along by the store's staff through the orders desk's operations.

/** Places an EFT order of one part and moves it to delivered; answers its number. */
export async function deliveredOrderByApi(token: Pick<TokenRecord, "accessToken">): Promise<string> {
  const orderNumber = await placeOrderByApi(token, { paymentType: "eft" });
  await moveOrderByStaff(token, orderNumber, ["paid", "preparing", "shipped", "delivered"]);
  return orderNumber;
}
