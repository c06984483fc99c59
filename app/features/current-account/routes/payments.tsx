import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import {
  listCurrentAccounts,
  listPaymentNotifications,
  searchPayments,
  sendPaymentNotification,
} from "@contract/api/current-account/operations";
import {
  paymentNotificationBody,
  paymentQuery,
  type CustomerPayment,
  type PaymentNotification,
} from "@contract/api/current-account/schemas";
import { PAYMENT_METHODS } from "@contract/api/current-account/values";
import { CURRENCIES } from "@contract/limits";
import { localeFromPath } from "@contract/locale";
import { pathFor } from "@contract/paths";
import { TextAreaField, TextField } from "~/components/ui/field";
import { FieldErrors } from "~/components/ui/field-errors";
import { Form } from "~/components/ui/form";
import { FormErrors } from "~/components/ui/form-errors";
import { ListTable } from "~/components/ui/list-table";
import { Pagination } from "~/components/ui/pagination";
import { SelectField } from "~/components/ui/select-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { DashboardShell } from "~/features/account/components/dashboard-shell";
import { formatDate } from "~/lib/dates";
import { formatAmount } from "~/lib/format";
import { titleMeta } from "~/lib/meta";
import { usePageLocale } from "~/lib/use-page-locale";
import { api } from "~/server/api.server";
import { formFailure } from "~/server/api-errors.server";
import { PRIVATE_HEADERS, requireUser } from "~/server/auth.server";
import { passCacheControl } from "~/server/cache.server";
import { dashboardGet, dashboardMeta } from "~/server/dashboard.server";
import { readForm } from "~/server/forms.server";
import { i18n } from "~/server/i18n.server";
import { redirectWithToast } from "~/server/toast.server";
import { FilterInput, FilterSelect } from "~/components/ui/filter-fields";

// "catalog": the pager's words (previous, next, page N).
export const handle = { i18n: ["common", "account", "current-account", "catalog"] };

export const headers = passCacheControl;

function filtersOf(search: URLSearchParams) {
  const typed = Object.fromEntries(["method", "from", "to", "q", "page"].map((key) => [key, search.get(key) ?? undefined]));
  const parsed = paymentQuery.safeParse(typed);
  return parsed.success ? parsed.data : paymentQuery.parse({});
}

/**
 * Payments made (spec §2 payments): card, EFT and net term, the caller's own or the company's for a view-orders
 * holder, by day, method and order number; and the payment notifications ("I have paid …") with their status, with
 * the form to send one for EFT orders awaiting payment or, for a business user who may see it, the current account.
 */
export async function loader(args: LoaderFunctionArgs) {
  const user = await requireUser(args);
  const filters = filtersOf(new URL(args.request.url).searchParams);
  const seesAccounts = user.userType === "b2b" && user.permissions.includes("view-current-accounts");
  const [list, notifications, accounts] = await Promise.all([
    dashboardGet(args, searchPayments, { query: filters }),
    dashboardGet(args, listPaymentNotifications),
    seesAccounts ? dashboardGet(args, listCurrentAccounts) : Promise.resolve([]),
  ]);
  const meta = await dashboardMeta(args.request, "nav.payments");
  return data({ ...meta, list, notifications, accounts, filters }, { headers: PRIVATE_HEADERS });
}

export async function action(args: ActionFunctionArgs) {
  await requireUser(args);
  const locale = localeFromPath(new URL(args.request.url).pathname);
  const formData = await readForm(args.request);
  const submission = parseWithZod(formData, { schema: paymentNotificationBody });
  if (submission.status !== "success") return data({ reply: submission.reply() }, { status: 400 });
  try {
    const answer = await api(args).call(sendPaymentNotification, { body: submission.value });
    const t = await i18n.getFixedT(args.request, "current-account");
    return redirectWithToast(`${pathFor("payments", locale)}#notifications`, {
      type: "success",
      title: answer.message ?? t("notify.sent"),
    });
  } catch (error) {
    return formFailure(args, error, (options) => ({ reply: submission.reply(options) as SubmissionResult<string[]> }));
  }
}

export default function PaymentsPage() {
  const { title, list, notifications, filters } = useLoaderData<typeof loader>();
  const { t } = useTranslation("current-account");
  const locale = usePageLocale();
  const filtered = Boolean(filters.method || filters.from || filters.to || filters.q);

  return (
    <DashboardShell title={title} intro={t(list.scope === "company" ? "payments.introCompany" : "payments.intro")}>
      <section aria-labelledby="payments-heading">
        <h2 id="payments-heading" className="text-lg font-semibold text-gray-900">
          {t("payments.heading")}
        </h2>
        <Form
          method="get"
          action={pathFor("payments", locale)}
          role="search"
          aria-label={t("payments.filters")}
          className="mt-3 flex flex-wrap items-end gap-3 rounded border border-gray-200 bg-white p-3"
        >
          <FilterSelect
            id="payment-method"
            name="method"
            label={t("payments.method")}
            anyLabel={t("payments.allMethods")}
            defaultValue={filters.method ?? ""}
            options={PAYMENT_METHODS.map((method) => ({ value: method, label: t(`methods.${method}`) }))}
          />
          <FilterInput id="payment-from" type="date" name="from" label={t("transactions.from")} defaultValue={filters.from ?? ""} />
          <FilterInput id="payment-to" type="date" name="to" label={t("transactions.to")} defaultValue={filters.to ?? ""} />
          <FilterInput id="payment-order" name="q" label={t("payments.orderNumber")} defaultValue={filters.q ?? ""} />
          <button type="submit" className="rounded bg-primary-700 px-4 py-2 text-sm font-semibold text-white hover:bg-primary-800">
            {t("transactions.show")}
          </button>
          {filtered && (
            <Link to={pathFor("payments", locale)} className="py-2 text-sm text-primary-700 underline">
              {t("transactions.clear")}
            </Link>
          )}
        </Form>
        {list.totalCount === 0 ? (
          <p className="mt-4 rounded border border-dashed border-gray-400 bg-white p-6 text-sm text-gray-700">
            {filtered ? t("payments.noMatch") : t("payments.none")}
          </p>
        ) : (
          <div className="mt-4">
            <ListTable<CustomerPayment>
              caption={t("payments.heading")}
              rows={list.items}
              rowKey={(row) => row.id}
              columns={[
                {
                  key: "date",
                  label: t("payments.date"),
                  cell: (row) => (
                    <Link to={pathFor("paymentDetail", locale, { id: row.id })} className="text-primary-700 underline">
                      {formatDate(row.paidAt, locale)}
                    </Link>
                  ),
                },
                { key: "method", label: t("payments.method"), cell: (row) => t(`methods.${row.method}`) },
                {
                  key: "order",
                  label: t("payments.order"),
                  cell: (row) => (
                    <Link to={pathFor("orderDetail", locale, { id: row.orderNumber })} className="text-primary-700 underline">
                      {row.orderNumber}
                    </Link>
                  ),
                },
                { key: "reference", label: t("payments.reference"), cell: (row) => row.reference },
                {
                  key: "amount",
                  label: t("payments.amount"),
                  numeric: true,
                  cell: (row) => formatAmount(row.amount, locale, row.currencyCode),
                },
              ]}
            />
            <Pagination
              locale={locale}
              page={list.page}
              pageSize={list.pageSize}
              total={list.totalCount}
              label={t("payments.pages")}
              rangeText={(range) => t("transactions.range", range)}
            />
          </div>
        )}
      </section>

      <section id="notifications" aria-labelledby="notifications-heading" className="mt-8">
        <h2 id="notifications-heading" className="text-lg font-semibold text-gray-900">
          {t("notify.heading")}
        </h2>
        <p className="mt-1 text-sm text-gray-700">{t("notify.intro")}</p>
        {notifications.items.length > 0 && <NotificationList items={notifications.items} />}
        <NotificationForm />
      </section>
    </DashboardShell>
  );
}

function NotificationList({ items }: { items: PaymentNotification[] }) {
  const { t } = useTranslation("current-account");
  const locale = usePageLocale();
  return (
    <div className="mt-3">
      <ListTable<PaymentNotification>
        caption={t("notify.listCaption")}
        rows={items}
        rowKey={(row) => row.id}
        columns={[
          { key: "paidOn", label: t("notify.paidOn"), cell: (row) => formatDate(row.paidOn, locale) },
          { key: "bank", label: t("notify.bankName"), cell: (row) => row.bankName },
          { key: "for", label: t("notify.for"), cell: (row) => [...row.orderNumbers, row.currentAccountCode].filter(Boolean).join(", ") },
          { key: "status", label: t("notify.status"), cell: (row) => t(`notify.statuses.${row.status}`) },
          { key: "amount", label: t("payments.amount"), numeric: true, cell: (row) => formatAmount(row.amount, locale, row.currencyCode) },
        ]}
      />
    </div>
  );
}

function NotificationForm() {
  const { notifications, accounts } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslation("current-account");
  const locale = usePageLocale();
  const [form, fields] = useForm({
    id: "payment-notification",
    lastResult: answer && "reply" in answer ? answer.reply : undefined,
    defaultValue: { currencyCode: notifications.orders[0]?.currencyCode ?? accounts[0]?.currencyCode ?? "TRY" },
    constraint: getZodConstraint(paymentNotificationBody),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: paymentNotificationBody }),
  });
  if (notifications.orders.length === 0 && accounts.length === 0) {
    return <p className="mt-3 text-sm text-gray-700">{t("notify.nothingToPay")}</p>;
  }
  const chosen = new Set([fields.orderNumbers.initialValue ?? []].flat());
  return (
    <Form method="post" {...getFormProps(form)} className="mt-4 max-w-xl space-y-3">
      <h3 className="font-semibold text-gray-900">{t("notify.formHeading")}</h3>
      {notifications.orders.length > 0 && (
        <fieldset aria-describedby={fields.orderNumbers.errorId}>
          <legend className="text-sm font-medium text-gray-800">{t("notify.orders")}</legend>
          {notifications.orders.map((order) => (
            <label key={order.orderNumber} className="mt-1 flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                name={fields.orderNumbers.name}
                value={order.orderNumber}
                defaultChecked={chosen.has(order.orderNumber)}
              />
              {`${order.orderNumber} — ${formatAmount(order.total, locale, order.currencyCode)}`}
            </label>
          ))}
          <FieldErrors id={fields.orderNumbers.errorId} errors={fields.orderNumbers.errors} />
        </fieldset>
      )}
      {accounts.length > 0 && (
        <SelectField
          label={t("notify.account")}
          meta={fields.currentAccountId}
          options={[
            { id: "", name: t("notify.noAccount") },
            ...accounts.map((account) => ({ id: account.id, name: `${account.code} (${account.currencyCode})` })),
          ]}
        />
      )}
      <TextField label={t("notify.amount")} inputMode="decimal" meta={fields.amount} />
      <SelectField label={t("notify.currency")} meta={fields.currencyCode} options={CURRENCIES.map((code) => ({ id: code, name: code }))} />
      <TextField label={t("notify.paidOn")} hint={t("notify.dayHint")} inputMode="numeric" meta={fields.paidOn} />
      <TextField label={t("notify.bankName")} meta={fields.bankName} />
      <TextField label={t("notify.iban")} meta={fields.iban} />
      <TextField label={t("notify.reference")} meta={fields.reference} />
      <TextAreaField label={t("notify.note")} rows={2} meta={fields.note} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <SubmitButton pendingLabel={t("notify.sending")}>{t("notify.send")}</SubmitButton>
    </Form>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => [titleMeta(loaderData?.title, matches)];
