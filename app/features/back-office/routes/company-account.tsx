import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import * as z from "zod";
import { addDeskPosting, listDeskPostings, reverseDeskPosting, setDeskAccountTerms } from "@contract/api/customers/operations";
import { accountParams, postingListQuery, type DeskAccount, type Posting, type PostingList } from "@contract/api/customers/schemas";
import { MANUAL_POSTINGS, POSTING_KINDS } from "@contract/api/customers/values";
import { CURRENCIES } from "@contract/limits";
import { localeFromPath, type Locale } from "@contract/locale";
import { pathFor } from "@contract/paths";
import { RouteLink } from "~/components/route-link";
import { CheckboxField } from "~/components/ui/choice-field";
import { TextAreaField, TextField } from "~/components/ui/field";
import { FieldErrors } from "~/components/ui/field-errors";
import { Form } from "~/components/ui/form";
import { FormErrors } from "~/components/ui/form-errors";
import { ListTable, type ListColumn } from "~/components/ui/list-table";
import { Pagination } from "~/components/ui/pagination";
import { SelectField } from "~/components/ui/select-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { OrderSection } from "~/features/orders/components/order-section";
import { formatDate, formatDateTime } from "~/lib/dates";
import { formatAmount } from "~/lib/format";
import { privatePageMeta } from "~/lib/meta";
import { usePageLocale } from "~/lib/use-page-locale";
import { formFailure } from "~/server/api-errors.server";
import { PRIVATE_HEADERS, passCacheControl } from "~/server/cache.server";
import { readForm } from "~/server/forms.server";
import { i18n } from "~/server/i18n.server";
import { redirectWithToast } from "~/server/toast.server";
import { BackOfficeShell } from "../components/back-office-shell";
import { postingForm, reverseForm, termsForm, type AccountIntent } from "../forms/customer-forms";
import { requireStaff, staffApi, staffGet } from "../staff.server";

export const handle = { i18n: ["common", "catalog", "back-office", "back-office-customers"] };

export const headers = passCacheControl;

const paramsOf = (args: LoaderFunctionArgs) => {
  const params = accountParams.safeParse(args.params);
  if (!params.success) throw new Response(null, { status: 404 });
  return params.data;
};

/**
 * A company's current account on the credit desk (issue 32 item 7): its terms, a manual posting, and its postings
 * newest first with the running balance. `?reverse=<id>` is a posting's reversal step, which asks its reason.
 */
export async function loader(args: LoaderFunctionArgs) {
  const staff = await requireStaff(args, "customers.view");
  const params = paramsOf(args);
  const search = new URL(args.request.url).searchParams;
  const given = Object.fromEntries([...search].filter(([name, value]) => value !== "" && ["page", "kind"].includes(name)));
  const query = postingListQuery.safeParse(given);
  if (!query.success) throw new Response(null, { status: 400 });
  const list = await staffGet(args, listDeskPostings, { params, query: query.data });
  const t = await i18n.getFixedT(args.request, "back-office-customers");
  const reverseId = Number(search.get("reverse"));
  const reverse = staff.permissions.includes("credit.manage") ? (list.items.find((posting) => posting.id === reverseId) ?? null) : null;
  return data(
    { title: t("account.title", { code: list.account.code }), staff, list, kind: query.data.kind ?? "", reverse },
    { headers: PRIVATE_HEADERS },
  );
}

interface AccountAnswer {
  intent: AccountIntent;
  reply: SubmissionResult<string[]>;
}

export async function action(args: ActionFunctionArgs) {
  await requireStaff(args, "credit.manage");
  const params = paramsOf(args);
  const locale = localeFromPath(new URL(args.request.url).pathname);
  const t = await i18n.getFixedT(args.request, "back-office-customers");
  const formData = await readForm(args.request);
  const intent = String(formData.get("intent") ?? "") as AccountIntent;
  const staff = staffApi(args);
  const here = pathFor("backOfficeCompanyAccount", locale, params);

  /** Parses the intent's form, calls the API, and answers its refusal next to the form (typed values kept). */
  async function attempt<S extends z.ZodType>(schema: S, call: (value: z.output<S>) => Promise<string>) {
    const submission = parseWithZod(formData, { schema });
    if (submission.status !== "success") return data({ intent, reply: submission.reply() } satisfies AccountAnswer, { status: 400 });
    try {
      return redirectWithToast(here, { type: "success", title: await call(submission.value) });
    } catch (error) {
      return formFailure(args, error, (options) => ({ intent, reply: submission.reply(options) }) satisfies AccountAnswer);
    }
  }

  switch (intent) {
    case "terms":
      return attempt(termsForm, async (body) => {
        const { data: company } = await staff.call(setDeskAccountTerms, { params, body });
        return t("account.termsSaved", { code: company.accounts.find((account) => account.id === params.accountId)?.code ?? "" });
      });
    case "posting":
      return attempt(postingForm, async (body) => {
        await staff.call(addDeskPosting, { params, body });
        return t("account.posted");
      });
    case "reverse": {
      const postingId = z.coerce.number().int().min(1).safeParse(formData.get("postingId"));
      if (!postingId.success) return data({ error: t("unknownIntent") }, { status: 400 });
      return attempt(reverseForm, async (body) => {
        await staff.call(reverseDeskPosting, { params: { ...params, postingId: postingId.data }, body });
        return t("account.reversed", { id: postingId.data });
      });
    }
    default:
      return data({ error: t("unknownIntent") }, { status: 400 });
  }
}

const replyOf = (answer: AccountAnswer | undefined, intent: AccountIntent) => (answer?.intent === intent ? answer.reply : undefined);

/** A decimal as the staff member types it in their language (the API reads a point or a comma). */
const typed = (value: string, locale: Locale) => (locale === "tr" ? value.replace(".", ",") : value);

function Summary({ account, locale }: { account: DeskAccount; locale: Locale }) {
  const { t } = useTranslation("back-office-customers");
  const money = (value: string) => formatAmount(value, locale, account.currencyCode);
  const rows: Array<[string, string]> = [
    [t("company.limit"), money(account.creditLimit)],
    [t("company.balance"), money(account.balance)],
    [t("company.risk"), money(account.risk)],
    [t("company.available"), money(account.available)],
    [t("company.maturity"), t("company.days", { count: account.maturityDays })],
    [t("company.maturityInterestRate"), `%${typed(account.maturityInterestRate, locale)}`],
    [t("list.status"), account.blocked ? t("company.blocked") : t("company.open")],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]" data-testid="account-summary">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-gray-700">{label}</dt>
          <dd className="tabular text-gray-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function TermsForm({ account, answer, locale }: { account: DeskAccount; answer?: AccountAnswer; locale: Locale }) {
  const { t } = useTranslation("back-office-customers");
  const [form, fields] = useForm({
    id: "terms",
    lastResult: replyOf(answer, "terms"),
    defaultValue: {
      creditLimit: typed(account.creditLimit, locale),
      currencyCode: account.currencyCode,
      maturityDays: String(account.maturityDays),
      maturityInterestRate: typed(account.maturityInterestRate, locale),
      blocked: account.blocked ? "on" : undefined,
    },
    constraint: getZodConstraint(termsForm),
    shouldValidate: "onBlur",
    // Once refused, a field is checked as it is typed: its error goes before the click that sends the form.
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: termsForm }),
  });
  const currencies = account.currencyChangeable ? CURRENCIES : [account.currencyCode];
  return (
    <Form method="post" {...getFormProps(form)} className="max-w-xl space-y-3">
      <input type="hidden" name="intent" value="terms" />
      <p className="text-sm text-gray-700">{t("account.termsIntro")}</p>
      <TextField label={t("account.creditLimit")} hint={t("account.creditLimitHint")} inputMode="decimal" meta={fields.creditLimit} />
      <SelectField
        label={t("account.currencyCode")}
        hint={account.currencyChangeable ? undefined : t("account.currencyLocked")}
        meta={fields.currencyCode}
        options={currencies.map((code) => ({ id: code, name: code }))}
      />
      <TextField label={t("account.maturityDays")} inputMode="numeric" meta={fields.maturityDays} />
      <TextField
        label={t("account.maturityInterestRate")}
        hint={t("account.maturityInterestRateHint")}
        inputMode="decimal"
        meta={fields.maturityInterestRate}
      />
      <CheckboxField label={t("account.blockedField")} meta={fields.blocked} />
      <TextAreaField label={t("account.reason")} hint={t("account.reasonHint")} rows={2} meta={fields.reason} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <SubmitButton pendingLabel={t("account.savingTerms")}>{t("account.saveTerms")}</SubmitButton>
    </Form>
  );
}

function PostingForm({ answer }: { answer?: AccountAnswer }) {
  const { t } = useTranslation("back-office-customers");
  const [form, fields] = useForm({
    id: "posting",
    lastResult: replyOf(answer, "posting"),
    defaultValue: { entry: "debit" },
    constraint: getZodConstraint(postingForm),
    shouldValidate: "onBlur",
    // Once refused, a field is checked as it is typed: its error goes before the click that sends the form.
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: postingForm }),
  });
  const { key, ...dueProps } = getInputProps(fields.dueDate, { type: "date", ariaDescribedBy: fields.dueDate.descriptionId });
  return (
    <Form method="post" {...getFormProps(form)} className="max-w-xl space-y-3">
      <input type="hidden" name="intent" value="posting" />
      <p className="text-sm text-gray-700">{t("account.postingIntro")}</p>
      <SelectField
        label={t("account.entry")}
        meta={fields.entry}
        options={MANUAL_POSTINGS.map((entry) => ({ id: entry, name: t(`account.entries.${entry}`) }))}
      />
      <TextField label={t("account.amount")} hint={t("account.amountHint")} inputMode="decimal" meta={fields.amount} />
      <div>
        <label htmlFor={fields.dueDate.id} className="block text-sm font-medium text-gray-800">
          {t("account.dueDate")}
        </label>
        <input
          key={key}
          {...dueProps}
          className="mt-1 block w-full rounded border border-gray-400 bg-white px-3 py-2 text-gray-900 shadow-sm focus:border-primary-600 aria-[invalid=true]:border-danger-700"
        />
        <p id={fields.dueDate.descriptionId} className="mt-1 text-sm text-gray-600">
          {t("account.dueDateHint")}
        </p>
        <FieldErrors id={fields.dueDate.errorId} errors={fields.dueDate.errors} />
      </div>
      <TextAreaField label={t("account.reason")} hint={t("account.reasonHint")} rows={2} meta={fields.reason} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <SubmitButton pendingLabel={t("account.addingPosting")}>{t("account.addPosting")}</SubmitButton>
    </Form>
  );
}

/** A posting's reversal step: what will happen, the reason, a post that does it and a link that does not. */
function ReverseStep({ posting, account, answer, here }: { posting: Posting; account: DeskAccount; answer?: AccountAnswer; here: string }) {
  const { t } = useTranslation("back-office-customers");
  const locale = usePageLocale();
  const [form, fields] = useForm({
    id: "reverse",
    lastResult: replyOf(answer, "reverse"),
    constraint: getZodConstraint(reverseForm),
    shouldValidate: "onBlur",
    // Once refused, a field is checked as it is typed: its error goes before the click that sends the form.
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: reverseForm }),
  });
  return (
    <section
      role="alertdialog"
      aria-labelledby="reverse-title"
      aria-describedby="reverse-text"
      className="max-w-xl rounded border border-danger-700 bg-danger-50 p-4"
    >
      <h2 id="reverse-title" className="text-lg font-semibold text-gray-900">
        {t("account.reverseTitle", { id: posting.id })}
      </h2>
      <p id="reverse-text" className="mt-1 text-sm text-gray-800">
        {posting.description} · {t("account.reverseText", { amount: formatAmount(posting.amount, locale, account.currencyCode) })}
      </p>
      <Form method="post" action={here} {...getFormProps(form)} className="mt-3 space-y-3">
        <input type="hidden" name="postingId" value={posting.id} />
        <TextAreaField label={t("account.reverseReason")} hint={t("account.reasonHint")} rows={2} meta={fields.reason} />
        <FormErrors id={form.errorId} errors={form.errors} />
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="submit"
            name="intent"
            value="reverse"
            className="rounded bg-danger-700 px-4 py-2 font-semibold text-white hover:bg-danger-800"
          >
            {t("account.confirmReverse")}
          </button>
          <Link to={here} className="rounded border border-gray-400 px-4 py-2 font-medium text-gray-800">
            {t("account.keep")}
          </Link>
        </div>
      </Form>
    </section>
  );
}

function PostingTable({ list, canReverse, here }: { list: PostingList; canReverse: boolean; here: string }) {
  const { t } = useTranslation("back-office-customers");
  const locale = usePageLocale();
  const { search } = useLocation();
  // The reversal step keeps the page and the filter, so that the posting is among those listed.
  const reverseLink = (id: number) => {
    const query = new URLSearchParams(search);
    query.set("reverse", String(id));
    return `${here}?${query.toString()}`;
  };
  const money = (value: string) => formatAmount(value, locale, list.account.currencyCode);
  const negative = (value: string) => value.startsWith("-");
  const columns: Array<ListColumn<Posting>> = [
    { key: "date", label: t("account.date"), className: "whitespace-nowrap", cell: (posting) => formatDateTime(posting.at, locale) },
    { key: "kind", label: t("account.kind"), cell: (posting) => t(`account.kinds.${posting.kind}`) },
    {
      key: "description",
      label: t("account.description"),
      className: "[overflow-wrap:anywhere]",
      cell: (posting) => (
        <>
          {posting.description}
          {posting.orderNumber && (
            <span className="block text-xs text-gray-700">
              {t("account.order", { orderNumber: posting.orderNumber })}
              {posting.invoiceNumber && ` · ${t("account.invoice", { number: posting.invoiceNumber })}`}
            </span>
          )}
          {posting.reason && <span className="block text-xs text-gray-700">{posting.reason}</span>}
          {posting.enteredBy && <span className="block text-xs text-gray-700">{t("account.enteredBy", { who: posting.enteredBy })}</span>}
          {posting.reversesId && <span className="block text-xs text-gray-700">{t("account.reversalOf", { id: posting.reversesId })}</span>}
          {posting.reversedById && (
            <span className="block text-xs font-medium text-danger-700">{t("account.reversedBy", { id: posting.reversedById })}</span>
          )}
        </>
      ),
    },
    { key: "due", label: t("account.due"), className: "whitespace-nowrap", cell: (posting) => formatDate(posting.dueDate, locale) ?? "—" },
    { key: "debit", label: t("account.debit"), numeric: true, cell: (posting) => (negative(posting.amount) ? "" : money(posting.amount)) },
    {
      key: "credit",
      label: t("account.credit"),
      numeric: true,
      cell: (posting) => (negative(posting.amount) ? money(posting.amount.slice(1)) : ""),
    },
    {
      key: "balance",
      label: t("account.runningBalance"),
      numeric: true,
      className: "whitespace-nowrap font-semibold",
      cell: (posting) => money(posting.balance),
    },
  ];
  if (canReverse) {
    columns.push({
      key: "reverse",
      label: t("account.reverse"),
      cell: (posting) =>
        posting.reversesId || posting.reversedById ? null : (
          <RouteLink to={reverseLink(posting.id)} className="text-sm text-danger-700 underline">
            <span aria-hidden="true">{t("account.reverse")}</span>
            <span className="sr-only">{t("account.reverseTitle", { id: posting.id })}</span>
          </RouteLink>
        ),
    });
  }
  return (
    <div data-testid="postings">
      <ListTable caption={t("account.postingsCaption")} columns={columns} rows={list.items} rowKey={(posting) => posting.id} />
    </div>
  );
}

export default function CompanyAccountPage() {
  const { title, staff, list, kind, reverse } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as AccountAnswer | { error: string } | undefined;
  const { t } = useTranslation("back-office-customers");
  const locale = usePageLocale();
  const params = { companyId: list.companyId, accountId: list.account.id };
  const here = pathFor("backOfficeCompanyAccount", locale, params);
  const accountAnswer = answer && "intent" in answer ? answer : undefined;
  const canManage = staff.permissions.includes("credit.manage");
  return (
    <BackOfficeShell staff={staff} title={title}>
      <Link
        to={pathFor("backOfficeCompany", locale, { companyId: params.companyId })}
        className="text-sm font-medium text-primary-700 underline"
      >
        {t("account.back", { company: list.companyTitle })}
      </Link>
      {answer && "error" in answer && (
        <p role="alert" className="mt-4 rounded border border-danger-700 bg-danger-50 px-3 py-2 text-sm text-danger-700">
          {answer.error}
        </p>
      )}
      <div className="mt-4 space-y-6">
        {reverse && <ReverseStep posting={reverse} account={list.account} answer={accountAnswer} here={here} />}
        <OrderSection id="account-summary-title" title={t("account.summary")}>
          <Summary account={list.account} locale={locale} />
        </OrderSection>
        {canManage && (
          <div className="grid gap-6 lg:grid-cols-2">
            <OrderSection id="account-terms-title" title={t("account.terms")}>
              <TermsForm account={list.account} answer={accountAnswer} locale={locale} />
            </OrderSection>
            <OrderSection id="account-posting-title" title={t("account.posting")}>
              <PostingForm answer={accountAnswer} />
            </OrderSection>
          </div>
        )}
        <OrderSection id="account-postings-title" title={t("account.postings")}>
          <Form method="get" action={here} className="flex flex-wrap items-end gap-3">
            <div>
              <label htmlFor="postings-kind" className="block text-sm font-medium text-gray-800">
                {t("account.kindFilter")}
              </label>
              <select
                id="postings-kind"
                name="kind"
                defaultValue={kind}
                className="mt-1 block rounded border border-gray-400 bg-white px-3 py-2 text-gray-900 shadow-sm focus:border-primary-600"
              >
                <option value="">{t("account.anyKind")}</option>
                {POSTING_KINDS.map((value) => (
                  <option key={value} value={value}>
                    {t(`account.kinds.${value}`)}
                  </option>
                ))}
              </select>
            </div>
            <button
              type="submit"
              className="rounded border border-primary-700 px-4 py-2 font-semibold text-primary-700 hover:bg-primary-50"
            >
              {t("account.filter")}
            </button>
          </Form>
          {list.items.length === 0 ? (
            <p className="mt-3 text-sm text-gray-700">{t(kind ? "account.noPostingsOfKind" : "account.noPostings")}</p>
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
              <PostingTable list={list} canReverse={canManage} here={here} />
            </>
          )}
          <p className="tabular mt-3 text-sm text-gray-700" data-testid="opening-balance">
            {t("account.opening", { amount: formatAmount(list.openingBalance, locale, list.account.currencyCode) })}
          </p>
        </OrderSection>
      </div>
    </BackOfficeShell>
  );
}

export const meta: MetaFunction<typeof loader> = privatePageMeta;
