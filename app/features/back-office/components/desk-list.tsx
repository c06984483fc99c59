import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import type { Locale } from "@contract/locale";
import { Form } from "~/components/ui/form";
import { Pagination } from "~/components/ui/pagination";

// The parts every desk's list page shares: a GET form of filters (it works without JavaScript and keeps the choice in
// the address), and the results with their pages or an empty state.

/** The filters' form: its heading, the fields in a grid, search and "clear" (the list's own address). */
export function DeskFilters({
  id,
  title,
  searchLabel,
  clearLabel,
  clearTo,
  children,
}: {
  id: string;
  title: string;
  searchLabel: string;
  clearLabel: string;
  clearTo: string;
  children: ReactNode;
}) {
  return (
    <Form method="get" className="rounded border border-gray-200 bg-white p-4" aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold text-gray-900">
        {title}
      </h2>
      <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">{children}</div>
      <div className="mt-4 flex items-center gap-4">
        <button type="submit" className="rounded bg-primary-700 px-4 py-2 font-semibold text-white hover:bg-primary-800">
          {searchLabel}
        </button>
        <Link to={clearTo} className="text-sm text-primary-700 underline">
          {clearLabel}
        </Link>
      </div>
    </Form>
  );
}

/** A page of results: the empty state, or the pages' links above the table. */
export function DeskResults({
  locale,
  list,
  emptyText,
  pagesLabel,
  countText,
  children,
}: {
  locale: Locale;
  list: { page: number; pageSize: number; totalCount: number; items: readonly unknown[] };
  emptyText: string;
  pagesLabel: string;
  countText: (range: { from: string; to: string; total: string }) => string;
  children: ReactNode;
}) {
  return (
    <div className="mt-6">
      {list.items.length === 0 ? (
        <p className="text-sm text-gray-700">{emptyText}</p>
      ) : (
        <>
          <Pagination
            locale={locale}
            page={list.page}
            pageSize={list.pageSize}
            total={list.totalCount}
            label={pagesLabel}
            rangeText={countText}
          />
          {children}
        </>
      )}
    </div>
  );
}
