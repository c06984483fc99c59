import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { Fragment } from "react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { cancelOrder, getOrder } from "@contract/api/orders/operations";
import { ORDER_NUMBER_PATTERN } from "@contract/api/orders/schemas";
import { localeFromPath } from "@contract/locale";
import { pathFor } from "@contract/paths";
import { DashboardShell } from "~/features/account/components/dashboard-shell";
import { orderCardChargesFor, payOrderByCard } from "~/features/orders/card-payment.server";
import { CARD_PAYMENT_INTENT, OrderCardPayment } from "~/features/orders/components/order-card-payment";
import { OrderFacts } from "~/features/orders/components/order-facts";
import { useOrderParts, type OrderPartName } from "~/features/orders/components/order-parts";
import { OrderSection } from "~/features/orders/components/order-section";
import { isOrderSection, ORDER_SECTIONS, type OrderSectionName } from "~/features/orders/order-sections";
import { ReturnRequestLink } from "~/features/returns/components/return-request-link";
import { ConfirmPanel } from "~/components/ui/confirm-panel";
import { titleMeta } from "~/lib/meta";
import { usePageLocale } from "~/lib/use-page-locale";
import { api } from "~/server/api.server";
import { formFailure } from "~/server/api-errors.server";
import { PRIVATE_HEADERS, requireUser } from "~/server/auth.server";
import { passCacheControl } from "~/server/cache.server";
import { dashboardGet } from "~/server/dashboard.server";
import { readForm } from "~/server/forms.server";
import { i18n } from "~/server/i18n.server";
import { redirectWithToast } from "~/server/toast.server";

export const handle = { i18n: ["common", "account", "orders", "returns", "checkout"] };

export const headers = passCacheControl;

/** The buyer's cancel, sent by the confirmation panel (the other post: an EFT order paid by card, CARD_PAYMENT_INTENT). */
const CANCEL_INTENT = "cancel";

/**
 * One order of the signed-in user (`:id` is its number), plus the cancel confirmation (?confirmCancel) while the API
 * says the buyer may cancel; at the section path (`:section`), one part of it alone. A number of another shape, an
 * order the caller may not see, or an unknown section, is the 404 page.
 */
export async function loader(args: LoaderFunctionArgs) {
  const { section } = args.params;
  if (section !== undefined && !isOrderSection(section)) throw new Response(null, { status: 404 });
  const order = await dashboardGet(args, getOrder, { params: { orderNumber: args.params.id ?? "" } });
  const confirming = !section && order.canCancel && new URL(args.request.url).searchParams.has("confirmCancel");
  const t = await i18n.getFixedT(args.request, "orders");
  const orderTitle = t("detail.title", { orderNumber: order.orderNumber });
  const title = section ? `${orderTitle} · ${t(`detail.${section}`)}` : orderTitle;
  const card = !section || section === "payments" ? await orderCardChargesFor(args, order) : { cardCharges: null, binInvalid: false };
  return data({ title, order, confirming, section: section ?? null, ...card }, { headers: PRIVATE_HEADERS });
}

/** Cancels the order, then back to it with a message; the API's refusal (409: too late now) shows above the order. */
export async function action(args: ActionFunctionArgs) {
  await requireUser(args);
  const { request } = args;
  const orderNumber = args.params.id ?? "";
  if (!ORDER_NUMBER_PATTERN.test(orderNumber)) throw new Response(null, { status: 404 });
  const t = await i18n.getFixedT(request, "orders");
  const formData = await readForm(request);
  if (formData.get("intent") === CARD_PAYMENT_INTENT) return payOrderByCard(args, orderNumber, formData);
  if (formData.get("intent") !== CANCEL_INTENT) return data({ error: t("cancel.unknownIntent") }, { status: 400 });
  try {
    await api(args).call(cancelOrder, { params: { orderNumber } });
  } catch (error) {
    return formFailure(args, error, ({ formErrors = [] }) => ({ error: formErrors.join(" ") }));
  }
  const detailPath = pathFor("orderDetail", localeFromPath(new URL(request.url).pathname), { id: orderNumber });
  return redirectWithToast(detailPath, { type: "success", title: t("cancel.done", { orderNumber }) });
}

/**
 * A refused cancel (409) means the order changed meanwhile: read it again, as the page without JavaScript does,
 * instead of keeping the copy on screen (the router skips reading after a 4xx answer by default).
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) =>
  actionStatus === 409 || defaultShouldRevalidate;

export default function OrderDetailPage() {
  const { title, order, confirming, section, cardCharges, binInvalid } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslation("orders");
  const locale = usePageLocale();
  const detailPath = pathFor("orderDetail", locale, { id: order.orderNumber });
  const parts = useOrderParts(order, locale);
  const cardPayment = (
    <OrderCardPayment
      order={order}
      charges={cardCharges}
      binInvalid={binInvalid}
      lastResult={answer && "cardPayment" in answer ? answer.cardPayment : undefined}
      locale={locale}
    />
  );

  if (section)
    return (
      <DashboardShell title={title}>
        <Link to={detailPath} className="text-sm font-medium text-primary-700 underline">
          {t("detail.wholeOrder", { orderNumber: order.orderNumber })}
        </Link>
        <div className="mt-4 space-y-6">
          {SECTION_PARTS[section].map((part) => (
            <Fragment key={part}>{parts[part]}</Fragment>
          ))}
          {section === "payments" && cardPayment}
        </div>
      </DashboardShell>
    );

  return (
    <DashboardShell title={title}>
      <Link to={pathFor("orders", locale)} className="text-sm font-medium text-primary-700 underline">
        {t("detail.back")}
      </Link>
      {answer && "error" in answer && (
        <p role="alert" className="mt-4 rounded border border-danger-700 bg-danger-50 px-3 py-2 text-sm text-danger-700">
          {answer.error}
        </p>
      )}
      {confirming && (
        <ConfirmPanel
          id="confirm-cancel"
          className="mt-4"
          title={t("cancel.confirmTitle", { orderNumber: order.orderNumber })}
          text={t("cancel.confirmText")}
          action={detailPath}
          intent={CANCEL_INTENT}
          confirmLabel={t("cancel.confirm")}
          cancelTo={detailPath}
          cancelLabel={t("cancel.keep")}
        />
      )}
      <nav aria-label={t("detail.sectionsNav")} className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {ORDER_SECTIONS.map((name) => (
          <Link
            key={name}
            to={pathFor("orderDetailSection", locale, { id: order.orderNumber, section: name })}
            className="text-primary-700 underline"
          >
            {t(`detail.${name}`)}
          </Link>
        ))}
      </nav>
      <div className="mt-4 space-y-6">
        <OrderSection id="order-summary" title={t("detail.summary")}>
          <OrderFacts locale={locale} order={order} />
          <ReturnRequestLink locale={locale} order={order} />
        </OrderSection>
        {cardPayment}
        {parts.lines}
        <div className="grid gap-6 lg:grid-cols-2">
          {parts.totals}
          {parts.delivery}
          {parts.billingAddress}
          {parts.shippingAddress}
        </div>
        {parts.cardCharge}
        {parts.payments}
        <div className="grid gap-6 lg:grid-cols-2">
          {parts.history}
          {parts.documents}
        </div>
      </div>
    </DashboardShell>
  );
}

/** The parts each section path shows, in order. */
const SECTION_PARTS: Record<OrderSectionName, readonly OrderPartName[]> = {
  lines: ["lines", "totals"],
  delivery: ["delivery", "billingAddress", "shippingAddress"],
  payments: ["cardCharge", "payments"],
  history: ["history"],
  documents: ["documents"],
};

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => [titleMeta(loaderData?.title, matches)];
