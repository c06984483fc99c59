import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { linkedOrder, orderLinkParams } from "@contract/api/orders/order-link";
import { bankAccountList } from "@contract/api/payments/bank-accounts";
import { OrderFacts } from "~/features/orders/components/order-facts";
import { useOrderParts } from "~/features/orders/components/order-parts";
import { OrderSection } from "~/features/orders/components/order-section";
import { linkedOrderInvoicePath } from "~/features/orders/invoice-path";
import { BankAccountList } from "~/features/payments/components/bank-account-list";
import { privatePageMeta } from "~/lib/meta";
import { usePageLocale } from "~/lib/use-page-locale";
import { api } from "~/server/api.server";
import { throwRouteError } from "~/server/api-errors.server";
import { PRIVATE_HEADERS, passCacheControl } from "~/server/cache.server";
import { i18n } from "~/server/i18n.server";

export const handle = { i18n: ["common", "orders", "bank-accounts"] };

export const headers = passCacheControl;

/**
 * The order a signed link of its mails opens, read-only, to whoever holds the link (docs/decisions/051-guest-order-link.md):
 * the API checks the signature, this page only passes the token on. A forged, altered or expired link is the 404 page,
 * for a signed-in owner too. An EFT order awaiting its transfer shows the bank accounts to pay to.
 */
export async function loader(args: LoaderFunctionArgs) {
  const parsed = orderLinkParams.safeParse({ token: args.params.token ?? "" });
  if (!parsed.success) throw new Response(null, { status: 404 });
  const { token } = parsed.data;
  const { data: order } = await api(args)
    .call(linkedOrder, { params: { token } })
    .catch((error) => throwRouteError(error, args));
  const awaitingTransfer = order.paymentType === "eft" && order.status === "awaiting_payment";
  const accounts = awaitingTransfer
    ? (
        await api(args)
          .call(bankAccountList)
          .catch((error) => throwRouteError(error, args))
      ).data
    : null;
  const t = await i18n.getFixedT(args.request, "orders");
  // The link is a secret of its holder: no shared cache keeps the page.
  return data({ title: t("detail.title", { orderNumber: order.orderNumber }), token, order, accounts }, { headers: PRIVATE_HEADERS });
}

export default function GuestOrderPage() {
  const { title, token, order, accounts } = useLoaderData<typeof loader>();
  const { t } = useTranslation("orders");
  const locale = usePageLocale();
  const parts = useOrderParts(order, locale, linkedOrderInvoicePath(token));

  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <h1 className="text-2xl font-bold text-gray-900">{title}</h1>
      <p className="mt-1 max-w-3xl text-gray-700">{t("link.intro")}</p>
      <div className="mt-4 space-y-6">
        <OrderSection id="order-summary" title={t("detail.summary")}>
          <OrderFacts locale={locale} order={order} />
        </OrderSection>
        {accounts && (
          <OrderSection id="order-bank-accounts" title={t("link.bankAccounts")}>
            <p className="mb-3 max-w-3xl text-sm text-gray-800">{t("link.transferReference", { orderNumber: order.orderNumber })}</p>
            <BankAccountList accounts={accounts} locale={locale} headingLevel={3} />
          </OrderSection>
        )}
        {parts.lines}
        <div className="grid gap-6 lg:grid-cols-2">
          {parts.totals}
          {parts.delivery}
        </div>
        {parts.cardCharge}
        {parts.payments}
        <div className="grid gap-6 lg:grid-cols-2">
          {parts.history}
          {parts.documents}
        </div>
      </div>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = privatePageMeta;
