import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import type { Locale } from "@contract/locale";
import { Form } from "~/components/ui/form";
import { Pagination } from "~/components/ui/pagination";

// The parts every desk's list page shares: a GET form of filters (it works without JavaScript and keeps the choice in
// the address), and the results with their pages or an empty state.

const INPUT_CLASS = "mt-1 block w-full rounded border border-gray-400 bg-white px-3 py-2 text-gray-900 shadow-sm focus:border-primary-600";

/** A labelled text or date filter, with an optional hint under it. */
export function FilterInput({
  id,
  name,
  label,
  defaultValue,
  type = "text",
  hint,
}: {
  id: string;
  name: string;
  label: string;
  defaultValue: string;
  type?: "text" | "date" | "search";
  hint?: string;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-gray-800">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={defaultValue}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className={INPUT_CLASS}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-gray-700">
          {hint}
        </p>
      )}
    </div>
  );
}

/** A labelled choice among `options`, the first one "any" (the filter left out) when `anyLabel` is given. */
export function FilterSelect({
  id,
  name,
  label,
  anyLabel,
  defaultValue,
  options,
}: {
  id: string;
  name: string;
  label: string;
  anyLabel?: string;
  defaultValue: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-gray-800">
        {label}
      </label>
      <select id={id} name={name} defaultValue={defaultValue} className={INPUT_CLASS}>
        {anyLabel !== undefined && <option value="">{anyLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

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
