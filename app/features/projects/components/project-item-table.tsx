import { useTranslation } from "~/lib/i18n/use-translation";
import type { ProjectItem } from "@contract/api/projects/schemas";
import { pathFor } from "@contract/paths";
import { RouteLink } from "~/components/route-link";
import { productPath } from "~/features/catalog/catalog-links";
import { Form } from "~/components/ui/form";
import { ListTable, type ListColumn } from "~/components/ui/list-table";
import { formatQuantity, formatUnitPrice } from "~/lib/format";
import { usePageLocale } from "~/lib/use-page-locale";

/** The intent of a project page's forms: one item, or all of a project's, into the active cart. */
export const ADD_PROJECT_ITEMS_INTENT = "add";

/**
 * A project's parts and items made to order (or every active project's, `showProject`): the project price (an item
 * made to order: its offered price), the quantity committed and what orders took, and a plain form per part that puts it in the cart at the quantity shown (`orderable`: the project's
 * items can go in a cart today).
 */
export function ProjectItemTable({
  items,
  caption,
  orderable,
  showProject = false,
}: {
  items: ProjectItem[];
  caption: string;
  orderable: boolean;
  showProject?: boolean;
}) {
  const { t } = useTranslation("projects");
  const locale = usePageLocale();
  const columns: Array<ListColumn<ProjectItem>> = [
    ...(showProject
      ? [
          {
            key: "project",
            label: t("project"),
            cell: (item: ProjectItem) => (
              <RouteLink to={pathFor("projectDetail", locale, { id: item.projectId })} className="font-semibold text-primary-700 underline">
                {item.projectName}
              </RouteLink>
            ),
          },
        ]
      : []),
    {
      key: "part",
      label: t("part"),
      cell: (item) =>
        item.offerLine && item.variantId === 0 ? (
          // An item made to order (docs/decisions/045-projects.md): no catalog page, its offer line describes it.
          <>
            <span className="font-semibold text-gray-900">{item.description}</span>
            {item.offerLine.specification && <span className="block text-xs text-gray-700">{item.offerLine.specification}</span>}
            <span className="block text-xs text-gray-700">{t("madeToOrder", { reference: item.offerLine.reference })}</span>
          </>
        ) : (
          <>
            <RouteLink
              to={productPath(locale, { categorySlug: item.categorySlug, productSlug: item.slug, sku: item.sku })}
              className="font-part font-semibold text-primary-700 underline"
            >
              {item.mpn}
            </RouteLink>
            <span className="block text-xs text-gray-700">
              {item.manufacturerName} · {item.sku}
            </span>
            {item.offerLine && (
              <span className="block text-xs text-gray-700">{t("fromOffer", { reference: item.offerLine.reference })}</span>
            )}
          </>
        ),
    },
    {
      key: "price",
      label: t("projectPrice"),
      numeric: true,
      cell: (item) =>
        item.unitPriceUsd === null && item.offerLine
          ? t("offeredPrice", { price: formatUnitPrice(item.offerLine.unitPrice, locale, item.offerLine.currency) })
          : formatUnitPrice(item.unitPriceUsd, locale, "USD"),
    },
    { key: "committed", label: t("committed"), numeric: true, cell: (item) => formatQuantity(item.committedQuantity, locale) },
    { key: "ordered", label: t("ordered"), numeric: true, cell: (item) => formatQuantity(item.orderedQuantity, locale) },
    ...(orderable
      ? [
          {
            key: "add",
            label: t("cart"),
            cell: (item: ProjectItem) => (
              <Form method="post">
                <input type="hidden" name="projectId" value={item.projectId} />
                <input type="hidden" name="itemId" value={item.id} />
                <button
                  type="submit"
                  name="intent"
                  value={ADD_PROJECT_ITEMS_INTENT}
                  aria-label={t("addOneLabel", { sku: item.sku, quantity: formatQuantity(item.cartQuantity, locale) })}
                  className="whitespace-nowrap rounded bg-accent-600 px-3 py-1 text-sm font-semibold text-white hover:bg-accent-700"
                >
                  {t("addOne", { quantity: formatQuantity(item.cartQuantity, locale) })}
                </button>
              </Form>
            ),
          },
        ]
      : []),
  ];
  return <ListTable caption={caption} columns={columns} rows={items} rowKey={(item) => item.id} />;
}
