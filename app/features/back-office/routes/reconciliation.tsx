import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useLocation, type ShouldRevalidateFunction } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import type * as z from "zod";
import {
  confirmBankTransferMatch,
  ignoreBankTransfer,
  listBankTransfers,
  reassignBankTransfer,
  uploadStatement,
} from "@contract/api/reconciliation/operations";
import {
  columnField,
  TRANSFER_FILTERS,
  transferListQuery,
  type BankTransfer,
  type TransferList,
} from "@contract/api/reconciliation/schemas";
import { STATEMENT_FIELDS, STATEMENT_LIMITS } from "@contract/api/reconciliation/values";
import { localeFromPath, type Locale } from "@contract/locale";
import { pathFor } from "@contract/paths";
import { ConfirmPanel } from "~/components/ui/confirm-panel";
import { TextField } from "~/components/ui/field";
import { FileField } from "~/components/ui/file-field";
import { Form } from "~/components/ui/form";
import { FormErrors } from "~/components/ui/form-errors";
import { Pagination } from "~/components/ui/pagination";
import { SelectField } from "~/components/ui/select-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { formatDate, formatDateTime } from "~/lib/dates";
import { formatAmount, formatQuantity } from "~/lib/format";
import { privatePageMeta } from "~/lib/meta";
import { usePageLocale } from "~/lib/use-page-locale";
import { formFailure } from "~/server/api-errors.server";
import { PRIVATE_HEADERS, passCacheControl } from "~/server/cache.server";
import { readForm } from "~/server/forms.server";
import { i18n } from "~/server/i18n.server";
import { redirectWithToast } from "~/server/toast.server";
import { confirmDeskNotification, listDeskNotifications } from "@contract/api/current-account/operations";
import type { PaymentNotification } from "@contract/api/current-account/schemas";
import { DeskNotifications } from "~/features/current-account/components/desk-notifications";
import { BackOfficeShell } from "../components/back-office-shell";
import {
  confirmMatchForm,
  confirmNotificationForm,
  ignoreForm,
  reassignForm,
  STATEMENT_TOO_LARGE,
  statementUploadForm,
  type ReconciliationIntent,
} from "../forms/reconciliation-forms";
import { requireStaff, staffApi, staffGet } from "../staff.server";

export const handle = { i18n: ["common", "back-office", "back-office-reconciliation", "current-account"] };

export const headers = passCacheControl;

const QUERY_NAMES = ["status", "page", "statementId", "bankAccountId"];

/**
 * Bank reconciliation (issue 32 item 4, docs/decisions/038-bank-reconciliation.md): the statement upload, and the
 * transfers of a status with each one's suggested order and the decisions on it, one small form each.
 */
export async function loader(args: LoaderFunctionArgs) {
  const staff = await requireStaff(args, "payments.view");
  const search = new URL(args.request.url).searchParams;
  // An empty parameter is no filter.
  const given = Object.fromEntries([...search].filter(([name, value]) => value !== "" && QUERY_NAMES.includes(name)));
  const query = transferListQuery.safeParse(given);
  if (!query.success) throw new Response(null, { status: 400 });
  const [list, notifications] = await Promise.all([
    staffGet(args, listBankTransfers, { query: query.data }),
    staffGet(args, listDeskNotifications, { query: {} }),
  ]);
  const t = await i18n.getFixedT(args.request, "back-office-reconciliation");
  return data(
    {
      title: t("title"),
      staff,
      list,
      notifications,
      status: query.data.status,
      statementId: query.data.statementId ?? null,
      canDecide: staff.permissions.includes("payments.confirm"),
    },
    { headers: PRIVATE_HEADERS },
  );
}

/** What the action answered for one of the page's forms: which, about which transfer (or notification), and its reply. */
interface DecisionAnswer {
  intent: ReconciliationIntent;
  /** The transfer's id, or for "confirm-notification" the notification's. */
  transferId: number | null;
  reply: SubmissionResult<string[]>;
  /** The statement chosen when the upload came back: a browser cannot put it back in the field. */
  fileName?: string | null;
  /** A reassignment to confirm. */
  review?: { transferId: number; orderNumber: string; amount: string };
}

export async function action(args: ActionFunctionArgs) {
  await requireStaff(args, "payments.confirm");
  const url = new URL(args.request.url);
  const locale = localeFromPath(url.pathname);
  const t = await i18n.getFixedT(args.request, "back-office-reconciliation");
  const formData = await readForm(args.request, { maxBytes: STATEMENT_LIMITS.maxBytes, tooLargeMarker: STATEMENT_TOO_LARGE });
  const intent = String(formData.get("intent") ?? "") as ReconciliationIntent;
  const staff = staffApi(args);
  // After a decision, the same list (status and page) again.
  const back = (message: string) => redirectWithToast(`${url.pathname}${url.search}`, { type: "success", title: message });

  /** Parses the intent's form, calls the API, and answers its refusal next to the form (typed values kept). */
  async function attempt<S extends z.ZodType>(schema: S, call: (value: z.output<S>) => Promise<string>) {
    const submission = parseWithZod(formData, { schema });
    const transferId = Number(formData.get("transferId") ?? formData.get("notificationId")) || null;
    const reply = (options?: Parameters<typeof submission.reply>[0]): DecisionAnswer => ({
      intent,
      transferId,
      reply: submission.reply(options),
    });
    if (submission.status !== "success") return data(reply(), { status: 400 });
    try {
      return back(await call(submission.value));
    } catch (error) {
      // An unknown order number typed for a reassignment is said beside the form, like a refusal.
      return formFailure(args, error, reply, { formStatuses: [404] });
    }
  }

  const matched = (order: { orderNumber: string; status: string; due: string } | null, currency: string) =>
    order?.status === "paid"
      ? t("confirm.paid", { orderNumber: order.orderNumber })
      : t("confirm.partial", { orderNumber: order?.orderNumber, due: formatAmount(order?.due ?? "0", locale, currency) });

  switch (intent) {
    case "upload": {
      const submission = parseWithZod(formData, { schema: statementUploadForm });
      const chosen = formData.get("statement");
      const fileName = chosen instanceof File && chosen.size > 0 ? chosen.name : null;
      const reply = (options: Parameters<typeof submission.reply>[0] = {}): DecisionAnswer => ({
        intent,
        transferId: null,
        reply: submission.reply({ ...options, hideFields: ["statement"] }),
        fileName,
      });
      if (submission.status !== "success") return data(reply(), { status: 400 });
      const { statement, ...fields } = submission.value;
      const body = new FormData();
      for (const [name, value] of Object.entries(fields)) if (value !== null && value !== undefined) body.append(name, String(value));
      body.append("statement", statement, statement.name);
      try {
        const { data: imported } = await staff.call(uploadStatement, { body });
        const { id, transfersRead, transfersAdded } = imported.statement;
        return redirectWithToast(pathFor("backOfficeStatement", locale, { statementId: id }), {
          type: "success",
          title: t("upload.done", { read: transfersRead, added: transfersAdded }),
        });
      } catch (error) {
        return formFailure(args, error, reply);
      }
    }
    case "confirm":
      return attempt(confirmMatchForm, async ({ transferId, orderId }) => {
        const { data: decided } = await staff.call(confirmBankTransferMatch, { params: { transferId }, body: { orderId } });
        return matched(decided.order, decided.transfer.currency);
      });
    case "reassign-review": {
      const submission = parseWithZod(formData, { schema: reassignForm });
      const transferId = Number(formData.get("transferId")) || null;
      if (submission.status !== "success")
        return data({ intent, transferId, reply: submission.reply() } satisfies DecisionAnswer, { status: 400 });
      const amount = String(formData.get("amount") ?? "");
      // Shown as the store writes order numbers; the API reads the number however it was typed.
      const orderNumber = submission.value.orderNumber.toUpperCase();
      const review = { transferId: submission.value.transferId, orderNumber, amount };
      return data({ intent, transferId, reply: submission.reply(), review } satisfies DecisionAnswer);
    }
    case "reassign":
      return attempt(reassignForm, async ({ transferId, orderNumber }) => {
        const { data: decided } = await staff.call(reassignBankTransfer, { params: { transferId }, body: { orderNumber } });
        return matched(decided.order, decided.transfer.currency);
      });
    case "ignore":
      return attempt(ignoreForm, async ({ transferId, reason }) => {
        await staff.call(ignoreBankTransfer, { params: { transferId }, body: { reason } });
        return t("ignore.done");
      });
    case "confirm-notification":
      return attempt(confirmNotificationForm, async ({ notificationId, ...body }) => {
        await staff.call(confirmDeskNotification, { params: { notificationId }, body });
        return t("notification.confirmed", { orderNumber: body.orderNumber });
      });
    default:
      return data({ error: t("unknownIntent") }, { status: 400 });
  }
}

/** A refused decision (409: the transfer or its order changed meanwhile) reads the list again, as a reload would. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) =>
  actionStatus === 409 || defaultShouldRevalidate;

const box = "rounded border border-gray-200 bg-white p-4";

const replyOf = (answer: DecisionAnswer | undefined, intents: ReconciliationIntent[], transferId: number | null) =>
  answer && intents.includes(answer.intent) && answer.transferId === transferId ? answer.reply : undefined;

function UploadForm({ accounts, answer }: { accounts: TransferList["accounts"]; answer?: DecisionAnswer }) {
  const { t } = useTranslation("back-office-reconciliation");
  const [form, fields] = useForm({
    id: "upload",
    lastResult: replyOf(answer, ["upload"], null),
    defaultValue: { bankAccountId: accounts[0] ? String(accounts[0].id) : "" },
    constraint: getZodConstraint(statementUploadForm),
    shouldValidate: "onBlur",
    // Choosing a file clears its error at once (a file input is seldom left by focus).
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: statementUploadForm }),
  });
  const locale = usePageLocale();
  const fileHint = t("upload.fileHint", {
    megabytes: STATEMENT_LIMITS.maxBytes / 1024 / 1024,
    rows: formatQuantity(STATEMENT_LIMITS.maxRows, locale),
  });
  const fileName = answer?.intent === "upload" ? answer.fileName : null;
  // A mapping typed before the upload came back opens the mapping again.
  const mappingGiven = STATEMENT_FIELDS.some((field) => Boolean(fields[columnField(field)].initialValue));
  return (
    <section aria-labelledby="upload-title" className={box}>
      <h2 id="upload-title" className="text-lg font-semibold text-gray-900">
        {t("upload.title")}
      </h2>
      <p className="mt-1 text-sm text-gray-700">{t("upload.intro")}</p>
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="upload" />
        <SelectField
          label={t("upload.account")}
          meta={fields.bankAccountId}
          options={accounts.map((account) => ({
            id: String(account.id),
            name: `${account.bankName} · ${account.currencyCode} · ${account.iban}`,
          }))}
        />
        <FileField
          label={t("upload.file")}
          hint={fileName ? `${fileHint} ${t("upload.fileAgain", { name: fileName })}` : fileHint}
          meta={fields.statement}
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        />
        <details open={mappingGiven} className="rounded border border-gray-200 p-3">
          <summary className="cursor-pointer text-sm font-medium text-primary-800">{t("upload.mapping")}</summary>
          <p className="mt-2 text-sm text-gray-700">{t("upload.mappingIntro")}</p>
          <div className="mt-3 grid gap-3 md:grid-cols-2">
            {STATEMENT_FIELDS.map((field) => (
              <TextField
                key={field}
                label={t(`upload.columns.${field}`)}
                hint={t(`upload.known.${field}`)}
                meta={fields[columnField(field)]}
              />
            ))}
          </div>
        </details>
        <FormErrors id={form.errorId} errors={form.errors} />
        <SubmitButton pendingLabel={t("upload.pending")}>{t("upload.submit")}</SubmitButton>
      </Form>
    </section>
  );
}

function StatusFilter({ locale, status, statementId }: { locale: Locale; status: string; statementId: number | null }) {
  const { t } = useTranslation("back-office-reconciliation");
  const base = pathFor("backOfficeReconciliation", locale);
  return (
    <nav aria-label={t("filters.label")}>
      <ul className="flex flex-wrap gap-2">
        {TRANSFER_FILTERS.map((filter) => {
          const query = new URLSearchParams({ status: filter, ...(statementId ? { statementId: String(statementId) } : {}) });
          const current = filter === status;
          return (
            <li key={filter}>
              <Link
                to={`${base}?${query}`}
                aria-current={current ? "page" : undefined}
                className={`inline-block rounded border px-3 py-1 text-sm ${current ? "border-primary-700 bg-primary-50 font-semibold text-primary-800" : "border-gray-300 bg-white text-gray-800 hover:bg-gray-100"}`}
              >
                {t(`filters.${filter}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Why an order was suggested, in words: the rule, and whether the amount was its total too. */
function suggestionReason(suggestion: NonNullable<BankTransfer["suggestion"]>) {
  if (suggestion.rule === "orderNumber")
    return suggestion.score === 100 ? "suggestion.rules.orderNumberAmount" : "suggestion.rules.orderNumber";
  return suggestion.rule === "amountAndName" ? "suggestion.rules.amountAndName" : "suggestion.rules.amount";
}

function Suggestion({ transfer, locale }: { transfer: BankTransfer; locale: Locale }) {
  const { t } = useTranslation("back-office-reconciliation");
  const { suggestion } = transfer;
  if (!suggestion) return <p className="text-sm text-gray-700">{t("suggestion.none")}</p>;
  const row = "grid grid-cols-[9rem_1fr] gap-2";
  return (
    <div className="rounded border border-primary-200 bg-primary-50 p-3 text-sm" data-testid="suggestion">
      <p className="font-semibold text-gray-900">
        {t("suggestion.title")}:{" "}
        <Link
          to={pathFor("backOfficeOrder", locale, { orderNumber: suggestion.orderNumber })}
          className="font-part text-primary-700 underline"
        >
          {suggestion.orderNumber}
        </Link>
      </p>
      <dl className="mt-2 space-y-1">
        <div className={row}>
          <dt className="text-gray-700">{t("suggestion.customer")}</dt>
          <dd>
            {suggestion.billingName}
            {suggestion.companyName && <span className="block text-xs text-gray-700">{suggestion.companyName}</span>}
          </dd>
        </div>
        <div className={row}>
          <dt className="text-gray-700">{t("suggestion.total")}</dt>
          <dd className="tabular-nums">{formatAmount(suggestion.total, locale, suggestion.currency)}</dd>
        </div>
        <div className={row}>
          <dt className="text-gray-700">{t("suggestion.score")}</dt>
          <dd className="tabular-nums">{t("suggestion.scoreValue", { score: suggestion.score ?? 0 })}</dd>
        </div>
        <div className={row}>
          <dt className="text-gray-700">{t("suggestion.why")}</dt>
          <dd>{t(suggestionReason(suggestion))}</dd>
        </div>
      </dl>
      {suggestion.currency !== transfer.currency && (
        <p role="note" className="mt-2 rounded border border-warn-700 bg-warn-50 p-2 text-warn-700">
          <span aria-hidden="true">⚠ </span>
          {t("suggestion.currencyDiffers", { transferCurrency: transfer.currency, orderCurrency: suggestion.currency })}
        </p>
      )}
      {suggestion.orderStatus !== "awaiting_payment" && <p className="mt-2 text-gray-800">{t("suggestion.notAwaiting")}</p>}
    </div>
  );
}

function ConfirmMatch({ transfer, answer }: { transfer: BankTransfer; answer?: DecisionAnswer }) {
  const { t } = useTranslation("back-office-reconciliation");
  const [form] = useForm({ id: `confirm-${transfer.id}`, lastResult: replyOf(answer, ["confirm"], transfer.id) });
  const { suggestion } = transfer;
  if (!suggestion || suggestion.currency !== transfer.currency || suggestion.orderStatus !== "awaiting_payment") return null;
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-2">
      <input type="hidden" name="transferId" value={transfer.id} />
      <input type="hidden" name="orderId" value={suggestion.orderId} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <SubmitButton name="intent" value="confirm" pendingLabel={t("confirm.pending")}>
        {t("confirm.submit", { orderNumber: suggestion.orderNumber })}
      </SubmitButton>
    </Form>
  );
}

function ReassignForm({ transfer, amount, answer }: { transfer: BankTransfer; amount: string; answer?: DecisionAnswer }) {
  const { t } = useTranslation("back-office-reconciliation");
  const [form, fields] = useForm({
    id: `reassign-${transfer.id}`,
    lastResult: replyOf(answer, ["reassign-review", "reassign"], transfer.id),
    constraint: getZodConstraint(reassignForm),
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: reassignForm }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-2">
      <input type="hidden" name="transferId" value={transfer.id} />
      <input type="hidden" name="amount" value={amount} />
      <TextField label={t("reassign.orderNumber")} hint={t("reassign.hint")} autoComplete="off" meta={fields.orderNumber} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <button
        type="submit"
        name="intent"
        value="reassign-review"
        className="rounded border border-primary-700 px-4 py-2 font-semibold text-primary-800 hover:bg-primary-50"
      >
        {t("reassign.submit")}
      </button>
    </Form>
  );
}

function IgnoreForm({ transfer, answer }: { transfer: BankTransfer; answer?: DecisionAnswer }) {
  const { t } = useTranslation("back-office-reconciliation");
  const [form, fields] = useForm({
    id: `ignore-${transfer.id}`,
    lastResult: replyOf(answer, ["ignore"], transfer.id),
    constraint: getZodConstraint(ignoreForm),
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ignoreForm }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-2">
      <input type="hidden" name="transferId" value={transfer.id} />
      <TextField label={t("ignore.reason")} hint={t("ignore.hint")} meta={fields.reason} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <button
        type="submit"
        name="intent"
        value="ignore"
        className="rounded border border-gray-400 px-4 py-2 font-medium text-gray-800 hover:bg-gray-100"
      >
        {t("ignore.submit")}
      </button>
    </Form>
  );
}

/** Confirms the transfer a customer's notification names, on one of its orders, with the bank's reference. */
function NotificationConfirmForm({ notification, answer }: { notification: PaymentNotification; answer?: DecisionAnswer }) {
  const { t } = useTranslation("back-office-reconciliation");
  const [form, fields] = useForm({
    id: `notification-${notification.id}`,
    lastResult: replyOf(answer, ["confirm-notification"], notification.id),
    defaultValue: { orderNumber: notification.orderNumbers[0] ?? "", bankReference: notification.reference ?? "" },
    constraint: getZodConstraint(confirmNotificationForm),
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: confirmNotificationForm }),
  });
  if (notification.orderNumbers.length === 0) return null;
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-2">
      <input type="hidden" name="notificationId" value={notification.id} />
      <SelectField
        label={t("notification.order")}
        meta={fields.orderNumber}
        options={notification.orderNumbers.map((orderNumber) => ({ id: orderNumber, name: orderNumber }))}
      />
      <TextField label={t("notification.bankReference")} meta={fields.bankReference} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <button
        type="submit"
        name="intent"
        value="confirm-notification"
        className="rounded bg-primary-700 px-4 py-2 font-semibold text-white hover:bg-primary-800"
      >
        {t("notification.confirm")}
      </button>
    </Form>
  );
}

function TransferCard({
  transfer,
  locale,
  canDecide,
  answer,
}: {
  transfer: BankTransfer;
  locale: Locale;
  canDecide: boolean;
  answer?: DecisionAnswer;
}) {
  const { t } = useTranslation("back-office-reconciliation");
  const amount = formatAmount(transfer.amount, locale, transfer.currency);
  const open = transfer.status === "unmatched" || transfer.status === "suggested";
  const row = "grid grid-cols-[9rem_1fr] gap-2";
  return (
    <li className={box} data-testid={`transfer-${transfer.id}`}>
      <article aria-labelledby={`transfer-${transfer.id}-title`}>
        <h3 id={`transfer-${transfer.id}-title`} className="text-base font-semibold tabular-nums text-gray-900">
          {t("list.heading", { amount, date: formatDate(transfer.bookedOn, locale) })}
        </h3>
        <div className="mt-3 grid gap-4 lg:grid-cols-2">
          <dl className="space-y-1 text-sm">
            <div className={row}>
              <dt className="text-gray-700">{t("list.description")}</dt>
              <dd className="[overflow-wrap:anywhere]">{transfer.description || "—"}</dd>
            </div>
            <div className={row}>
              <dt className="text-gray-700">{t("list.reference")}</dt>
              <dd className="font-part">{transfer.reference ?? t("list.noReference")}</dd>
            </div>
            <div className={row}>
              <dt className="text-gray-700">{t("list.line")}</dt>
              <dd>{t("list.lineValue", { statementId: transfer.statementId, line: transfer.lineNumber })}</dd>
            </div>
            <div className={row}>
              <dt className="text-gray-700">{t("list.status")}</dt>
              <dd>{t(`list.statuses.${transfer.status}`)}</dd>
            </div>
          </dl>
          <div>
            {transfer.status === "matched" && transfer.matched ? (
              <p className="text-sm text-gray-900">
                {t("decided.matched")}{" "}
                {transfer.matched.orderNumber && (
                  <Link
                    to={pathFor("backOfficeOrder", locale, { orderNumber: transfer.matched.orderNumber })}
                    className="font-part text-primary-700 underline"
                  >
                    {transfer.matched.orderNumber}
                  </Link>
                )}
                {transfer.decidedAt && <span className="block text-gray-700">{formatDateTime(transfer.decidedAt, locale)}</span>}
              </p>
            ) : transfer.status === "ignored" ? (
              <p className="text-sm text-gray-900">{t("decided.ignored", { reason: transfer.ignoredReason })}</p>
            ) : (
              <Suggestion transfer={transfer} locale={locale} />
            )}
          </div>
        </div>
        {canDecide && (open || transfer.status === "ignored") && (
          <div className="mt-4 grid gap-4 border-t border-gray-200 pt-4 md:grid-cols-3">
            {open && <ConfirmMatch transfer={transfer} answer={answer} />}
            <ReassignForm transfer={transfer} amount={amount} answer={answer} />
            {open && <IgnoreForm transfer={transfer} answer={answer} />}
          </div>
        )}
      </article>
    </li>
  );
}

export default function ReconciliationPage() {
  const { title, staff, list, notifications, status, statementId, canDecide } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as DecisionAnswer | { error: string } | undefined;
  const { t } = useTranslation("back-office-reconciliation");
  const locale = usePageLocale();
  const { pathname, search } = useLocation();
  const decision = answer && "intent" in answer ? answer : undefined;
  const review = decision?.review;
  return (
    <BackOfficeShell staff={staff} title={title} intro={t("intro")}>
      {answer && "error" in answer && (
        <p role="alert" className="mb-4 rounded border border-danger-700 bg-danger-50 p-3 text-sm text-danger-700">
          {answer.error}
        </p>
      )}
      {review && (
        <ConfirmPanel
          id="reassign-review"
          className="mb-6"
          title={t("reassign.reviewTitle", { orderNumber: review.orderNumber })}
          text={t("reassign.reviewText", { orderNumber: review.orderNumber, amount: review.amount })}
          action={`${pathname}${search}`}
          fields={{ transferId: review.transferId, orderNumber: review.orderNumber }}
          intent="reassign"
          confirmLabel={t("reassign.confirm", { orderNumber: review.orderNumber })}
          cancelTo={`${pathname}${search}`}
          cancelLabel={t("reassign.cancel")}
        />
      )}
      {canDecide && <UploadForm accounts={list.accounts} answer={decision} />}
      <section aria-labelledby="transfers-title" className="mt-8">
        <h2 id="transfers-title" className="text-lg font-semibold text-gray-900">
          {t("list.title")}
        </h2>
        <div className="mt-3 space-y-3">
          <StatusFilter locale={locale} status={status} statementId={statementId} />
          {statementId && (
            <p className="text-sm text-gray-800">
              {t("list.ofStatement", { id: statementId })}{" "}
              <Link to={`${pathFor("backOfficeReconciliation", locale)}?status=${status}`} className="text-primary-700 underline">
                {t("list.allStatements")}
              </Link>
            </p>
          )}
          {list.items.length === 0 ? (
            <p className="text-sm text-gray-700">{t("list.empty")}</p>
          ) : (
            <>
              <Pagination
                locale={locale}
                page={list.page}
                pageSize={list.pageSize}
                total={list.totalCount}
                label={t("list.pagination")}
                rangeText={(range) => t("list.count", range)}
              />
              <ul className="space-y-3">
                {list.items.map((transfer) => (
                  <TransferCard key={transfer.id} transfer={transfer} locale={locale} canDecide={canDecide} answer={decision} />
                ))}
              </ul>
            </>
          )}
        </div>
      </section>
      <DeskNotifications
        items={notifications}
        locale={locale}
        confirmForm={canDecide ? (item) => <NotificationConfirmForm notification={item} answer={decision} /> : undefined}
      />
    </BackOfficeShell>
  );
}

export const meta: MetaFunction<typeof loader> = privatePageMeta;
