import { useTranslation } from "~/lib/i18n/use-translation";
import type { CartExportFormat } from "@contract/api/carts/operations";
import type { Locale } from "@contract/locale";
import { buildQuery } from "@contract/query";
import type { OrderFilters } from "~/features/orders/order-filters";

/**
 * The listed orders (the list's filters, every page) as a file: plain links, so they work without JavaScript. The
 * resource route exports the list the page shows, the company's or the user's own.
 */
export function OrderExportLinks({ locale, filters }: { locale: Locale; filters: OrderFilters }) {
  const { t } = useTranslation("orders");
  const href = (format: CartExportFormat) =>
    `/api/orders-export?${buildQuery({ format, lng: locale, status: filters.status, q: filters.q || null, userId: filters.userId })}`;
  return (
    <p className="mb-3 flex flex-wrap gap-4 text-sm font-medium">
      <a href={href("xlsx")} download className="text-primary-700 hover:underline">
        {t("list.exportExcel")}
      </a>
      <a href={href("pdf")} download className="text-primary-700 hover:underline">
        {t("list.exportPdf")}
      </a>
    </p>
  );
}
