import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import type { OrderPlacer } from "@contract/api/orders/schemas";
import { ORDER_STATUSES } from "@contract/api/orders/values";
import type { Locale } from "@contract/locale";
import { pathFor } from "@contract/paths";
import { Form } from "~/components/ui/form";
import { ALL_STATUSES, isFiltered, ORDER_SEARCH_MAX_LENGTH, type OrderFilters } from "~/features/orders/order-filters";

/**
 * The order history's filters: a GET form, so a filtered list has an address of its own and works without
 * JavaScript. Keyed by the filters, so that after "clear filters" (a link, followed in the page with scripts) the
 * fields show what the list shows. The company's list (`placers` given) is filtered by who placed the orders too.
 */
export function OrderFilterForm({
  locale,
  filters,
  clearLink,
  placers,
}: {
  locale: Locale;
  filters: OrderFilters;
  clearLink: boolean;
  placers?: OrderPlacer[];
}) {
  const { t } = useTranslation("orders");
  const listPath = pathFor("orders", locale);
  return (
    <Form
      key={`${filters.status ?? ALL_STATUSES}|${filters.q}|${filters.userId ?? ""}`}
      method="get"
      action={listPath}
      role="search"
      aria-label={t("list.filters")}
      className="flex flex-wrap items-end gap-3 rounded border border-gray-200 bg-white p-3"
    >
      <div>
        <label htmlFor="order-status" className="block text-sm font-medium text-gray-800">
          {t("list.status")}
        </label>
        <select
          id="order-status"
          name="status"
          defaultValue={filters.status ?? ALL_STATUSES}
          className="mt-1 block rounded border border-gray-400 bg-white px-2 py-2 text-sm text-gray-900"
        >
          <option value={ALL_STATUSES}>{t("list.allStatuses")}</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`status.${status}`)}
            </option>
          ))}
        </select>
      </div>
      {placers && (
        <div>
          <label htmlFor="order-placer" className="block text-sm font-medium text-gray-800">
            {t("list.placedBy")}
          </label>
          <select
            id="order-placer"
            name="userId"
            defaultValue={filters.userId ?? ""}
            className="mt-1 block max-w-64 rounded border border-gray-400 bg-white px-2 py-2 text-sm text-gray-900"
          >
            <option value="">{t("list.allUsers")}</option>
            {placers.map((placer) => (
              <option key={placer.id} value={placer.id}>
                {`${placer.firstName} ${placer.lastName} (${placer.email})`}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="min-w-0 flex-1 basis-56">
        <label htmlFor="order-search" className="block text-sm font-medium text-gray-800">
          {t("list.search")}
        </label>
        <input
          id="order-search"
          type="search"
          name="q"
          defaultValue={filters.q}
          maxLength={ORDER_SEARCH_MAX_LENGTH}
          autoComplete="off"
          className="mt-1 block w-full rounded border border-gray-400 px-3 py-2 text-sm text-gray-900"
        />
      </div>
      <button type="submit" className="rounded bg-primary-700 px-4 py-2 text-sm font-semibold text-white hover:bg-primary-800">
        {t("list.apply")}
      </button>
      {clearLink && isFiltered(filters) && (
        <Link to={listPath} className="py-2 text-sm font-medium text-primary-700 underline">
          {t("list.clear")}
        </Link>
      )}
    </Form>
  );
}
