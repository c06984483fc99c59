import { describe, expect, it } from "vitest";
import { formatDateTime } from "../../app/lib/dates";
import { countryName, currencyName } from "../../app/features/orders/display-names";
import { orderInvoicePath } from "../../app/features/orders/invoice-path";
import {
  isFiltered,
  orderFiltersOf,
  orderListQueryOf,
  ORDERS_PAGE_SIZE,
  seesCompanyOrders,
  userIdQueryOf,
} from "../../app/features/orders/order-filters";
import { statusTone } from "../../app/features/orders/status-tone";

const filtersOf = (query: string) => orderFiltersOf(new URLSearchParams(query));

describe("order history filters", () => {
  it("reads a status, a search and a page from the address", () => {
    expect(filtersOf("status=shipped&q=%20DE2026%20&page=3")).toEqual({ status: "shipped", q: "DE2026", userId: null, page: 3 });
  });

  it("reads 'all', an unknown status, no search, every user and a bad page as no filter on page 1", () => {
    for (const query of ["status=all&q=", "status=lost&q=%20%20", "page=-2", "page=abc", "userId=", "userId=not-an-id", ""]) {
      const filters = filtersOf(query);
      expect(filters, query).toEqual({ status: null, q: "", userId: null, page: 1 });
      expect(isFiltered(filters)).toBe(false);
    }
  });

  it("cuts a search to the 60 characters the API takes and a page to its last", () => {
    expect(filtersOf(`q=${"x".repeat(80)}`).q).toHaveLength(60);
    expect(filtersOf("page=999999").page).toBe(10_000);
  });

  it("is filtered by a status, a search or a user alone", () => {
    expect(isFiltered(filtersOf("status=paid"))).toBe(true);
    expect(isFiltered(filtersOf("q=PO-17"))).toBe(true);
    expect(isFiltered(filtersOf("userId=4f7c2a9e-1b3d-4c5e-8f6a-2d1e0b9c8a7f"))).toBe(true);
  });

  it("asks the company's list for one user's orders only when a user is chosen", () => {
    const userId = "4f7c2a9e-1b3d-4c5e-8f6a-2d1e0b9c8a7f";
    expect(userIdQueryOf(filtersOf(`userId=${userId}`))).toEqual({ userId });
    expect(userIdQueryOf(filtersOf("userId="))).toEqual({});
  });

  it("shows the company's list to a business user who may view orders, anyone else their own", () => {
    expect(seesCompanyOrders({ userType: "b2b", permissions: ["view-orders"] })).toBe(true);
    expect(seesCompanyOrders({ userType: "b2b", permissions: ["create-orders"] })).toBe(false);
    expect(seesCompanyOrders({ userType: "b2c", permissions: ["view-orders"] })).toBe(false);
  });

  it("asks the API for one page, leaving out the empty filters", () => {
    expect(orderListQueryOf(filtersOf("status=all&q=&page=2"))).toEqual({ page: 2, pageSize: ORDERS_PAGE_SIZE });
    expect(orderListQueryOf(filtersOf("status=cancelled&q=PO-17"))).toEqual({
      page: 1,
      pageSize: ORDERS_PAGE_SIZE,
      status: "cancelled",
      q: "PO-17",
    });
  });
});

describe("order status tone", () => {
  it("is amber while the buyer must act, red when cancelled, green when delivered", () => {
    expect(statusTone("awaiting_payment")).toBe("warn");
    expect(statusTone("cancelled")).toBe("danger");
    expect(statusTone("delivered")).toBe("ok");
  });
});

describe("orderInvoicePath", () => {
  it("is the invoice resource route's path with the order number and the page's language", () => {
    expect(orderInvoicePath("DE20261124-000012", "tr")).toBe("/api/orders/DE20261124-000012/invoice?lng=tr");
    expect(orderInvoicePath("DE20261124-000012", "en")).toBe("/api/orders/DE20261124-000012/invoice?lng=en");
  });
});

describe("formatDateTime", () => {
  it("writes the store's time (Istanbul) with the month in words, in the page's language", () => {
    expect(formatDateTime("2026-11-24T11:05:00Z", "tr")).toBe("24 Kasım 2026 14:05");
    expect(formatDateTime("2026-11-24T11:05:00Z", "en")).toBe("November 24, 2026 at 2:05 PM");
  });

  it("answers null for a missing or unreadable moment", () => {
    expect(formatDateTime(null, "tr")).toBeNull();
    expect(formatDateTime("yesterday", "en")).toBeNull();
  });
});

describe("display names", () => {
  it("names countries and currencies in the page's language", () => {
    expect(countryName("DE", "tr")).toBe("Almanya");
    expect(countryName("DE", "en")).toBe("Germany");
    expect(currencyName("TRY", "tr")).toBe("Türk lirası");
    expect(currencyName("USD", "en")).toBe("US Dollar");
  });

  it("keeps a code it cannot name as it is", () => {
    expect(countryName("XX", "en")).toBe("XX");
    expect(countryName("not a code", "en")).toBe("not a code");
  });
});
