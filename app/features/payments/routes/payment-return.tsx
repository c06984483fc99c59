import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { paymentCallback, PAYMENT_PROVIDERS } from "@contract/api/payments/card";
import { pathFor } from "@contract/paths";
import { privatePageMeta } from "~/lib/meta";
import { usePageLocale } from "~/lib/use-page-locale";
import { api, ApiError } from "~/server/api.server";
import { apiErrorMessage, throwRouteError } from "~/server/api-errors.server";
import { PRIVATE_HEADERS, passCacheControl } from "~/server/cache.server";
import { readForm } from "~/server/forms.server";
import { i18n } from "~/server/i18n.server";
import { redirectWithToast } from "~/server/toast.server";

export const handle = { i18n: ["common", "checkout"] };

export const headers = passCacheControl;

/** The page's title; opened without a result (a GET), the page only says where to look. */
export async function loader({ request }: LoaderFunctionArgs) {
  const t = await i18n.getFixedT(request, "checkout");
  return data({ title: t("paymentReturn.title") }, { headers: PRIVATE_HEADERS });
}

/**
 * POST /payment/callback/:provider (under /en for an English order): the card provider's page sends the buyer back
 * here with the payment's result. It comes from another site, so without the buyer's cookies (request-gate.server.ts
 * lets this page through): the API trusts the provider's signature alone, applies the result once, and says which
 * order and language it was. Paid: the card success page. Refused: back to the payment step, which says why; the
 * cart is as it was. An EFT order paid by card from its page (a payment that keeps its order on failure) goes back to
 * the order, paid or as it was, with a message. A result the API cannot take (forged, unknown, not final) applied nothing: this page says so in
 * the order's language (the path's), with the way to the buyer's orders.
 */
export async function action(args: ActionFunctionArgs) {
  const provider = PAYMENT_PROVIDERS.find((name) => name === args.params.provider);
  if (!provider) throw new Response(null, { status: 404 });
  const formData = await readForm(args.request);
  const fields = Object.fromEntries([...formData].flatMap(([name, value]) => (typeof value === "string" ? [[name, value]] : [])));
  try {
    const { data: outcome } = await api(args).call(paymentCallback, { params: { provider }, body: fields });
    if (outcome.onFailure === "keep_order") {
      const t = await i18n.getFixedT(outcome.languageCode, "orders");
      const orderPath = pathFor("orderDetail", outcome.languageCode, { id: outcome.orderNumber });
      return redirectWithToast(
        orderPath,
        outcome.status === "captured"
          ? { type: "success", title: t("cardPayment.paid", { orderNumber: outcome.orderNumber }) }
          : { type: "error", title: t("cardPayment.notPaid"), description: outcome.message ?? undefined },
      );
    }
    if (outcome.status === "captured")
      return redirect(pathFor("orderSuccessPos", outcome.languageCode, {}, { order: outcome.orderNumber }));
    return redirect(pathFor("checkoutPayment", outcome.languageCode, {}, { failedOrder: outcome.orderNumber }));
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) return throwRouteError(error, args);
    const t = await i18n.getFixedT(args.request, "common");
    return data({ reason: apiErrorMessage(error, t) }, { status: error.status });
  }
}

export default function PaymentReturnPage() {
  const answer = useActionData<typeof action>();
  const { t } = useTranslation("checkout");
  const locale = usePageLocale();
  return (
    <div className="mx-auto max-w-xl px-4 py-8">
      <h1 className="text-2xl font-bold text-gray-900">{t("paymentReturn.title")}</h1>
      {answer && "reason" in answer ? (
        <p role="alert" className="mt-4 rounded border border-red-300 bg-red-50 p-3 text-red-900">
          {answer.reason}
        </p>
      ) : null}
      <p className="mt-4 text-gray-800">{t("paymentReturn.next")}</p>
      <Link to={pathFor("orders", locale)} className="mt-4 inline-block font-semibold text-blue-800 underline">
        {t("paymentReturn.orders")}
      </Link>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = privatePageMeta;
