import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import type { Dashboard } from "@contract/api/dashboard/schemas";
import type { Locale } from "@contract/locale";
import { pathFor } from "@contract/paths";
import { formatAmount } from "~/lib/format";

/** The dashboard home's "recent carts": the newest few by name, size and total, each leading to the carts page. */
export function RecentCarts({ carts, locale }: { carts: Dashboard["recentCarts"]; locale: Locale }) {
  const { t } = useTranslation("your-carts");
  const yourCarts = pathFor("yourCarts", locale);
  return (
    <section aria-labelledby="recent-carts-title" className="mt-8">
      <h2 id="recent-carts-title" className="text-lg font-semibold text-gray-900">
        {t("recent.title")}
      </h2>
      {carts === null ? (
        <p className="mt-2 text-sm text-gray-700">{t("recent.unavailable")}</p>
      ) : carts.length === 0 ? (
        <p className="mt-2 text-sm text-gray-700">{t("recent.none")}</p>
      ) : (
        <ul className="mt-3 divide-y divide-gray-200 rounded border border-gray-200 bg-white">
          {carts.map((cart) => (
            <li key={cart.id}>
              <Link to={yourCarts} className="flex items-center justify-between gap-3 px-4 py-2 hover:bg-primary-50">
                <span className="font-semibold text-primary-700">
                  {cart.name}
                  {cart.isActive && <span className="ml-2 text-xs font-normal text-gray-700">({t("active")})</span>}
                </span>
                <span className="tabular text-sm text-gray-700">
                  {t("lines", { count: cart.productCount })} · {formatAmount(cart.total, locale, cart.currency)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Link to={yourCarts} className="mt-2 inline-block text-sm font-semibold text-primary-700 underline">
        {t("recent.all")}
      </Link>
    </section>
  );
}
