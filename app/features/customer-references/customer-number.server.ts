import { listCustomerReferences } from "@contract/api/customer-references/operations";
import { api, type RouteArgs } from "~/server/api.server";
import { currentUser } from "~/server/auth.server";

/**
 * The business user's company's part number for a part, for the product page (docs/decisions/043-customer-references.md);
 * null for guests and consumers, whose page asks the API nothing more.
 */
export async function customerNumberOf(args: RouteArgs, variantId: number): Promise<string | null> {
  const user = await currentUser(args);
  if (user?.userType !== "b2b") return null;
  const { data } = await api(args).call(listCustomerReferences, { query: { variantId, pageSize: 1 } });
  return data.items[0]?.number ?? null;
}
