import { useLocation, useSubmit } from "@remix-run/react";
import { Form } from "~/components/ui/form";
import { useTranslation } from "~/lib/i18n/use-translation";
import { MAX_PRICE_QUANTITY, PRICE_SORTS, type Sort } from "@contract/limits";
import { useHydrated } from "~/lib/use-hydrated";
import { KeepParams } from "./keep-params";

interface SortSelectProps {
  options: Array<{ value: string; label: string }>;
  value: Sort;
  /** The quantity the price sort compares at (decision 054); null: each part's first price break. */
  quantity: number | null;
}

/**
 * Sort as a GET form: the other query parameters ride along as hidden fields (the page resets to 1). A price sort
 * has a quantity field beside it: prices compare at that quantity. Until the page's JavaScript runs its button
 * submits; then a change of the sort does, and the quantity goes with Enter or its own button.
 */
export function SortSelect({ options, value, quantity }: SortSelectProps) {
  const { t } = useTranslation("catalog");
  const { pathname, search } = useLocation();
  const submit = useSubmit();
  const hydrated = useHydrated();
  const byPrice = PRICE_SORTS.includes(value);
  return (
    <Form
      method="get"
      action={pathname}
      className="flex flex-wrap items-center gap-2"
      onChange={(event) => {
        if ((event.target as HTMLElement).id === "list-sort") submit(event.currentTarget);
      }}
    >
      <KeepParams search={new URLSearchParams(search)} drop={(key) => key === "sort" || key === "quantity"} />
      <label htmlFor="list-sort" className="text-sm text-gray-700">
        {t("sort.label")}
      </label>
      <select id="list-sort" name="sort" defaultValue={value} className="rounded border border-gray-300 bg-white py-1 pl-2 pr-8 text-sm">
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {byPrice && (
        <>
          <label htmlFor="list-sort-quantity" className="text-sm text-gray-700">
            {t("sort.atQuantity")}
          </label>
          <input
            id="list-sort-quantity"
            name="quantity"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_PRICE_QUANTITY}
            step={1}
            defaultValue={quantity ?? ""}
            placeholder={t("sort.firstBreak")}
            className="w-28 rounded border border-gray-300 px-2 py-1 text-sm"
          />
        </>
      )}
      {(!hydrated || byPrice) && (
        <button type="submit" className="rounded border border-primary-700 px-2 py-1 text-sm font-medium text-primary-700">
          {t("sort.apply")}
        </button>
      )}
    </Form>
  );
}
