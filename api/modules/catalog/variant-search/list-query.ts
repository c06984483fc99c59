import type { z } from "zod";
import type { variantSearchQuery } from "@contract/api/catalog/queries";
import { MAX_RESULT_WINDOW } from "@contract/limits";
import { AppError } from "../../../lib/errors";

/** The product list's query as the contract's schema read it (the currency is the context's). */
export type VariantSearchInput = Omit<z.output<typeof variantSearchQuery>, "currency">;

type Paging = Pick<VariantSearchInput, "page" | "pageSize">;

/** How many matches come before the requested page. */
export const pageOffset = ({ page, pageSize }: Paging) => (page - 1) * pageSize;

/**
 * How many of the best matches the scan keeps: the requested page and those before it (none when only the facets
 * are wanted). Past the window there is nothing to rank: the list is either shorter (an empty page) or refused.
 */
export const rowsToRank = (paging: Paging, withItems: boolean) =>
  withItems ? Math.min(pageOffset(paging), MAX_RESULT_WINDOW) + paging.pageSize : 0;

/** Only a list longer than the window is cut by it; a shorter one paged past its end is an empty page. */
export function assertPageInWindow(paging: Paging, total: number) {
  if (pageOffset(paging) + paging.pageSize > MAX_RESULT_WINDOW && total > MAX_RESULT_WINDOW) {
    throw new AppError(400, `Only the first ${MAX_RESULT_WINDOW} results can be paged`, [
      { field: "page", message: `page: page × pageSize may not pass ${MAX_RESULT_WINDOW}` },
    ]);
  }
}

/** Pages a client can reach: those within the window. */
export const pageCount = ({ pageSize }: Paging, total: number) => Math.ceil(Math.min(total, MAX_RESULT_WINDOW) / pageSize);
