import * as z from "zod";
import { ORDER_STATUSES, type OrderStatus } from "@contract/api/orders/values";
import type { SessionUser } from "~/lib/auth/session-user";
import { pageFrom } from "~/lib/list-query";

/** Orders per page of the order history. */
export const ORDERS_PAGE_SIZE = 10;
/** The longest search the API takes (orderListQuery's `q`): the search box holds no more. */
export const ORDER_SEARCH_MAX_LENGTH = 60;
/** The last page the API lists (orderListQuery's `page`). */
const LAST_PAGE = 10_000;
/** The status select's "every status" value. */
export const ALL_STATUSES = "all";

export interface OrderFilters {
  status: OrderStatus | null;
  /** An order number or a purchase order number, or a part of one. */
  q: string;
  /** The company's list only: the user who placed the orders, or null for every user. */
  userId: string | null;
  page: number;
}

/**
 * Whether the order history is the company's (every user's orders, who placed each, a filter by user) rather than the
 * user's own: a business user with view-orders (spec §6, docs/decisions/027-business-accounts.md). The API decides.
 */
export const seesCompanyOrders = (user: Pick<SessionUser, "userType" | "permissions">) =>
  user.userType === "b2b" && user.permissions.includes("view-orders");

const isUserId = (value: string | null): value is string => z.uuid().safeParse(value).success;

const isStatus = (value: string | null): value is OrderStatus => ORDER_STATUSES.includes(value as OrderStatus);

/**
 * The order history's filters from its address, as the GET filter form sends them: any status the store does not
 * have ("all", an edited address) shows every status, a user that is not an id ("" for every user) every user's,
 * and the search is cut to what the API takes, so that no address of this page is refused by the API.
 */
export function orderFiltersOf(search: URLSearchParams): OrderFilters {
  const status = search.get("status");
  const userId = search.get("userId");
  return {
    status: isStatus(status) ? status : null,
    q: (search.get("q") ?? "").trim().slice(0, ORDER_SEARCH_MAX_LENGTH).trim(),
    userId: isUserId(userId) ? userId : null,
    page: Math.min(pageFrom(search), LAST_PAGE),
  };
}

export const isFiltered = (filters: OrderFilters) => filters.status !== null || filters.q !== "" || filters.userId !== null;

/** The API's list query (listOrders, and listCompanyOrders with `userIdQueryOf`) for the filters: an empty filter is left out. */
export function orderListQueryOf(filters: OrderFilters) {
  return {
    page: filters.page,
    pageSize: ORDERS_PAGE_SIZE,
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.q ? { q: filters.q } : {}),
  };
}

/** The company list's filter by user, when there is one. */
export const userIdQueryOf = (filters: Pick<OrderFilters, "userId">) => (filters.userId ? { userId: filters.userId } : {});
