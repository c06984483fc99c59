import { Form } from "~/components/ui/form";
import { useTranslation } from "~/lib/i18n/use-translation";
import { formatRangePlaceholder, rangeFieldUnit } from "@contract/range-field";
import type { ListLocation } from "~/lib/list-query";
import { usePageLocale } from "~/lib/use-page-locale";
import { RANGE_MAX, RANGE_MIN } from "~/features/catalog/product-list-query";
import { KeepParams } from "./keep-params";

interface RangeFilterProps {
  location: ListLocation;
  code: string;
  label: string;
  unit: string | null;
  /** Range of the matching parts in the property's base unit (placeholders). */
  min: number | null;
  max: number | null;
}

/** A numeric property's range as a GET form; values are typed as engineers write them (4k7, 100n; 32 or 1M in a KB field). */
export function RangeFilter({ location, code, label, unit, min, max }: RangeFilterProps) {
  const { t } = useTranslation("catalog");
  const locale = usePageLocale();
  const { pathname, search: current } = location;
  const minKey = `${RANGE_MIN}${code}`;
  const maxKey = `${RANGE_MAX}${code}`;
  const id = `range-${code}`;
  const fieldUnit = rangeFieldUnit(unit);
  const unitText = fieldUnit ? ` (${fieldUnit})` : "";
  return (
    <Form method="get" action={pathname} aria-labelledby={`${id}-title`}>
      <KeepParams search={current} drop={(key) => key === minKey || key === maxKey} />
      <h3 id={`${id}-title`} className="mb-1 text-sm font-semibold text-gray-900">
        {label}
        {unitText}
      </h3>
      <div className="flex items-end gap-1">
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-min`} className="block text-xs text-gray-700">
            {t("filters.min")}
          </label>
          <input
            id={`${id}-min`}
            name={minKey}
            defaultValue={current.get(minKey) ?? ""}
            placeholder={min !== null ? formatRangePlaceholder(min, unit, locale) : undefined}
            inputMode="decimal"
            className="tabular w-full rounded border border-gray-400 px-1.5 py-1 text-sm"
          />
        </div>
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-max`} className="block text-xs text-gray-700">
            {t("filters.max")}
          </label>
          <input
            id={`${id}-max`}
            name={maxKey}
            defaultValue={current.get(maxKey) ?? ""}
            placeholder={max !== null ? formatRangePlaceholder(max, unit, locale) : undefined}
            inputMode="decimal"
            className="tabular w-full rounded border border-gray-400 px-1.5 py-1 text-sm"
          />
        </div>
        <button
          type="submit"
          className="rounded border border-primary-700 px-2 py-1 text-sm font-medium text-primary-700 hover:bg-primary-50"
        >
          {t("filters.apply")}
          <span className="sr-only"> {label}</span>
        </button>
      </div>
    </Form>
  );
}
