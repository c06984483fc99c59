import { useTranslation } from "~/lib/i18n/use-translation";
import { productRequestNumber, type ProductRequestSummary } from "@contract/api/offers/product-request-schemas";
import type { Locale } from "@contract/locale";
import { pathFor } from "@contract/paths";
import { RouteLink } from "~/components/route-link";
import { ListTable, type ListColumn } from "~/components/ui/list-table";
import { formatDate } from "~/lib/dates";
import { formatQuantity, formatUnitPrice } from "~/lib/format";

/** The price and stock requests: a table from md up, a card per request on phones. */
export function ProductRequestTable({ locale, requests }: { locale: Locale; requests: ProductRequestSummary[] }) {
  const { t } = useTranslation("product-requests");
  const none = t("detail.none");
  const columns: Array<ListColumn<ProductRequestSummary>> = [
    {
      key: "number",
      label: t("list.number"),
      cell: (request) => (
        <RouteLink
          to={pathFor("priceStockRequest", locale, { id: String(request.id), userId: request.userId })}
          className="tabular whitespace-nowrap font-semibold text-primary-700 underline"
        >
          {productRequestNumber(request.id)}
        </RouteLink>
      ),
    },
    { key: "date", label: t("list.date"), className: "tabular", cell: (request) => formatDate(request.createdAt, locale) },
    { key: "sku", label: t("list.sku"), className: "font-part [overflow-wrap:anywhere]", cell: (request) => request.sku },
    { key: "quantity", label: t("list.quantity"), numeric: true, cell: (request) => formatQuantity(request.quantity, locale) },
    {
      key: "targetPrice",
      label: t("list.targetPrice"),
      numeric: true,
      cell: (request) =>
        request.targetPrice === null ? none : formatUnitPrice(request.targetPrice, locale, request.targetCurrency ?? undefined),
    },
    { key: "neededBy", label: t("list.neededBy"), className: "tabular", cell: (request) => formatDate(request.neededBy, locale) ?? none },
    { key: "requester", label: t("list.requester"), className: "[overflow-wrap:anywhere]", cell: (request) => request.requester },
    { key: "status", label: t("list.status"), cell: (request) => t(`status.${request.status}`) },
  ];
  return <ListTable caption={t("list.caption")} columns={columns} rows={requests} rowKey={(request) => request.id} />;
}
