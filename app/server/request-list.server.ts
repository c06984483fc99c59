import { redirect } from "@remix-run/node";
import { localeFromPath } from "@contract/locale";
import { pathFor, type StaticPageKey } from "@contract/paths";
import { pageFrom, pageParams } from "~/lib/list-query";
import type { RouteArgs } from "./api.server";
import { PRIVATE_HEADERS } from "./auth.server";

/** Requests per page of a dashboard list. */
export const REQUESTS_PAGE_SIZE = 10;
/** The last page the API lists (the request lists' `page`). */
const LAST_PAGE = 10_000;

/**
 * One page of a dashboard list of requests, the page number read from the address; a page past the end (an old
 * link) sends the visitor to the last page there is.
 */
export async function requestListPage<List extends { totalCount: number; pageSize: number }>(
  args: RouteArgs,
  pageKey: StaticPageKey,
  read: (page: number) => Promise<List>,
): Promise<List> {
  const url = new URL(args.request.url);
  const page = Math.min(pageFrom(url.searchParams), LAST_PAGE);
  const list = await read(page);
  const pageCount = Math.max(1, Math.ceil(list.totalCount / list.pageSize));
  if (page > pageCount) {
    throw redirect(pathFor(pageKey, localeFromPath(url.pathname), {}, pageParams(url.searchParams, pageCount)), {
      headers: PRIVATE_HEADERS,
    });
  }
  return list;
}
