import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import type { OrderStatus } from "@contract/api/orders/values";
import { mayRequestReturn } from "@contract/api/returns/values";
import type { Locale } from "@contract/locale";
import { pathFor } from "@contract/paths";

/**
 * On a delivered order's page (or one with a return already requested, for the rest): the way to the return form,
 * which says itself when the 14 days have passed or nothing is left.
 */
export function ReturnRequestLink({ locale, order }: { locale: Locale; order: { orderNumber: string; status: OrderStatus } }) {
  const { t } = useTranslation("returns");
  if (!mayRequestReturn(order.status)) return null;
  return (
    <Link
      to={pathFor("returnRequestForm", locale, { id: order.orderNumber })}
      className="mt-3 inline-block rounded border border-primary-700 px-4 py-2 text-sm font-semibold text-primary-700 hover:bg-primary-50"
    >
      {t("request.link")}
    </Link>
  );
}
