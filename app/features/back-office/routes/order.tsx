import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import * as z from "zod";
import {
  cancelDeskOrder,
  confirmOrderTransfer,
  deliverDeskOrder,
  getDeskOrder,
  prepareDeskOrder,
  resendDeskRefund,
  shipDeskOrder,
} from "@contract/api/orders-desk/operations";
import { ORDER_NUMBER_PATTERN } from "@contract/api/orders/schemas";
import { localeFromPath } from "@contract/locale";
import { RESOURCE_ROUTES } from "@contract/pages.js";
import { pathFor } from "@contract/paths";
import { ConfirmPanel } from "~/components/ui/confirm-panel";
import { OrderStatusBadge } from "~/features/orders/components/order-status-badge";
import { OrderHistory } from "~/features/orders/components/order-history";
import { OrderLinesTable } from "~/features/orders/components/order-lines-table";
import { OrderPayments } from "~/features/orders/components/order-payments";
import { OrderSection } from "~/features/orders/components/order-section";
import { OrderTotals } from "~/features/orders/components/order-totals";
import { OrderAddress } from "~/features/orders/components/order-address";
import { formatDateTime } from "~/lib/dates";
import { privatePageMeta } from "~/lib/meta";
import { usePageLocale } from "~/lib/use-page-locale";
import { formFailure } from "~/server/api-errors.server";
import { PRIVATE_HEADERS, passCacheControl } from "~/server/cache.server";
import { readForm } from "~/server/forms.server";
import { i18n } from "~/server/i18n.server";
import { redirectWithToast } from "~/server/toast.server";
import { AuditTrail } from "../components/audit-trail";
import { BackOfficeShell } from "../components/back-office-shell";
import { OrderMoves, type MoveAnswer } from "../components/order-moves";
import { DocumentList, MailList, RefundTable, TransferStanding, TransferTable } from "../components/order-records";
import { cancelForm, shipForm, transferForm, type OrderIntent } from "../forms/order-forms";
import { requireStaff, staffApi, staffGet } from "../staff.server";

const NO_FIELDS = z.object({});

export const handle = { i18n: ["common", "orders", "back-office", "back-office-orders"] };

export const headers = passCacheControl;

const orderNumberOf = (args: LoaderFunctionArgs) => {
  const orderNumber = args.params.orderNumber ?? "";
  if (!ORDER_NUMBER_PATTERN.test(orderNumber)) throw new Response(null, { status: 404 });
  return orderNumber;
};

/** One order on the orders desk (issue 32 item 3): everything about it, and a form for each move its status allows. */
export async function loader(args: LoaderFunctionArgs) {
  const staff = await requireStaff(args, "orders.view");
  const order = await staffGet(args, getDeskOrder, { params: { orderNumber: orderNumberOf(args) } });
  const t = await i18n.getFixedT(args.request, "back-office-orders");
  // Today on Istanbul's clock (UTC+3 all year): the latest day a transfer can have arrived.
  const today = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
  return data({ title: t("detail.title", { orderNumber: order.order.orderNumber }), staff, order, today }, { headers: PRIVATE_HEADERS });
}

/** The page's forms by `intent`; a cancel is reviewed first (`cancel-review`), then confirmed (`cancel`). */
export async function action(args: ActionFunctionArgs) {
  await requireStaff(args, "orders.view");
  const orderNumber = orderNumberOf(args);
  const params = { orderNumber };
  const locale = localeFromPath(new URL(args.request.url).pathname);
  const t = await i18n.getFixedT(args.request, "back-office-orders");
  const formData = await readForm(args.request);
  const intent = String(formData.get("intent") ?? "") as OrderIntent;
  const staff = staffApi(args);
  const done = (message: string) => redirectWithToast(pathFor("backOfficeOrder", locale, params), { type: "success", title: message });

  /** Parses the intent's form, calls the API, and answers its refusal next to the form (typed values kept). */
  async function attempt<S extends z.ZodType>(schema: S, call: (value: z.output<S>) => Promise<unknown>, message: string) {
    const submission = parseWithZod(formData, { schema });
    if (submission.status !== "success") return data({ intent, reply: submission.reply() } satisfies MoveAnswer, { status: 400 });
    try {
      await call(submission.value);
    } catch (error) {
      return formFailure(args, error, (options) => ({ intent, reply: submission.reply(options) }) satisfies MoveAnswer);
    }
    return done(message);
  }

  switch (intent) {
    case "transfer":
      return attempt(transferForm, (body) => staff.call(confirmOrderTransfer, { params, body }), t("transfer.done", params));
    case "prepare":
      return attempt(NO_FIELDS, () => staff.call(prepareDeskOrder, { params }), t("prepare.done", params));
    case "ship":
      return attempt(shipForm, (body) => staff.call(shipDeskOrder, { params, body }), t("ship.done", params));
    case "deliver":
      return attempt(NO_FIELDS, () => staff.call(deliverDeskOrder, { params }), t("deliver.done", params));
    case "cancel-review": {
      const submission = parseWithZod(formData, { schema: cancelForm });
      if (submission.status !== "success") return data({ intent, reply: submission.reply() } satisfies MoveAnswer, { status: 400 });
      const confirm: z.output<typeof cancelForm> = submission.value;
      return data({ intent, reply: submission.reply(), confirm });
    }
    case "cancel":
      return attempt(cancelForm, (body) => staff.call(cancelDeskOrder, { params, body }), t("cancel.done", params));
    case "resend-refund": {
      const refundId = String(formData.get("refundId") ?? "");
      try {
        const { data: refund } = await staff.call(resendDeskRefund, { params: { ...params, refundId } });
        return done(t("refundSent", { status: t(`detail.refundStatuses.${refund.status}`) }));
      } catch (error) {
        return formFailure(args, error, (options) => ({
          intent,
          reply: { status: "error" as const, error: { "": options.formErrors ?? [] } },
        }));
      }
    }
    default:
      return data({ error: t("unknownIntent") }, { status: 400 });
  }
}

/** A refused move (409: the order changed meanwhile) reads the order again, as the page without JavaScript does. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) =>
  actionStatus === 409 || defaultShouldRevalidate;

const DOCUMENT_ROUTE = RESOURCE_ROUTES.find((route) => route.id === "resource.backOfficeOrderDocument")!;

export default function DeskOrderPage() {
  const { title, staff, order, today } = useLoaderData<typeof loader>();
  // The action's answers: a form's reply (with the values to confirm for a cancel's review), or an unknown intent.
  const answer = useActionData<typeof action>() as (MoveAnswer & { confirm?: z.output<typeof cancelForm> }) | { error: string } | undefined;
  const { t } = useTranslation("back-office-orders");
  const { t: orders } = useTranslation("orders");
  const locale = usePageLocale();
  const { orderNumber } = order.order;
  const orderPath = pathFor("backOfficeOrder", locale, { orderNumber });
  const documentPath = (document: string) =>
    DOCUMENT_ROUTE.path.replace(":orderNumber", encodeURIComponent(orderNumber)).replace(":document", encodeURIComponent(document));
  const moveAnswer = answer && "intent" in answer ? answer : undefined;
  const confirm = moveAnswer?.confirm ?? null;
  const pageError = answer && "error" in answer ? answer.error : null;
  const resendError = moveAnswer?.intent === "resend-refund" ? Object.values(moveAnswer.reply.error ?? {}).flat() : [];

  return (
    <BackOfficeShell staff={staff} title={title}>
      <Link to={pathFor("backOfficeOrders", locale)} className="text-sm font-medium text-primary-700 underline">
        {t("detail.back")}
      </Link>
      {[pageError, ...resendError].filter(Boolean).map((error) => (
        <p key={error} role="alert" className="mt-4 rounded border border-danger-700 bg-danger-50 px-3 py-2 text-sm text-danger-700">
          {error}
        </p>
      ))}
      {confirm && (
        <ConfirmPanel
          id="confirm-cancel"
          className="mt-4"
          title={t("cancel.confirmTitle", { orderNumber })}
          text={t("cancel.confirmText", { reason: confirm.reason })}
          action={orderPath}
          fields={{ reason: confirm.reason, iban: confirm.iban ?? "", accountHolder: confirm.accountHolder ?? "" }}
          intent="cancel"
          confirmLabel={t("cancel.confirm")}
          cancelTo={orderPath}
          cancelLabel={t("cancel.keep")}
        >
          {confirm.iban && (
            <p className="mt-1 text-sm text-gray-800">{t("cancel.confirmIban", { iban: confirm.iban, holder: confirm.accountHolder })}</p>
          )}
        </ConfirmPanel>
      )}
      <div className="mt-4 space-y-6">
        <OrderSection id="order-summary" title={t("detail.customer")}>
          <p className="text-sm" data-testid="desk-customer">
            {order.customerName}
            {order.companyName && ` · ${order.companyName}`} · {order.order.email}
          </p>
          <dl className="mt-2 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-gray-700">{orders("detail.status")}</dt>
              <dd>
                <OrderStatusBadge status={order.order.status} />
              </dd>
            </div>
            <div>
              <dt className="text-gray-700">{orders("detail.placedAt")}</dt>
              <dd className="font-medium">{formatDateTime(order.order.createdAt, locale)}</dd>
            </div>
            <div>
              <dt className="text-gray-700">{orders("detail.paymentType")}</dt>
              <dd className="font-medium">{orders(`paymentType.${order.order.paymentType}`)}</dd>
            </div>
            {order.order.customerOrderNumber && (
              <div>
                <dt className="text-gray-700">{orders("detail.poNumber")}</dt>
                <dd className="font-medium [overflow-wrap:anywhere]">{order.order.customerOrderNumber}</dd>
              </div>
            )}
          </dl>
          {order.trackingCarrier && order.order.trackingNumber && (
            <p className="mt-2 text-sm" data-testid="desk-tracking">
              {t("detail.tracking", { carrier: order.trackingCarrier, number: order.order.trackingNumber })}
            </p>
          )}
        </OrderSection>
        <OrderSection id="order-moves" title={t("detail.moves")}>
          <OrderMoves order={order} answer={confirm ? undefined : moveAnswer} permissions={staff.permissions} today={today} />
        </OrderSection>
        {order.standing && (
          <OrderSection id="order-due" title={t("detail.due")}>
            <TransferStanding order={order} locale={locale} />
          </OrderSection>
        )}
        <OrderSection id="order-lines" title={t("detail.lines")}>
          <OrderLinesTable locale={locale} order={order.order} />
        </OrderSection>
        <div className="grid gap-6 lg:grid-cols-2">
          <OrderSection id="order-totals" title={t("detail.totals")}>
            <OrderTotals locale={locale} order={order.order} />
          </OrderSection>
          <OrderSection id="order-billing-address" title={t("detail.billing")}>
            <OrderAddress locale={locale} address={order.order.billingAddress} />
          </OrderSection>
        </div>
        <OrderSection id="order-payments" title={t("detail.payments")}>
          <OrderPayments locale={locale} order={order.order} />
        </OrderSection>
        <OrderSection id="order-transfers" title={t("detail.transfers")}>
          <TransferTable order={order} locale={locale} />
        </OrderSection>
        <OrderSection id="order-refunds" title={t("detail.refunds")}>
          <RefundTable order={order} locale={locale} canResend={staff.permissions.includes("orders.manage")} />
        </OrderSection>
        <div className="grid gap-6 lg:grid-cols-2">
          <OrderSection id="order-documents" title={t("detail.documents")}>
            <DocumentList order={order} locale={locale} documentPath={documentPath} />
          </OrderSection>
          <OrderSection id="order-history" title={t("detail.history")}>
            <OrderHistory locale={locale} order={order.order} />
          </OrderSection>
        </div>
        <OrderSection id="order-mails" title={t("detail.mails")}>
          <MailList order={order} locale={locale} />
        </OrderSection>
        <OrderSection id="order-audit" title={t("detail.audit")}>
          <AuditTrail entries={order.audit} showObject={false} caption={t("detail.audit")} />
        </OrderSection>
      </div>
    </BackOfficeShell>
  );
}

export const meta: MetaFunction<typeof loader> = privatePageMeta;
