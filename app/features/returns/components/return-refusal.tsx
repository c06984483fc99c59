import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import type { ReturnableOrder } from "@contract/api/returns/schemas";
import type { Locale } from "@contract/locale";
import { pathFor } from "@contract/paths";
import { formatDateTime } from "~/lib/dates";

/** Instead of the form, why nothing of this order can be returned now, and where the buyer's returns are. */
export function ReturnRefusal({ locale, order }: { locale: Locale; order: ReturnableOrder }) {
  const { t } = useTranslation(["returns", "orders"]);
  if (!order.refusal) return null;
  const reason = t(`request.refusal.${order.refusal}`, {
    status: t(`orders:status.${order.orderStatus}`),
    date: formatDateTime(order.returnableUntil, locale),
  });
  return (
    <section aria-labelledby="return-refusal" className="max-w-3xl rounded border border-warn-700 bg-warn-50 p-4 text-sm text-gray-900">
      <h2 id="return-refusal" className="text-base font-semibold">
        {t("request.refusalTitle")}
      </h2>
      <p className="mt-1">{reason}</p>
      <Link to={pathFor("returns", locale)} className="mt-3 inline-block font-semibold text-primary-700 underline">
        {t("request.seeReturns")}
      </Link>
    </section>
  );
}
