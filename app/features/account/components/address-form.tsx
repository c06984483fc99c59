import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Link } from "@remix-run/react";
import { Form } from "~/components/ui/form";
import { useTranslation } from "~/lib/i18n/use-translation";
import { AddressBodyFields } from "./address-body-fields";
import { TextField } from "~/components/ui/field";
import { CheckboxField } from "~/components/ui/choice-field";
import { FormErrors } from "~/components/ui/form-errors";
import { SubmitButton } from "~/components/ui/submit-button";
import { ImplicitSubmit } from "~/components/ui/implicit-submit";
import type { AddressFormKind, StoredAddress } from "~/features/account/address-book";
import type { AddressLookups } from "~/features/account/address-lookups";
import { addressSchemaFor, type AddressFormValue } from "~/features/account/forms/addresses";

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
  returnTo,
}: {
  kind: AddressFormKind;
  address: StoredAddress | null;
  lookups: AddressLookups;
  lastResult?: SubmissionResult<string[]> | null;
  cancelHref: string;
  /** The page that sent the user here to add an address (the checkout's address step): saving goes back there. */
  returnTo?: string | null;
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
  return (
    <Form method="post" {...getFormProps(form)} className="max-w-3xl space-y-4 rounded border border-gray-200 bg-white p-6">
      <ImplicitSubmit name="intent" value={SAVE_ADDRESS_INTENT} />
      <h2 className="text-lg font-semibold text-gray-900">
        {address ? t("addresses.editTitle", { title: address.title }) : t("addresses.newTitle")}
      </h2>
      {address && <input type="hidden" name="id" value={address.id} />}
      {returnTo && <input type="hidden" name="returnTo" value={returnTo} />}
      <TextField label={t("addresses.fields.title")} hint={t("addresses.fields.titleHint")} meta={fields.title} />
      <AddressBodyFields kind={kind} fields={fields} lookups={lookups} />
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
