import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Link } from "@remix-run/react";
import { Form } from "~/components/ui/form";
import type { ReactNode } from "react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { CheckboxField } from "~/components/ui/choice-field";
import { TextAreaField, TextField } from "~/components/ui/field";
import { FormErrors } from "~/components/ui/form-errors";
import { SubmitButton } from "~/components/ui/submit-button";
import { watchAllErrors } from "~/components/ui/watch-all-errors";
import type { AccountDeletionCheck, AccountSettings } from "@contract/api/accounts/responses";
import type { LookupItem } from "@contract/api/lookups/schemas";
import { formatDate } from "~/lib/dates";
import { deletionRequestSchema, type SettingsIntent } from "~/features/account/forms/settings";
import { LOCALES } from "@contract/locale";
import { CURRENCIES } from "@contract/limits";
import { usePageLocale } from "~/lib/use-page-locale";

const selectClass = "mt-1 block w-full rounded border border-gray-400 bg-white px-3 py-2 text-gray-900 shadow-sm focus:border-primary-600";
const secondaryButton = "rounded border border-primary-700 px-4 py-2 text-sm font-semibold text-primary-700 hover:bg-primary-50";

/** A settings section: its heading, what it is about, and the form-level error of its last submit. */
export function SettingsSection({
  id,
  title,
  intro,
  error,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  error?: string | null;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded border border-gray-200 bg-white p-6">
      <h2 id={id} className="text-lg font-semibold text-gray-900">
        {title}
      </h2>
      {intro && <p className="mt-1 text-sm text-gray-700">{intro}</p>}
      {error && (
        <p role="alert" className="mt-3 rounded border border-danger-700 bg-danger-50 px-3 py-2 text-sm text-danger-800">
          {error}
        </p>
      )}
      <div className="mt-4">{children}</div>
    </section>
  );
}

function Select({
  id,
  name,
  label,
  value,
  options,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  options: Array<{ id: string; name: string }>;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-gray-800">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value} className={selectClass}>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Language, currency and country: saved at the API and in the storefront's settings cookie. */
export function PreferencesForm({ settings, countries }: { settings: AccountSettings; countries: LookupItem[] }) {
  const { t } = useTranslation("account");
  return (
    // Keyed by the saved values so the controls show them again after the page reloads its data.
    <Form method="post" key={JSON.stringify(settings)} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-3">
        <Select
          id="settings-language"
          name="languageCode"
          label={t("settings.language")}
          value={settings.languageCode}
          options={LOCALES.map((code) => ({ id: code, name: t(`settings.languages.${code}`) }))}
        />
        <Select
          id="settings-currency"
          name="currencyCode"
          label={t("settings.currency")}
          value={settings.currencyCode}
          options={CURRENCIES.map((code) => ({ id: code, name: code }))}
        />
        <Select
          id="settings-country"
          name="countryCode"
          label={t("settings.country")}
          value={settings.countryCode}
          options={countries.length ? countries : [{ id: settings.countryCode, name: settings.countryCode }]}
        />
      </div>
      <IntentButton intent="preferences">{t("settings.savePreferences")}</IntentButton>
    </Form>
  );
}

function IntentButton({ intent, children }: { intent: SettingsIntent; children: ReactNode }) {
  const { t } = useTranslation("account");
  return (
    <SubmitButton name="intent" value={intent} pendingLabel={t("saving")}>
      {children}
    </SubmitButton>
  );
}

/** A group of on/off choices saved together; each checkbox is labelled, the group has a legend. */
export function ToggleForm({
  intent,
  legend,
  values,
  options,
  submitLabel,
  footer,
}: {
  intent: SettingsIntent;
  legend: string;
  values: Record<string, boolean>;
  options: Array<{ name: string; label: string }>;
  submitLabel: string;
  footer?: ReactNode;
}) {
  return (
    <Form method="post" key={JSON.stringify(values)} className="space-y-3">
      <fieldset>
        <legend className="text-sm font-semibold text-gray-900">{legend}</legend>
        <div className="mt-2 space-y-2">
          {options.map((option) => (
            <div key={option.name} className="flex items-start gap-2">
              <input
                id={`${intent}-${option.name}`}
                type="checkbox"
                name={option.name}
                defaultChecked={values[option.name]}
                className="mt-1 h-4 w-4"
              />
              <label htmlFor={`${intent}-${option.name}`} className="text-sm text-gray-800">
                {option.label}
              </label>
            </div>
          ))}
        </div>
      </fieldset>
      {footer}
      <IntentButton intent={intent}>{submitLabel}</IntentButton>
    </Form>
  );
}

/** "Last changed on …" or "never given" for a recorded consent. */
export function RecordedDate({ label, value }: { label: string; value: string | null }) {
  const { t } = useTranslation("account");
  const locale = usePageLocale();
  return (
    <p className="text-xs text-gray-600">
      {label}: {formatDate(value, locale) ?? t("settings.never")}
    </p>
  );
}

/**
 * Account deletion: the API's check first (what blocks it), a pending request with its withdrawal, or a
 * link to the confirmation step; the request itself is only sent from that step, with the password.
 */
export function DeletionPanel({
  check,
  confirmHref,
  cancelHref,
  confirming,
  lastResult,
}: {
  check: AccountDeletionCheck;
  confirmHref: string;
  cancelHref: string;
  confirming: boolean;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const { t } = useTranslation("account");
  const locale = usePageLocale();
  if (check.pendingRequest) {
    return (
      <Form method="post" className="space-y-3">
        <p className="text-sm text-gray-800">
          {t("settings.deletion.pending", { date: formatDate(check.pendingRequest.createdAt, locale) })}
        </p>
        <button type="submit" name="intent" value="withdraw-deletion" className={secondaryButton}>
          {t("settings.deletion.withdraw")}
        </button>
      </Form>
    );
  }
  if (!check.canDelete) {
    return (
      <div className="text-sm text-gray-800">
        <p className="font-semibold">{t("settings.deletion.blocked")}</p>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {check.blockers.map((blocker) => (
            <li key={blocker}>{blocker}</li>
          ))}
        </ul>
      </div>
    );
  }
  if (!confirming) {
    return (
      <div className="space-y-3 text-sm text-gray-800">
        <p>{t("settings.deletion.allowed")}</p>
        <Link
          to={confirmHref}
          className="inline-block rounded border border-danger-700 px-4 py-2 font-semibold text-danger-700 hover:bg-danger-50"
        >
          {t("settings.deletion.start")}
        </Link>
      </div>
    );
  }
  return <DeletionConfirmForm cancelHref={cancelHref} lastResult={lastResult} />;
}

function DeletionConfirmForm({ cancelHref, lastResult }: { cancelHref: string; lastResult?: SubmissionResult<string[]> | null }) {
  const { t } = useTranslation("account");
  const [form, fields] = useForm({
    id: "account-deletion",
    lastResult,
    constraint: getZodConstraint(deletionRequestSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: deletionRequestSchema }),
  });
  watchAllErrors(form);
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4 rounded border border-danger-700 p-4">
      <h3 className="font-semibold text-gray-900">{t("settings.deletion.confirmTitle")}</h3>
      <p className="text-sm text-gray-800">{t("settings.deletion.confirmText")}</p>
      <TextField label={t("fields.password")} type="password" autoComplete="current-password" meta={fields.password} />
      <TextAreaField label={t("settings.deletion.reason")} optionalLabel={t("common:optional")} rows={2} meta={fields.reason} />
      <CheckboxField label={t("settings.deletion.understand")} meta={fields.confirm} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <div className="flex items-center gap-4">
        <button
          type="submit"
          name="intent"
          value="request-deletion"
          className="rounded bg-danger-700 px-4 py-2 font-semibold text-white hover:bg-danger-800"
        >
          {t("settings.deletion.submit")}
        </button>
        <Link to={cancelHref} className="text-sm font-semibold text-primary-700 underline">
          {t("addresses.cancel")}
        </Link>
      </div>
    </Form>
  );
}
