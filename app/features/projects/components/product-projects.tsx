import { useTranslation } from "~/lib/i18n/use-translation";
import type { ProjectItem } from "@contract/api/projects/schemas";
import { pathFor } from "@contract/paths";
import { RouteLink } from "~/components/route-link";
import { formatUnitPrice } from "~/lib/format";
import { usePageLocale } from "~/lib/use-page-locale";

/** On the product page: the projects of the user's company that hold this part, with the project price (spec §3: project flag and items). */
export function ProductProjects({ items }: { items: ProjectItem[] }) {
  const { t } = useTranslation("projects");
  const locale = usePageLocale();
  if (!items.length) return null;
  return (
    <aside
      aria-labelledby="product-projects"
      className="mt-2 rounded border border-primary-200 bg-primary-50 p-2 text-sm"
      data-testid="product-projects"
    >
      <h2 id="product-projects" className="font-semibold text-gray-900">
        {t("product.heading")}
      </h2>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <RouteLink to={pathFor("projectDetail", locale, { id: item.projectId })} className="text-primary-700 underline">
              {t("product.line", { project: item.projectName, sku: item.sku, price: formatUnitPrice(item.unitPriceUsd, locale, "USD") })}
            </RouteLink>
          </li>
        ))}
      </ul>
    </aside>
  );
}
