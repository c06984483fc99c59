import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/lib/i18n/use-translation";
import * as z from "zod";
import { deactivateDeskCustomer, getDeskCustomer, reactivateDeskCustomer } from "@contract/api/customers/operations";
import type { DeskCustomer } from "@contract/api/customers/schemas";
import { localeFromPath, type Locale } from "@contract/locale";
import { pathFor } from "@contract/paths";
import { RouteLink } from "~/components/route-link";
import { ConfirmPanel } from "~/components/ui/confirm-panel";
import { TextAreaField } from "~/components/ui/field";
import { Form } from "~/components/ui/form";
import { FormErrors } from "~/components/ui/form-errors";
import { ListTable, type ListColumn } from "~/components/ui/list-table";
import { SubmitButton } from "~/components/ui/submit-button";
import { OrderSection } from "~/features/orders/components/order-section";
import { OrderStatusBadge } from "~/features/orders/components/order-status-badge";
import { formatDate, formatDateTime } from "~/lib/dates";
import { formatAmount } from "~/lib/format";
import { privatePageMeta } from "~/lib/meta";
import { usePageLocale } from "~/lib/use-page-locale";
import { formFailure } from "~/server/api-errors.server";
import { PRIVATE_HEADERS, passCacheControl } from "~/server/cache.server";
import { readForm } from "~/server/forms.server";
import { i18n } from "~/server/i18n.server";
import { redirectWithToast } from "~/server/toast.server";
import { AuditTrail } from "../components/audit-trail";
import { BackOfficeShell } from "../components/back-office-shell";
import { CustomerStatusBadge } from "../components/customer-status-badge";
import { reasonForm, type CustomerIntent } from "../forms/customer-forms";
import { requireStaff, staffApi, staffGet } from "../staff.server";

export const handle = { i18n: ["common", "orders", "back-office", "back-office-customers"] };

export const headers = passCacheControl;

const userIdOf = (args: LoaderFunctionArgs) => {
  const parsed = z.uuid().safeParse(args.params.userId);
  if (!parsed.success) throw new Response(null, { status: 404 });
  return parsed.data;
};

/** One customer on the customers desk (issue 32 item 7): who they are, their sign-in state, orders and addresses. */
export async function loader(args: LoaderFunctionArgs) {
  const staff = await requireStaff(args, "customers.view");
  const customer = await staffGet(args, getDeskCustomer, { params: { userId: userIdOf(args) } });
  return data({ title: `${customer.firstName} ${customer.lastName}`, staff, customer }, { headers: PRIVATE_HEADERS });
}

interface StateAnswer {
  intent: CustomerIntent;
  reply: SubmissionResult<string[]>;
  /** The reason to confirm, after the deactivation's review. */
  confirm?: string;
}

/** A deactivation is reviewed (`deactivate-review`: its reason checked, the confirmation shown), then confirmed. */
export async function action(args: ActionFunctionArgs) {
  await requireStaff(args, "customers.manage");
  const userId = userIdOf(args);
  const locale = localeFromPath(new URL(args.request.url).pathname);
  const t = await i18n.getFixedT(args.request, "back-office-customers");
  const formData = await readForm(args.request);
  const intent = String(formData.get("intent") ?? "") as CustomerIntent;
  if (!["deactivate-review", "deactivate", "reactivate"].includes(intent)) return data({ error: t("unknownIntent") }, { status: 400 });
  const submission = parseWithZod(formData, { schema: reasonForm });
  if (submission.status !== "success") return data({ intent, reply: submission.reply() } satisfies StateAnswer, { status: 400 });
  if (intent === "deactivate-review")
    return data({ intent, reply: submission.reply(), confirm: submission.value.reason } satisfies StateAnswer);
  try {
    const operation = intent === "deactivate" ? deactivateDeskCustomer : reactivateDeskCustomer;
    const { data: customer } = await staffApi(args).call(operation, { params: { userId }, body: submission.value });
    const name = `${customer.firstName} ${customer.lastName}`;
    return redirectWithToast(pathFor("backOfficeCustomer", locale, { userId }), {
      type: "success",
      title: t(intent === "deactivate" ? "customer.deactivated" : "customer.reactivated", { name }),
    });
  } catch (error) {
    return formFailure(args, error, (options) => ({ intent, reply: submission.reply(options) }) satisfies StateAnswer);
  }
}

function Facts({ customer, locale }: { customer: DeskCustomer; locale: Locale }) {
  const { t } = useTranslation("back-office-customers");
  const signIn = customer.lastSignInAt
    ? t("customer.lastSignIn", { at: formatDateTime(customer.lastSignInAt, locale) })
    : t("customer.neverSignedIn");
  const rows: Array<[string, ReactNode]> = [
    [t("customer.email"), customer.email],
    [t("customer.type"), t(`userTypes.${customer.userType}`)],
    [
      t("customer.company"),
      customer.companyId ? (
        <RouteLink to={pathFor("backOfficeCompany", locale, { companyId: customer.companyId })} className="text-primary-700 underline">
          {customer.companyTitle}
        </RouteLink>
      ) : (
        "—"
      ),
    ],
    [t("customer.role"), customer.roleName ?? "—"],
    [t("customer.phone"), customer.phone ?? "—"],
    [t("customer.language"), t(`customer.languages.${customer.languageCode}`)],
    [t("customer.since"), formatDate(customer.createdAt, locale)],
    [t("customer.verifiedAt"), customer.emailVerifiedAt ? formatDateTime(customer.emailVerifiedAt, locale) : t("customer.notVerified")],
    [t("customer.status"), <CustomerStatusBadge key="status" status={customer.status} />],
    ...(customer.deactivatedAt ? [[t("customer.deactivatedAt"), formatDateTime(customer.deactivatedAt, locale)] as [string, string]] : []),
    [t("customer.signIns"), `${t("customer.openSignIns", { count: customer.openSignIns })}, ${signIn}`],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]" data-testid="customer-facts">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-gray-700">{label}</dt>
          <dd className="text-gray-900 [overflow-wrap:anywhere]">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Orders({ customer, locale, canOpen }: { customer: DeskCustomer; locale: Locale; canOpen: boolean }) {
  const { t } = useTranslation("back-office-customers");
  const { t: orders } = useTranslation("orders");
  if (!customer.orders.length) return <p className="text-sm text-gray-700">{t("customer.noOrders")}</p>;
  const columns: Array<ListColumn<DeskCustomer["orders"][number]>> = [
    {
      key: "orderNumber",
      label: t("customer.orderNumber"),
      cell: (order) =>
        canOpen ? (
          <RouteLink
            to={pathFor("backOfficeOrder", locale, { orderNumber: order.orderNumber })}
            className="tabular font-part font-semibold text-primary-700 underline"
          >
            {order.orderNumber}
          </RouteLink>
        ) : (
          <span className="tabular font-part">{order.orderNumber}</span>
        ),
    },
    { key: "date", label: t("customer.date"), cell: (order) => formatDateTime(order.createdAt, locale) },
    { key: "status", label: t("customer.orderStatus"), cell: (order) => <OrderStatusBadge status={order.status} /> },
    { key: "payment", label: t("customer.payment"), cell: (order) => orders(`paymentType.${order.paymentType}`) },
    {
      key: "total",
      label: t("customer.total"),
      numeric: true,
      className: "whitespace-nowrap",
      cell: (order) => formatAmount(order.total, locale, order.currency),
    },
  ];
  return (
    <>
      <ListTable caption={t("customer.ordersCaption")} columns={columns} rows={customer.orders} rowKey={(order) => order.orderNumber} />
      <p className="mt-2 text-sm text-gray-700">
        {t("customer.orderCount", { shown: customer.orders.length, total: customer.orderCount })}{" "}
        {canOpen && (
          <RouteLink
            to={`${pathFor("backOfficeOrders", locale)}?customer=${encodeURIComponent(customer.email)}`}
            className="text-primary-700 underline"
          >
            {t("customer.allOrders")}
          </RouteLink>
        )}
      </p>
    </>
  );
}

function Addresses({ customer }: { customer: DeskCustomer }) {
  const { t } = useTranslation("back-office-customers");
  if (!customer.addresses.length) return <p className="text-sm text-gray-700">{t("customer.noAddresses")}</p>;
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {customer.addresses.map((address) => (
        <li key={address.id} className="rounded border border-gray-200 p-3 text-sm">
          <p className="font-semibold text-gray-900">
            {t(`customer.addressKinds.${address.kind}`)}: {address.title}
            {address.isDefault && <span className="font-normal text-gray-700"> ({t("customer.default")})</span>}
          </p>
          <p>{address.name}</p>
          <p className="text-gray-700">{address.summary}</p>
          {address.taxNumber && <p className="text-gray-700">{t("customer.taxNumber", { number: address.taxNumber })}</p>}
        </li>
      ))}
    </ul>
  );
}

/** Deactivate (its reason, then the confirmation) or reactivate, as the customer's state allows. */
function StateForm({ customer, answer }: { customer: DeskCustomer; answer?: StateAnswer }) {
  const { t } = useTranslation("back-office-customers");
  const active = customer.status !== "deactivated";
  const [form, fields] = useForm({
    id: "customer-state",
    lastResult: answer?.confirm ? undefined : answer?.reply,
    constraint: getZodConstraint(reasonForm),
    shouldValidate: "onBlur",
    // Once refused, a field is checked as it is typed: its error goes before the click that sends the form.
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: reasonForm }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="max-w-xl space-y-3">
      <p className="text-sm text-gray-800">{t(active ? "customer.deactivateIntro" : "customer.reactivateIntro")}</p>
      <TextAreaField label={t("customer.reason")} hint={t("customer.reasonHint")} rows={2} meta={fields.reason} />
      <FormErrors id={form.errorId} errors={form.errors} />
      {active ? (
        <button
          type="submit"
          name="intent"
          value="deactivate-review"
          className="rounded border border-danger-700 px-4 py-2 font-semibold text-danger-700 hover:bg-danger-50"
        >
          {t("customer.deactivate")}
        </button>
      ) : (
        <SubmitButton name="intent" value="reactivate" pendingLabel={t("customer.reactivatePending")}>
          {t("customer.reactivate")}
        </SubmitButton>
      )}
    </Form>
  );
}

export default function DeskCustomerPage() {
  const { title, staff, customer } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as StateAnswer | { error: string } | undefined;
  const { t } = useTranslation("back-office-customers");
  const locale = usePageLocale();
  const here = pathFor("backOfficeCustomer", locale, { userId: customer.id });
  const stateAnswer = answer && "intent" in answer ? answer : undefined;
  const confirm = stateAnswer?.confirm;
  return (
    <BackOfficeShell staff={staff} title={title}>
      <Link to={pathFor("backOfficeCustomers", locale)} className="text-sm font-medium text-primary-700 underline">
        {t("customer.back")}
      </Link>
      {answer && "error" in answer && (
        <p role="alert" className="mt-4 rounded border border-danger-700 bg-danger-50 px-3 py-2 text-sm text-danger-700">
          {answer.error}
        </p>
      )}
      {confirm && (
        <ConfirmPanel
          id="confirm-deactivate"
          className="mt-4"
          title={t("customer.confirmTitle", { name: title })}
          text={t("customer.confirmText", { reason: confirm })}
          action={here}
          fields={{ reason: confirm }}
          intent="deactivate"
          confirmLabel={t("customer.confirm")}
          cancelTo={here}
          cancelLabel={t("customer.keep")}
        />
      )}
      <div className="mt-4 space-y-6">
        <OrderSection id="customer-facts-title" title={t("customer.facts")}>
          <Facts customer={customer} locale={locale} />
        </OrderSection>
        {staff.permissions.includes("customers.manage") && !confirm && (
          <OrderSection id="customer-state-title" title={t("customer.state")}>
            <StateForm customer={customer} answer={stateAnswer} />
          </OrderSection>
        )}
        <OrderSection id="customer-orders-title" title={t("customer.orders")}>
          <Orders customer={customer} locale={locale} canOpen={staff.permissions.includes("orders.view")} />
        </OrderSection>
        <OrderSection id="customer-addresses-title" title={t("customer.addresses")}>
          <Addresses customer={customer} />
        </OrderSection>
        <OrderSection id="customer-history-title" title={t("customer.history")}>
          <AuditTrail entries={customer.audit} showObject={false} caption={t("customer.history")} />
        </OrderSection>
      </div>
    </BackOfficeShell>
  );
}

export const meta: MetaFunction<typeof loader> = privatePageMeta;
