import { columnClause, type IndexCondition } from "./scan";
import { EVERYONE, type IndexSnapshot } from "./snapshot";

/**
 * The rows a caller may see (docs/decisions/053-special-products.md): the parts exclusive to no company, and those
 * exclusive to the caller's. Null when no part of the snapshot was ever exclusive to anyone: the scan then pays nothing.
 */
export function audienceCondition(snapshot: IndexSnapshot, companyId: string | null | undefined): IndexCondition | null {
  if (snapshot.audiences.size <= EVERYONE + 1) return null;
  const allowed = new Uint8Array(snapshot.audiences.size);
  allowed[EVERYONE] = 1;
  const own = companyId ? snapshot.audiences.codeOf(companyId) : undefined;
  if (own !== undefined) allowed[own] = 1;
  return { dimension: "audience", clauses: [columnClause("audience", snapshot.audience, allowed)] };
}
