import { getFormProps, useForm, type Submission, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Link } from "@remix-run/react";
import { Trans } from "~/lib/i18n/trans";
import { useTranslation } from "~/lib/i18n/use-translation";
import * as z from "zod";
import { HEAT_SINK_GUEST_FIELDS, HEAT_SINK_USER_FIELDS, type HeatSinkProfile } from "@contract/api/offers/heat-sink-schemas";
import type { Locale } from "@contract/locale";
import { pathFor } from "@contract/paths";
import { CheckboxField } from "~/components/ui/choice-field";
import { TextAreaField, TextField } from "~/components/ui/field";
import { Form } from "~/components/ui/form";
import { FormErrors } from "~/components/ui/form-errors";
import { HoneypotField } from "~/components/ui/honeypot";
import { SelectField } from "~/components/ui/select-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { watchAllErrors } from "~/components/ui/watch-all-errors";
import { formatMeasure } from "~/lib/format";
import { formConstraint } from "~/lib/forms/constraint";
import { PcbContactFields } from "./pcb-contact-fields";

/** A guest's form asks who they are; a signed-in user's takes that from the account. */
export const heatSinkOfferFormSchema = (guest: boolean) => z.object(guest ? HEAT_SINK_GUEST_FIELDS : HEAT_SINK_USER_FIELDS);

/** The form's fields by name, as the form holds them. */
type HeatSinkFormFields = Record<keyof typeof HEAT_SINK_GUEST_FIELDS, string>;

interface HeatSinkOfferFormProps {
  locale: Locale;
  guest: boolean;
  profiles: HeatSinkProfile[];
  /** The profile a profile's "request a quote" link chose. */
  profile: string;
  lastResult?: SubmissionResult<string[]>;
}

/** The heat-sink quote form: a plain form post, checked in the browser with JavaScript and always on the server. */
export function HeatSinkOfferForm({ locale, guest, profiles, profile, lastResult }: HeatSinkOfferFormProps) {
  const { t } = useTranslation(["heat-sinks", "offers", "common"]);
  const schema = heatSinkOfferFormSchema(guest);
  const [form, fields] = useForm<HeatSinkFormFields, HeatSinkFormFields, string[]>({
    id: "heat-sink-offer",
    lastResult,
    // Türkiye's country code to start with, as the PCB quote form has it.
    defaultValue: { profile, phoneCountryCode: "+90" },
    constraint: formConstraint(schema, ["isCommercialCommunicationApproved"]),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    // Typed by the form's fields, not by either schema: the guest's and the user's differ by the contact fields.
    onValidate: ({ formData }) => parseWithZod(formData, { schema }) as Submission<HeatSinkFormFields, string[], HeatSinkFormFields>,
  });
  watchAllErrors(form);
  const optional = t("common:optional");
  const policyLink = (key: "policyMembership" | "policyDataProtection") => (
    <Link to={pathFor(key, locale)} target="_blank" rel="noopener" className="font-semibold text-primary-700 underline" />
  );
  const options = profiles.map((row) => ({
    id: row.profile,
    name: t("form.profileOption", {
      profile: row.profile,
      width: formatMeasure(row.widthMm, locale),
      height: formatMeasure(row.heightMm, locale),
    }),
  }));

  return (
    <Form method="post" {...getFormProps(form)} className="relative max-w-3xl space-y-6">
      <HoneypotField />
      <fieldset className="space-y-4 rounded border border-gray-200 bg-white p-4">
        <legend className="px-1 text-lg font-semibold text-gray-900">{t("form.barTitle")}</legend>
        <SelectField label={t("form.profile")} meta={fields.profile} options={options} placeholder={t("form.profileChoose")} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t("form.lengthMm")} hint={t("form.lengthHint")} type="text" inputMode="decimal" meta={fields.lengthMm} />
          <TextField label={t("form.quantity")} type="text" inputMode="numeric" meta={fields.quantity} />
        </div>
      </fieldset>
      <fieldset className="space-y-4 rounded border border-gray-200 bg-white p-4">
        <legend className="px-1 text-lg font-semibold text-gray-900">{t("form.workTitle")}</legend>
        <TextAreaField
          label={t("form.machiningNotes")}
          hint={t("form.machiningHint")}
          optionalLabel={optional}
          rows={3}
          meta={fields.machiningNotes}
        />
        <TextAreaField
          label={t("form.anodizingNotes")}
          hint={t("form.anodizingHint")}
          optionalLabel={optional}
          rows={2}
          meta={fields.anodizingNotes}
        />
      </fieldset>
      {guest && <PcbContactFields fields={fields} />}
      <fieldset className="space-y-3 rounded border border-gray-200 bg-gray-50 p-4">
        <legend className="px-1 text-sm font-semibold text-gray-800">{t("offers:pcb.form.consentTitle")}</legend>
        <CheckboxField meta={fields.isCommercialCommunicationApproved} label={`${t("offers:pcb.form.commercial")} (${optional})`} />
        {guest && (
          <CheckboxField
            meta={fields.isMembershipTermsAccepted}
            label={
              <Trans
                t={t}
                i18nKey="offers:pcb.form.membershipTerms"
                components={{ terms: policyLink("policyMembership"), privacy: policyLink("policyDataProtection") }}
              />
            }
          />
        )}
      </fieldset>
      <FormErrors id={form.errorId} errors={form.errors} />
      <SubmitButton pendingLabel={t("form.pending")}>{t("form.submit")}</SubmitButton>
    </Form>
  );
}
