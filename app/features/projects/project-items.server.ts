import { listProjectItems } from "@contract/api/projects/operations";
import type { ProjectItem } from "@contract/api/projects/schemas";
import { api, type RouteArgs } from "~/server/api.server";
import { currentUser } from "~/server/auth.server";

/**
 * The product's parts in the company's projects open today, for the product page (docs/decisions/045-projects.md):
 * none for guests, consumers and business users without view-projects, whose page asks the API nothing more.
 */
export async function projectItemsOf(args: RouteArgs, productId: number): Promise<ProjectItem[]> {
  const user = await currentUser(args);
  if (user?.userType !== "b2b" || !user.permissions.includes("view-projects")) return [];
  const { data } = await api(args).call(listProjectItems, { query: { productId } });
  return data.items;
}
