import { useTranslation } from "~/lib/i18n/use-translation";
import { RouteLink } from "~/components/route-link";

export interface Crumb {
  label: string;
  /** The last crumb (the page itself) has no link. */
  to?: string;
}

export function Breadcrumb({ items }: { items: Crumb[] }) {
  const { t } = useTranslation("catalog");
  if (items.length === 0) return null;
  return (
    <nav aria-label={t("breadcrumb")} className="text-sm text-gray-600">
      <ol className="flex flex-wrap items-center gap-x-1">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`} className="flex items-center gap-x-1">
              {item.to && !last ? (
                <RouteLink to={item.to} className="text-primary-700 hover:underline">
                  {item.label}
                </RouteLink>
              ) : (
                <span aria-current={last ? "page" : undefined} className="text-gray-800">
                  {item.label}
                </span>
              )}
              {!last && (
                <span aria-hidden="true" className="text-gray-400">
                  /
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
