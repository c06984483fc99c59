import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Link } from "@remix-run/react";
import { Form } from "~/components/ui/form";
import { useTranslation } from "react-i18next";
import { AddressFields } from "~/components/account/address-fields";
import { TextField } from "~/components/ui/field";
import { CheckboxField, RadioGroupField } from "~/components/ui/choice-field";
import { FormErrors } from "~/components/ui/form-errors";
import { SubmitButton } from "~/components/ui/submit-button";
import { ImplicitSubmit } from "~/components/ui/implicit-submit";
import type { AddressFormKind, StoredAddress } from "~/lib/account/address-book";
import type { AddressLookups } from "~/lib/account/address-lookups";
import { addressSchemaFor, type AddressFormValue } from "~/lib/forms/addresses";

export const SAVE_ADDRESS_INTENT = "save";

/** The stored address as form values (absent parts empty). */
function defaultsOf(address: StoredAddress | null) {
  if (!address) return { countryCode: "TR", phoneCountryCode: "+90", invoiceType: "individual" };
  const { id: _id, createdAt: _createdAt, isDefault: _isDefault, ...values } = address;
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value ?? ""]));
}

/**
 * Create or edit one address of a book. Billing forms ask for the invoice party: company details for a
 * business, an invoice type (and its details) for a consumer. Field errors from the API come back in lastResult.
 */
export function AddressForm({
  kind,
  address,
  lookups,
  lastResult,
  cancelHref,
}: {
  kind: AddressFormKind;
  address: StoredAddress | null;
  lookups: AddressLookups;
  lastResult?: SubmissionResult<string[]> | null;
  cancelHref: string;
}) {
  const { t } = useTranslation("account");
  const schema = addressSchemaFor(kind);
  const [form, fields] = useForm<AddressFormValue>({
    id: `address-${address?.id ?? "new"}`,
    lastResult,
    defaultValue: defaultsOf(address),
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const optional = t("common:optional");
  return (
    <Form method="post" {...getFormProps(form)} className="max-w-3xl space-y-4 rounded border border-gray-200 bg-white p-6">
      <ImplicitSubmit name="intent" value={SAVE_ADDRESS_INTENT} />
      <h2 className="text-lg font-semibold text-gray-900">
        {address ? t("addresses.editTitle", { title: address.title }) : t("addresses.newTitle")}
      </h2>
      {address && <input type="hidden" name="id" value={address.id} />}
      <TextField label={t("addresses.fields.title")} hint={t("addresses.fields.titleHint")} meta={fields.title} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t("fields.firstName")} autoComplete="given-name" meta={fields.firstName} />
        <TextField label={t("fields.lastName")} autoComplete="family-name" meta={fields.lastName} />
      </div>
      <div className="grid gap-4 sm:grid-cols-[8rem_1fr]">
        <TextField label={t("fields.phoneCountryCode")} placeholder="+90" meta={fields.phoneCountryCode} />
        <TextField label={t("fields.phone")} type="tel" autoComplete="tel-national" meta={fields.phone} />
      </div>
      {kind === "consumerBilling" && (
        <>
          <RadioGroupField
            legend={t("addresses.fields.invoiceType")}
            meta={fields.invoiceType}
            options={[
              { value: "individual", label: t("addresses.invoice.individual"), hint: t("addresses.invoice.individualHint") },
              { value: "corporate", label: t("addresses.invoice.corporate"), hint: t("addresses.invoice.corporateHint") },
            ]}
          />
          <TextField
            label={t("addresses.fields.identityNumber")}
            optionalLabel={optional}
            inputMode="numeric"
            meta={fields.identityNumber}
          />
        </>
      )}
      {kind !== "shipping" && (
        <fieldset className="space-y-4">
          <legend className="text-sm font-semibold text-gray-900">
            {kind === "consumerBilling" ? t("addresses.corporateDetails") : t("addresses.companyDetails")}
          </legend>
          <TextField label={t("fields.companyTitle")} meta={fields.companyName} />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label={t("fields.taxOffice")} meta={fields.taxOffice} />
            <TextField label={t("fields.taxNumber")} inputMode="numeric" meta={fields.taxNumber} />
          </div>
        </fieldset>
      )}
      <AddressFields fields={fields} lookups={lookups} />
      {!address?.isDefault && <CheckboxField label={t("addresses.makeDefault")} meta={fields.isDefault} />}
      <FormErrors id={form.errorId} errors={form.errors} />
      <div className="flex items-center gap-4">
        <SubmitButton name="intent" value={SAVE_ADDRESS_INTENT} pendingLabel={t("saving")}>
          {address ? t("profile.save") : t("addresses.create")}
        </SubmitButton>
        <Link to={cancelHref} className="text-sm font-semibold text-primary-700 underline">
          {t("addresses.cancel")}
        </Link>
      </div>
    </Form>
  );
}
