import { useLocation, useSubmit } from "@remix-run/react";
import { Form } from "~/components/ui/form";
import { useTranslation } from "react-i18next";
import { useHydrated } from "~/lib/use-hydrated";
import { KeepParams } from "./keep-params";

interface SortSelectProps {
  options: Array<{ value: string; label: string }>;
  value: string;
}

/**
 * Sort as a GET form: the other query parameters ride along as hidden fields (the page resets to 1).
 * Until the page's JavaScript runs its button submits; then a change does.
 */
export function SortSelect({ options, value }: SortSelectProps) {
  const { t } = useTranslation("catalog");
  const { pathname, search } = useLocation();
  const submit = useSubmit();
  const hydrated = useHydrated();
  return (
    <Form method="get" action={pathname} className="flex items-center gap-2" onChange={(event) => submit(event.currentTarget)}>
      <KeepParams search={new URLSearchParams(search)} drop={(key) => key === "sort"} />
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
      {!hydrated && (
        <button type="submit" className="rounded border border-primary-700 px-2 py-1 text-sm font-medium text-primary-700">
          {t("sort.apply")}
        </button>
      )}
    </Form>
  );
}
