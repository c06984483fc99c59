import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { ORDER_NUMBER_PATTERN, type Order } from "@contract/api/orders/schemas";
import type { PaymentType } from "@contract/api/orders/values";
import { bankAccountList } from "@contract/api/payments/bank-accounts";
import type { Locale } from "@contract/locale";
import { matchPage, pathFor } from "@contract/paths";
import { RateNote } from "~/components/rate-note";
import { usePurchaseEvent } from "~/features/checkout/components/use-checkout-events";
import { BankAccountList } from "~/features/payments/components/bank-account-list";
import { formatDateTime } from "~/lib/dates";
import { formatAmount } from "~/lib/format";
import { privatePageMeta } from "~/lib/meta";
import { CardChargeSummary } from "~/features/orders/components/card-charge-summary";
import { orderInvoicePath } from "~/features/orders/invoice-path";
import { usePageLocale } from "~/lib/use-page-locale";
import { api } from "~/server/api.server";
import { throwRouteError } from "~/server/api-errors.server";
import { PRIVATE_HEADERS, passCacheControl } from "~/server/cache.server";
import { isGuest } from "~/server/auth.server";
import { checkoutOperations } from "~/features/checkout/checkout.server";
import { i18n } from "~/server/i18n.server";
import { languageOf } from "~/server/language.server";

export const handle = { i18n: ["common", "checkout", "orders", "bank-accounts"] };

export const headers = passCacheControl;

const SUCCESS_PAGES: Record<PaymentType, "orderSuccessPos" | "orderSuccessEft" | "orderSuccessNetTerm"> = {
  pos: "orderSuccessPos",
  eft: "orderSuccessEft",
  net: "orderSuccessNetTerm",
};

/**
 * The order just placed (`?order=<number>`), as the API has it: the buyer's own only (another's is a 404). One module
 * serves the three success pages; an order shown on another type's page is sent to its own.
 */
export async function loader(args: LoaderFunctionArgs) {
  const url = new URL(args.request.url);
  const locale = languageOf(args.request);
  const guest = await isGuest(args);
  const orderNumber = url.searchParams.get("order") ?? "";
  if (!ORDER_NUMBER_PATTERN.test(orderNumber)) throw new Response(null, { status: 404 });
  const { data: order } = await api(args)
    .call(checkoutOperations(guest).order, { params: { orderNumber } })
    .catch((error) => throwRouteError(error, args));
  const page = SUCCESS_PAGES[order.paymentType];
  if (matchPage(url.pathname)?.key !== page) throw redirect(pathFor(page, locale, {}, { order: order.orderNumber }));
  const accounts =
    order.paymentType === "eft"
      ? (
          await api(args)
            .call(bankAccountList)
            .catch((error) => throwRouteError(error, args))
        ).data
      : [];
  const t = await i18n.getFixedT(args.request, "checkout");
  return data({ order, accounts, guest, title: t(`success.titles.${order.paymentType}`) }, { headers: PRIVATE_HEADERS });
}

export default function OrderSuccessPage() {
  const { order, accounts, guest, title } = useLoaderData<typeof loader>();
  const { t } = useTranslation(["checkout", "orders"]);
  const locale = usePageLocale();
  usePurchaseEvent(order);
  const card = order.payments.findLast((payment) => payment.status === "captured");

  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-2xl font-bold text-gray-900">{title}</h1>
      <p className="mt-3 text-lg text-gray-800">
        {t("success.orderNumber")}{" "}
        <strong className="tabular" data-order-number>
          {order.orderNumber}
        </strong>
      </p>
      <p className="mt-1 text-gray-700">
        {t(`orders:status.${order.status}`)} · {t(`orders:paymentType.${order.paymentType}`)}
      </p>
      {order.paymentType === "pos" && card && (
        <p className="mt-2 text-gray-700">{t("success.card", { card: card.cardSummary ?? "", count: card.installments })}</p>
      )}
      {order.paymentType === "net" && <p className="mt-2 text-gray-700">{t("success.netTerm")}</p>}
      {guest && <p className="mt-2 max-w-3xl text-gray-700">{t("success.guestMail", { email: order.email })}</p>}
      {order.paymentType === "eft" && (
        <p className="mt-2 max-w-3xl text-gray-700">
          {t("success.eftInstructions", { order: order.orderNumber, date: formatDateTime(order.expiresAt, locale) ?? "" })}
        </p>
      )}

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <OrderTotals locale={locale} order={order} />
        {order.cardCharge && (
          <section aria-labelledby="success-card-charge" className="rounded border border-gray-200 bg-white p-4">
            <h2 id="success-card-charge" className="text-lg font-semibold text-gray-900">
              {t("orders:cardCharge.title")}
            </h2>
            <div className="mt-3">
              <CardChargeSummary locale={locale} order={order} />
            </div>
          </section>
        )}
      </div>

      {order.paymentType === "eft" && (
        <section aria-labelledby="success-bank-accounts" className="mt-8">
          <h2 id="success-bank-accounts" className="text-lg font-semibold text-gray-900">
            {t("success.bankAccounts")}
          </h2>
          <div className="mt-3">
            <BankAccountList accounts={accounts} locale={locale} headingLevel={3} />
          </div>
        </section>
      )}

      <p className="mt-8 flex flex-wrap gap-4">
        {guest ? (
          <Link to={pathFor("signup", locale)} className="rounded bg-primary-700 px-4 py-2 font-semibold text-white hover:bg-primary-800">
            {t("success.createAccount")}
          </Link>
        ) : (
          <Link
            to={pathFor("orderDetail", locale, { id: order.orderNumber })}
            className="rounded bg-primary-700 px-4 py-2 font-semibold text-white hover:bg-primary-800"
          >
            {t("success.viewOrder")}
          </Link>
        )}
        {/* A plain link: the browser downloads the file itself (no page change, no script needed). */}
        <a
          href={orderInvoicePath(order.orderNumber, locale)}
          className="rounded border border-primary-700 px-4 py-2 font-semibold text-primary-700 hover:bg-primary-50"
        >
          {t(order.invoice ? "orders:documents.invoice" : "orders:documents.proforma")}
        </a>
        <Link to={pathFor("categories", locale)} className="rounded border border-primary-700 px-4 py-2 font-semibold text-primary-700">
          {t("success.continueShopping")}
        </Link>
      </p>
    </div>
  );
}

/** The order's totals in its currency, and for a transfer also in TRY and USD with the rates the order recorded. */
function OrderTotals({ locale, order }: { locale: Locale; order: Order }) {
  const { t } = useTranslation("checkout");
  const sets = order.paymentType === "eft" ? uniqueByCurrency([order.totals, order.totalsTry, order.totalsUsd]) : [order.totals];
  return (
    <section aria-labelledby="success-totals" className="rounded border border-gray-200 bg-white p-4">
      <h2 id="success-totals" className="text-lg font-semibold text-gray-900">
        {t("summary.title")}
      </h2>
      {sets.map((totals) => (
        <dl key={totals.currency} className="mt-3 space-y-1 text-sm" data-totals-currency={totals.currency}>
          {(["subtotal", "discount", "shipping", "tax"] as const)
            .filter((name) => name !== "discount" || Number(totals.discount) > 0)
            .map((name) => (
              <div key={name} className="flex justify-between gap-4">
                <dt className="text-gray-700">{t(`success.totals.${name}`)}</dt>
                <dd className="tabular">{formatAmount(totals[name], locale, totals.currency)}</dd>
              </div>
            ))}
          <div className="flex justify-between gap-4 border-t border-gray-200 pt-1 font-semibold">
            <dt>{t("success.totals.total", { currency: totals.currency })}</dt>
            <dd className="tabular">{formatAmount(totals.total, locale, totals.currency)}</dd>
          </div>
        </dl>
      ))}
      <div className="mt-3">
        {Object.entries(order.exchangeRates)
          .filter(([currency]) => currency !== "USD" && sets.some((totals) => totals.currency === currency))
          .map(([currency, rate], index) => (
            <RateNote
              key={currency}
              locale={locale}
              rate={{ currency, rate, rateDate: order.rateDate, stale: order.rateStale && index === 0 }}
            />
          ))}
      </div>
    </section>
  );
}

function uniqueByCurrency(sets: Order["totals"][]) {
  return sets.filter((totals, index) => sets.findIndex((other) => other.currency === totals.currency) === index);
}

export const meta: MetaFunction<typeof loader> = privatePageMeta;
