import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import * as z from "zod";
import {
  approveDeskReturn,
  disposeDeskReturnLine,
  getDeskReturn,
  receiveDeskReturn,
  refundDeskReturn,
  rejectDeskReturn,
} from "@contract/api/returns/desk-operations";
import { RETURN_NUMBER_PATTERN } from "@contract/api/returns/values";
import { localeFromPath } from "@contract/locale";
import { RESOURCE_ROUTES } from "@contract/pages.js";
import { pathFor } from "@contract/paths";
import { ConfirmPanel } from "~/components/ui/confirm-panel";
import { OrderSection } from "~/features/orders/components/order-section";
import { OrderStatusBadge } from "~/features/orders/components/order-status-badge";
import { ReturnStatusBadge } from "~/features/returns/components/return-status-badge";
import { formatDateTime } from "~/lib/dates";
import { formatAmount, formatQuantity } from "~/lib/format";
import { privatePageMeta } from "~/lib/meta";
import { usePageLocale } from "~/lib/use-page-locale";
import { formFailure } from "~/server/api-errors.server";
import { PRIVATE_HEADERS, passCacheControl } from "~/server/cache.server";
import { readForm } from "~/server/forms.server";
import { i18n } from "~/server/i18n.server";
import { redirectWithToast } from "~/server/toast.server";
import { AuditTrail } from "../components/audit-trail";
import { BackOfficeShell } from "../components/back-office-shell";
import { ReturnActions, type ReturnAnswer } from "../components/return-actions";
import { ReturnLines } from "../components/return-lines";
import { approveForm, disposeForm, refundForm, rejectForm, type ReturnIntent } from "../forms/return-forms";
import { requireStaff, staffApi, staffGet } from "../staff.server";

const NO_FIELDS = z.object({});

export const handle = { i18n: ["common", "orders", "returns", "back-office", "back-office-returns"] };

export const headers = passCacheControl;

const returnNumberOf = (args: LoaderFunctionArgs) => {
  const returnNumber = args.params.returnNumber ?? "";
  if (!RETURN_NUMBER_PATTERN.test(returnNumber)) throw new Response(null, { status: 404 });
  return returnNumber;
};

/** One return on the returns desk (docs/decisions/039-returns-desk.md): everything about it, and a form for each action its status allows. */
export async function loader(args: LoaderFunctionArgs) {
  const staff = await requireStaff(args, "returns.view");
  const detail = await staffGet(args, getDeskReturn, { params: { returnNumber: returnNumberOf(args) } });
  const t = await i18n.getFixedT(args.request, "back-office-returns");
  return data({ title: t("detail.title", { returnNumber: detail.returnNumber }), staff, detail }, { headers: PRIVATE_HEADERS });
}

/** The page's forms by `intent`; a refund is reviewed first (`refund-review`), then confirmed (`refund`). */
export async function action(args: ActionFunctionArgs) {
  await requireStaff(args, "returns.manage");
  const returnNumber = returnNumberOf(args);
  const params = { returnNumber };
  const locale = localeFromPath(new URL(args.request.url).pathname);
  const t = await i18n.getFixedT(args.request, "back-office-returns");
  const formData = await readForm(args.request);
  const intent = String(formData.get("intent") ?? "") as ReturnIntent;
  const staff = staffApi(args);
  const done = (message: string) => redirectWithToast(pathFor("backOfficeReturn", locale, params), { type: "success", title: message });

  /** Parses the intent's form, calls the API, and answers its refusal next to the form (typed values kept). */
  async function attempt<S extends z.ZodType>(
    schema: S,
    call: (value: z.output<S>) => Promise<unknown>,
    message: string,
    lineNumber?: number,
  ) {
    const submission = parseWithZod(formData, { schema });
    if (submission.status !== "success")
      return data({ intent, lineNumber, reply: submission.reply() } satisfies ReturnAnswer, { status: 400 });
    try {
      await call(submission.value);
    } catch (error) {
      return formFailure(args, error, (options) => ({ intent, lineNumber, reply: submission.reply(options) }) satisfies ReturnAnswer);
    }
    return done(message);
  }

  switch (intent) {
    case "approve":
      return attempt(approveForm, (body) => staff.call(approveDeskReturn, { params, body }), t("approve.done", params));
    case "reject":
      return attempt(rejectForm, (body) => staff.call(rejectDeskReturn, { params, body }), t("reject.done", params));
    case "receive":
      return attempt(NO_FIELDS, () => staff.call(receiveDeskReturn, { params }), t("receive.done", params));
    case "refund-review": {
      const submission = parseWithZod(formData, { schema: refundForm });
      if (submission.status !== "success") return data({ intent, reply: submission.reply() } satisfies ReturnAnswer, { status: 400 });
      return data({ intent, reply: submission.reply(), confirm: submission.value });
    }
    case "refund":
      return attempt(refundForm, (body) => staff.call(refundDeskReturn, { params, body }), t("refund.done", params));
    case "dispose": {
      const lineNumber = Number(formData.get("lineNumber"));
      if (!Number.isInteger(lineNumber) || lineNumber < 1) return data({ error: t("unknownIntent") }, { status: 400 });
      const disposition = formData.get("disposition");
      return attempt(
        disposeForm,
        (body) => staff.call(disposeDeskReturnLine, { params: { ...params, lineNumber }, body }),
        t(disposition === "restocked" ? "dispose.restocked" : "dispose.writtenOff", { lineNumber }),
        lineNumber,
      );
    }
    default:
      return data({ error: t("unknownIntent") }, { status: 400 });
  }
}

/** A refused action (409: the return changed meanwhile) reads the return again, as the page without JavaScript does. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) =>
  actionStatus === 409 || defaultShouldRevalidate;

const PHOTO_ROUTE = RESOURCE_ROUTES.find((route) => route.id === "resource.backOfficeReturnPhoto")!;

export default function DeskReturnPage() {
  const { title, staff, detail } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslation("back-office-returns");
  const { t: orders } = useTranslation("orders");
  const locale = usePageLocale();
  const { returnNumber, order } = detail;
  const returnPath = pathFor("backOfficeReturn", locale, { returnNumber });
  const actionAnswer = answer && "intent" in answer ? (answer as ReturnAnswer) : undefined;
  const confirm = answer && "confirm" in answer ? (answer.confirm as z.output<typeof refundForm>) : null;
  const pageError = answer && "error" in answer ? String(answer.error) : null;
  const canManage = staff.permissions.includes("returns.manage");
  const quote = detail.refundQuote;
  const facts: Array<[string, React.ReactNode]> = [
    [t("list.status"), <ReturnStatusBadge key="status" status={detail.status} />],
    [t("detail.customer"), `${detail.customer.name} · ${detail.customer.email}`],
    [
      t("detail.order"),
      <span key="order" className="font-part">
        {order.orderNumber}
      </span>,
    ],
    [t("detail.orderStatus"), <OrderStatusBadge key="orderStatus" status={order.status} />],
    [t("detail.paymentType"), orders(`paymentType.${order.paymentType}`)],
    [t("detail.orderTotal"), formatAmount(order.total, locale, order.currency)],
    [t("detail.requestedAt"), formatDateTime(detail.createdAt, locale)],
    [t("detail.reason"), detail.reason.name],
    [
      t("detail.photo"),
      detail.photo ? (
        <a
          key="photo"
          href={PHOTO_ROUTE.path.replace(":returnNumber", encodeURIComponent(returnNumber))}
          className="text-primary-700 underline"
        >
          {t("detail.photoSent", {
            kind: detail.photo.contentType.split("/")[1].toUpperCase(),
            size: formatQuantity(Math.max(1, Math.ceil(detail.photo.size / 1024)), locale),
          })}
        </a>
      ) : (
        t("detail.noPhoto")
      ),
    ],
  ];

  return (
    <BackOfficeShell staff={staff} title={title}>
      <Link to={pathFor("backOfficeReturns", locale)} className="text-sm font-medium text-primary-700 underline">
        {t("detail.back")}
      </Link>
      {pageError && (
        <p role="alert" className="mt-4 rounded border border-danger-700 bg-danger-50 px-3 py-2 text-sm text-danger-700">
          {pageError}
        </p>
      )}
      {confirm && quote && (
        <ConfirmPanel
          id="confirm-refund"
          className="mt-4"
          title={t("refund.confirmTitle", { returnNumber, amount: formatAmount(quote.amount, locale, quote.currency) })}
          text={t("refund.confirmText", { method: t(`detail.refundMethods.${quote.method}`) })}
          action={returnPath}
          fields={{ iban: confirm.iban ?? "", accountHolder: confirm.accountHolder ?? "" }}
          intent="refund"
          confirmLabel={t("refund.confirm")}
          cancelTo={returnPath}
          cancelLabel={t("refund.keep")}
        >
          {confirm.iban && (
            <p className="mt-1 text-sm text-gray-800">{t("refund.confirmIban", { iban: confirm.iban, holder: confirm.accountHolder })}</p>
          )}
        </ConfirmPanel>
      )}
      <div className="mt-4 space-y-6">
        <OrderSection id="return-summary" title={t("detail.summary")}>
          <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-3">
            {facts.map(([label, value]) => (
              <div key={label}>
                <dt className="text-gray-700">{label}</dt>
                <dd className="font-medium text-gray-900 [overflow-wrap:anywhere]">{value}</dd>
              </div>
            ))}
          </dl>
          <h3 className="mt-4 text-sm text-gray-700">{t("detail.description")}</h3>
          <p className="mt-1 whitespace-pre-line text-sm text-gray-900 [overflow-wrap:anywhere]">
            {detail.description ?? t("detail.noDescription")}
          </p>
        </OrderSection>
        <OrderSection id="return-decision" title={t("detail.decision")}>
          <ul className="space-y-1 text-sm text-gray-900" data-testid="desk-decision">
            <li>
              {detail.decision
                ? t("detail.decidedAt", { date: formatDateTime(detail.decision.decidedAt, locale), note: detail.decision.note })
                : t("detail.noDecision")}
            </li>
            {detail.receivedAt && <li>{t("detail.receivedAt", { date: formatDateTime(detail.receivedAt, locale) })}</li>}
            {detail.refund && (
              <li>
                {t("detail.refunded", {
                  amount: formatAmount(detail.refund.amount, locale, detail.refund.currency),
                  date: formatDateTime(detail.refund.refundedAt, locale),
                  method: t(`detail.refundMethods.${detail.refund.method}`),
                })}
              </li>
            )}
            {detail.refundState && <li>{t("detail.refundState", { status: t(`detail.refundStatuses.${detail.refundState.status}`) })}</li>}
            {detail.refundState?.failureReason && <li>{t("detail.refundFailure", { reason: detail.refundState.failureReason })}</li>}
          </ul>
        </OrderSection>
        <OrderSection id="return-actions" title={t("detail.actions")}>
          <ReturnActions detail={detail} answer={confirm ? undefined : actionAnswer} canManage={canManage} locale={locale} />
        </OrderSection>
        <OrderSection id="return-lines" title={t("detail.lines")}>
          <ReturnLines detail={detail} answer={actionAnswer} canSettle={canManage} locale={locale} />
        </OrderSection>
        <OrderSection id="return-order-history" title={t("detail.history")}>
          <ol className="space-y-2 text-sm">
            {order.history.map((event, index) => (
              <li key={`${event.createdAt}-${index}`} className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                <OrderStatusBadge status={event.status} />
                <time dateTime={event.createdAt} className="tabular text-gray-800">
                  {formatDateTime(event.createdAt, locale)}
                </time>
                {event.note && <span className="text-gray-700">{event.note}</span>}
              </li>
            ))}
          </ol>
        </OrderSection>
        <OrderSection id="return-audit" title={t("detail.audit")}>
          <AuditTrail entries={detail.audit} showObject={false} caption={t("detail.audit")} />
        </OrderSection>
      </div>
    </BackOfficeShell>
  );
}

export const meta: MetaFunction<typeof loader> = privatePageMeta;
