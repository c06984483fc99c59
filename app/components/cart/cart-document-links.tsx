import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Locale } from "@contract/locale";
import { pathFor } from "@contract/paths";
import { useRootUser } from "~/lib/use-root-user";

/**
 * The active cart's legal documents, filled in for the signed-in buyer (routes/cart/cart-document.tsx); a guest reads
 * them at checkout. Shown beside a cart with lines.
 */
export function CartDocumentLinks({ locale }: { locale: Locale }) {
  const { t } = useTranslation("cart-documents");
  const user = useRootUser();
  if (user === null) return null;
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
