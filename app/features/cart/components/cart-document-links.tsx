import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import type { Locale } from "@contract/locale";
import { pathFor } from "@contract/paths";

/**
 * The active cart's legal documents, filled in for the buyer, a signed-in one or a guest as far as the guest has typed
 * (features/cart/routes/cart-document.tsx). Shown beside a cart with lines.
 */
export function CartDocumentLinks({ locale }: { locale: Locale }) {
  const { t } = useTranslation("cart-documents");
  return (
    <nav aria-label={t("linksLabel")} className="mt-2">
      <ul className="flex flex-wrap gap-4 text-sm font-medium">
        <li>
          <Link to={pathFor("cartPreliminaryInformation", locale)} className="text-primary-700 hover:underline">
            {t("titles.preliminary-information-form")}
          </Link>
        </li>
        <li>
          <Link to={pathFor("cartDistanceSalesContract", locale)} className="text-primary-700 hover:underline">
            {t("titles.distance-sales-contract")}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
