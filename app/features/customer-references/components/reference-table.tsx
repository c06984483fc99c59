import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import type { CustomerReference } from "@contract/api/customer-references/schemas";
import { pathFor } from "@contract/paths";
import { ListTable } from "~/components/ui/list-table";
import { productPath } from "~/features/catalog/catalog-links";
import { usePageLocale } from "~/lib/use-page-locale";

/**
 * The company's numbers with their parts (each linked to its product page); a manager's rows link to the form filled
 * with the number and to the delete confirmation, keeping the list's search and page.
 */
export function ReferenceTable({
  items,
  canManage,
  query,
}: {
  items: CustomerReference[];
  canManage: boolean;
  query: Record<string, string | number>;
}) {
  const { t } = useTranslation("customer-references");
  const locale = usePageLocale();
  const linkTo = (extra: Record<string, number>) => pathFor("customerReferenceNumbers", locale, {}, { ...query, ...extra });
  const day = new Intl.DateTimeFormat(locale === "tr" ? "tr-TR" : "en-GB", { dateStyle: "medium", timeZone: "Europe/Istanbul" });
  return (
    <ListTable
      caption={t("listHeading")}
      rows={items}
      rowKey={(item) => item.id}
      columns={[
        { key: "number", label: t("table.number"), className: "tabular font-mono font-semibold", cell: (item) => item.number },
        {
          key: "part",
          label: t("table.part"),
          cell: (item) => (
            <Link to={productPath(locale, item)} className="tabular font-mono text-primary-700 underline">
              {item.sku}
            </Link>
          ),
        },
        { key: "mpn", label: t("table.mpn"), className: "tabular font-mono", cell: (item) => item.mpn },
        { key: "manufacturer", label: t("table.manufacturer"), cell: (item) => item.manufacturerName },
        { key: "note", label: t("table.note"), className: "[overflow-wrap:anywhere]", cell: (item) => item.note ?? "" },
        {
          key: "updated",
          label: t("table.updated"),
          cell: (item) => [day.format(new Date(item.updatedAt)), item.updatedByName].filter(Boolean).join(" · "),
        },
        ...(canManage
          ? [
              {
                key: "actions",
                label: t("table.actions"),
                cell: (item: CustomerReference) => (
                  <span className="space-x-3 whitespace-nowrap">
                    <Link to={linkTo({ edit: item.id })} className="font-semibold text-primary-700 underline">
                      {t("table.edit")}
                      <span className="sr-only">: {item.number}</span>
                    </Link>
                    <Link to={linkTo({ confirmDelete: item.id })} className="font-semibold text-danger-700 underline">
                      {t("table.delete")}
                      <span className="sr-only">: {item.number}</span>
                    </Link>
                  </span>
                ),
              },
            ]
          : []),
      ]}
    />
  );
}
