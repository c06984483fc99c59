import { ORDER_STATUSES, type OrderStatus } from "@contract/api/orders/values";
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
  page: number;
}

const isStatus = (value: string | null): value is OrderStatus => ORDER_STATUSES.includes(value as OrderStatus);

/**
 * The order history's filters from its address, as the GET filter form sends them: any status the store does not
 * have ("all", an edited address) shows every status, and the search is cut to what the API takes, so that no
 * address of this page is refused by the API.
 */
export function orderFiltersOf(search: URLSearchParams): OrderFilters {
  const status = search.get("status");
  return {
    status: isStatus(status) ? status : null,
    q: (search.get("q") ?? "").trim().slice(0, ORDER_SEARCH_MAX_LENGTH).trim(),
    page: Math.min(pageFrom(search), LAST_PAGE),
  };
}

export const isFiltered = (filters: OrderFilters) => filters.status !== null || filters.q !== "";

/** The API's list query (listOrders) for the filters: an empty filter is left out. */
export function orderListQueryOf(filters: OrderFilters) {
  return {
    page: filters.page,
    pageSize: ORDERS_PAGE_SIZE,
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.q ? { q: filters.q } : {}),
  };
}
