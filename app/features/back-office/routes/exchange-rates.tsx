import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { listExchangeRates, overrideExchangeRate } from "@contract/api/rates/operations";
import type { StoredRate } from "@contract/api/rates/schemas";
import { BULLETIN_CURRENCIES } from "@contract/api/rates/values";
import { localeFromPath } from "@contract/locale";
import { pathFor } from "@contract/paths";
import { TextAreaField, TextField } from "~/components/ui/field";
import { FieldErrors } from "~/components/ui/field-errors";
import { Form } from "~/components/ui/form";
import { FormErrors } from "~/components/ui/form-errors";
import { SelectField } from "~/components/ui/select-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { watchAllErrors } from "~/components/ui/watch-all-errors";
import { privatePageMeta } from "~/lib/meta";
import { formFailure } from "~/server/api-errors.server";
import { PRIVATE_HEADERS, passCacheControl } from "~/server/cache.server";
import { readForm } from "~/server/forms.server";
import { i18n } from "~/server/i18n.server";
import { redirectWithToast } from "~/server/toast.server";
import { BackOfficeShell } from "../components/back-office-shell";
import { rateOverrideForm } from "../forms/staff-forms";
import { requireStaff, staffApi, staffGet } from "../staff.server";

export const handle = { i18n: ["common", "back-office"] };

export const headers = passCacheControl;

/**
 * The exchange rates (issue 32 item 8, docs/decisions/032-exchange-rates.md): those in use with source and date, the
 * last 30 days, and for rates.manage the override form (reason required; its refusals next to the fields).
 */
export async function loader(args: LoaderFunctionArgs) {
  const staff = await requireStaff(args, "rates.view");
  const board = await staffGet(args, listExchangeRates, { query: { days: 30 } });
  const t = await i18n.getFixedT(args.request, "back-office");
  return data(
    {
      title: t("rates.title"),
      staff,
      board,
      canOverride: staff.permissions.includes("rates.manage"),
      // Today on Istanbul's clock (UTC+3 all year): the latest day an override may be for.
      today: new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10),
    },
    { headers: PRIVATE_HEADERS },
  );
}

export async function action(args: ActionFunctionArgs) {
  await requireStaff(args, "rates.manage");
  const locale = localeFromPath(new URL(args.request.url).pathname);
  const submission = parseWithZod(await readForm(args.request), { schema: rateOverrideForm });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const { currency, ...body } = submission.value;
  try {
    await staffApi(args).call(overrideExchangeRate, { params: { currency }, body });
  } catch (error) {
    return formFailure(args, error, (options) => submission.reply(options));
  }
  const t = await i18n.getFixedT(args.request, "back-office");
  return redirectWithToast(pathFor("backOfficeRates", locale), {
    type: "success",
    title: t("rates.overridden", { currency, date: body.rateDate }),
  });
}

function RateTable({ rows, caption }: { rows: StoredRate[]; caption: string }) {
  const { t } = useTranslation("back-office");
  const cell = "px-3 py-2";
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full border border-gray-200 bg-white text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-gray-100">
          <tr>
            {["currency", "rateDate", "rate", "buying", "selling", "source", "by", "reason"].map((name) => (
              <th key={name} scope="col" className={cell}>
                {t(`rates.${name}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.currency}-${row.rateDate}`} className="border-t border-gray-200">
              <td className={cell}>{row.currency}</td>
              <td className={`${cell} tabular-nums`}>{row.rateDate}</td>
              <td className={`${cell} tabular-nums`}>{row.rate}</td>
              <td className={`${cell} tabular-nums`}>{row.forexBuying ?? "—"}</td>
              <td className={`${cell} tabular-nums`}>{row.forexSelling ?? "—"}</td>
              <td className={cell}>
                {t(`rates.sources.${row.source}`)}
                {row.bulletinNumber ? ` (${row.bulletinNumber})` : ""}
              </td>
              <td className={cell}>{row.overriddenBy ?? "—"}</td>
              <td className={cell}>{row.overrideReason ?? "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function OverrideForm({ today }: { today: string }) {
  const { t } = useTranslation("back-office");
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "exchange-rate-form",
    lastResult,
    defaultValue: { currency: "USD", rateDate: today },
    constraint: getZodConstraint(rateOverrideForm),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: rateOverrideForm }),
  });
  watchAllErrors(form);
  const { key, ...dateProps } = getInputProps(fields.rateDate, { type: "date" });
  return (
    <section aria-labelledby="override-title" className="mt-8 max-w-xl rounded border border-gray-200 bg-white p-4">
      <h2 id="override-title" className="text-lg font-semibold text-gray-900">
        {t("rates.overrideTitle")}
      </h2>
      <p className="mt-1 text-sm text-gray-700">{t("rates.overrideIntro")}</p>
      <Form method="post" {...getFormProps(form)} className="mt-4 space-y-4">
        <SelectField
          label={t("rates.overrideCurrency")}
          meta={fields.currency}
          options={BULLETIN_CURRENCIES.map((code) => ({ id: code, name: code }))}
        />
        <div>
          <label htmlFor={fields.rateDate.id} className="block text-sm font-medium text-gray-800">
            {t("rates.overrideDate")}
          </label>
          <input
            key={key}
            {...dateProps}
            max={today}
            className="mt-1 block w-full rounded border border-gray-400 bg-white px-3 py-2 text-gray-900 shadow-sm focus:border-primary-600 aria-[invalid=true]:border-danger-700"
          />
          <FieldErrors id={fields.rateDate.errorId} errors={fields.rateDate.errors} />
        </div>
        <TextField label={t("rates.overrideBuying")} inputMode="decimal" meta={fields.forexBuying} />
        <TextField label={t("rates.overrideSelling")} inputMode="decimal" meta={fields.forexSelling} />
        <TextAreaField label={t("rates.overrideReason")} hint={t("rates.overrideReasonHint")} rows={3} meta={fields.reason} />
        <FormErrors id={form.errorId} errors={form.errors} />
        <SubmitButton pendingLabel={t("rates.overridePending")}>{t("rates.overrideSubmit")}</SubmitButton>
      </Form>
    </section>
  );
}

export default function ExchangeRatesPage() {
  const { title, staff, board, canOverride, today } = useLoaderData<typeof loader>();
  const { t } = useTranslation("back-office");
  return (
    <BackOfficeShell staff={staff} title={title} intro={t("rates.intro")}>
      {board.stale && (
        <p role="status" className="mb-4 rounded border border-warn-700 bg-warn-50 p-3 text-sm text-warn-700">
          {t("rates.stale", { date: board.dueDate })}
        </p>
      )}
      <h2 className="text-lg font-semibold text-gray-900">{t("rates.current")}</h2>
      <div className="mt-2">
        <RateTable rows={board.current} caption={t("rates.current")} />
      </div>
      {canOverride && <OverrideForm today={today} />}
      <h2 className="mt-8 text-lg font-semibold text-gray-900">{t("rates.history")}</h2>
      <div className="mt-2">
        <RateTable rows={board.history} caption={t("rates.history")} />
      </div>
    </BackOfficeShell>
  );
}

export const meta: MetaFunction<typeof loader> = privatePageMeta;
