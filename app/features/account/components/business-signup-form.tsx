import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "~/components/ui/form";
import { useTranslation } from "~/lib/i18n/use-translation";
import { TextField } from "~/components/ui/field";
import { FormErrors } from "~/components/ui/form-errors";
import { SelectField } from "~/components/ui/select-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { watchAllErrors } from "~/components/ui/watch-all-errors";
import { ImplicitSubmit } from "~/components/ui/implicit-submit";
import type { LookupItem } from "@contract/api/lookups/schemas";
import type { AddressLookups } from "~/features/account/address-lookups";
import { businessSignupSchema } from "~/features/account/forms/signup";
import type { Locale } from "@contract/locale";
import { AddressFields } from "./address-fields";
import { AgreementFields } from "./agreement-fields";
import { FileField } from "~/components/ui/file-field";
import { PersonFields } from "./person-fields";
import { TaxOfficeFields } from "./tax-office-fields";
import { FieldsKeptMarker } from "~/features/account/components/fields-kept-marker";
import { formConstraint } from "~/lib/forms/constraint";

interface BusinessLookups {
  companyTypes: LookupItem[];
  sectors: LookupItem[];
  activityAreas: LookupItem[];
  address: AddressLookups;
}

/** Business sign-up: the first user (its administrator), the company, its address and a company document (multipart). */
export function BusinessSignupForm({
  locale,
  lastResult,
  lookups,
}: {
  locale: Locale;
  lastResult?: SubmissionResult<string[]> | null;
  lookups: BusinessLookups;
}) {
  const { t } = useTranslation("account");
  const [form, fields] = useForm({
    id: "signup-b2b",
    lastResult,
    defaultValue: { countryCode: "TR" },
    constraint: formConstraint(businessSignupSchema, ["isCommercialMessagesAccepted"]),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: businessSignupSchema }),
  });
  watchAllErrors(form);
  const choose = t("address.choose");
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="space-y-6">
      <ImplicitSubmit name="intent" value="b2b" />
      <FieldsKeptMarker />
      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold text-gray-900">{t("signup.personSection")}</legend>
        <PersonFields fields={fields} />
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold text-gray-900">{t("signup.companySection")}</legend>
        <TextField label={t("fields.companyTitle")} autoComplete="organization" meta={fields.companyTitle} />
        <TaxOfficeFields fields={fields} lookups={lookups.address} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t("fields.taxNumber")} inputMode="numeric" meta={fields.taxNumber} />
          <SelectField label={t("fields.companyType")} meta={fields.companyTypeCode} options={lookups.companyTypes} placeholder={choose} />
          <SelectField label={t("fields.sector")} meta={fields.sectorCode} options={lookups.sectors} placeholder={choose} />
          <SelectField
            label={t("fields.activityArea")}
            meta={fields.activityAreaCode}
            options={lookups.activityAreas}
            placeholder={choose}
          />
        </div>
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold text-gray-900">{t("signup.addressSection")}</legend>
        <AddressFields fields={fields} lookups={lookups.address} />
      </fieldset>
      <FileField
        label={t("fields.companyDocument")}
        hint={t("fields.companyDocumentHint")}
        accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
        meta={fields.companyDocument}
      />
      <AgreementFields locale={locale} fields={fields} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <SubmitButton name="intent" value="b2b" pendingLabel={t("signup.pending")}>
        {t("signup.submitBusiness")}
      </SubmitButton>
    </Form>
  );
}
