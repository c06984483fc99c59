import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { getPayment } from "@contract/api/current-account/operations";
import { pathFor } from "@contract/paths";
import { DashboardShell } from "~/features/account/components/dashboard-shell";
import { formatDate } from "~/lib/dates";
import { formatAmount } from "~/lib/format";
import { titleMeta } from "~/lib/meta";
import { usePageLocale } from "~/lib/use-page-locale";
import { PRIVATE_HEADERS } from "~/server/auth.server";
import { passCacheControl } from "~/server/cache.server";
import { dashboardGet, dashboardMeta } from "~/server/dashboard.server";

export const handle = { i18n: ["common", "account", "current-account"] };

export const headers = passCacheControl;

/** One payment: its order, amount, currency, day, method, reference and installments (another's answers 404). */
export async function loader(args: LoaderFunctionArgs) {
  const payment = await dashboardGet(args, getPayment, { params: { paymentId: args.params.id ?? "" } });
  const meta = await dashboardMeta(args.request, "nav.payments");
  return data({ ...meta, payment }, { headers: PRIVATE_HEADERS });
}

export default function PaymentDetailPage() {
  const { payment } = useLoaderData<typeof loader>();
  const { t } = useTranslation("current-account");
  const locale = usePageLocale();
  const rows: Array<[string, React.ReactNode]> = [
    [
      t("payments.order"),
      <Link key="order" to={pathFor("orderDetail", locale, { id: payment.orderNumber })} className="text-primary-700 underline">
        {payment.orderNumber}
      </Link>,
    ],
    [t("payments.amount"), formatAmount(payment.amount, locale, payment.currencyCode)],
    [t("payments.currency"), payment.currencyCode],
    [t("payments.date"), formatDate(payment.paidAt, locale)],
    [t("payments.method"), t(`methods.${payment.method}`)],
    [t("payments.reference"), payment.reference ?? "—"],
    [t("payments.installments"), String(payment.installments)],
    [t("payments.orderTotal"), formatAmount(payment.orderTotal, locale, payment.orderCurrencyCode)],
  ];
  if (payment.cardCommission !== null)
    rows.push([t("payments.commission"), formatAmount(payment.cardCommission, locale, payment.currencyCode)]);
  return (
    <DashboardShell title={t("payments.detailTitle", { orderNumber: payment.orderNumber })}>
      <dl className="grid max-w-xl grid-cols-[12rem_1fr] gap-x-6 gap-y-2 text-sm" data-testid="payment-detail">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-gray-700">{label}</dt>
            <dd className="tabular text-gray-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-6">
        <Link to={pathFor("payments", locale)} className="text-primary-700 underline">
          {t("payments.back")}
        </Link>
      </p>
    </DashboardShell>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => [titleMeta(loaderData?.title, matches)];
