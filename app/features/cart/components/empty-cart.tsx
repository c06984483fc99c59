import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import type { Locale } from "@contract/locale";
import { pathFor } from "@contract/paths";

/** An empty cart leads back to the catalog. */
export function EmptyCart({ locale }: { locale: Locale }) {
  const { t } = useTranslation("cart");
  return (
    <section aria-labelledby="empty-cart-title" className="mt-4 rounded border border-gray-200 bg-white p-6">
      <h2 id="empty-cart-title" className="text-lg font-semibold text-gray-900">
        {t("empty.title")}
      </h2>
      <p className="mt-1 text-gray-700">{t("empty.text")}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Link to={pathFor("categories", locale)} className="rounded bg-primary-700 px-4 py-2 font-semibold text-white hover:bg-primary-800">
          {t("empty.browse")}
        </Link>
        <Link
          to={pathFor("productLists", locale)}
          className="rounded border border-primary-700 px-4 py-2 font-semibold text-primary-700 hover:bg-primary-50"
        >
          {t("empty.search")}
        </Link>
      </div>
    </section>
  );
}
