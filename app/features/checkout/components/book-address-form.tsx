import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import type { Checkout } from "@contract/api/checkout/schemas";
import { pathFor } from "@contract/paths";
import { CheckboxField, RadioGroupField } from "~/components/ui/choice-field";
import { FieldErrors } from "~/components/ui/field-errors";
import { TextAreaField, TextField } from "~/components/ui/field";
import { Form } from "~/components/ui/form";
import { FormErrors } from "~/components/ui/form-errors";
import { SelectField } from "~/components/ui/select-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { IdentityNumberField } from "~/features/account/components/identity-number-field";
import { formatAmount } from "~/lib/format";
import { usePageLocale } from "~/lib/use-page-locale";
import { useRootUser } from "~/lib/use-root-user";
import { useLazyValidation, type FormConstraint } from "~/lib/forms/use-lazy-validation";

/**
 * The step's choices so far, or a first guess: the first invoice address, and the first delivery address (or the
 * invoice address when there is none).
 */
function defaultsOf(checkout: Checkout) {
  const { form } = checkout;
  const empty = (value: string | null) => value ?? "";
  const started = form.billingAddressId !== null;
  return {
    billingAddressId: form.billingAddressId ?? checkout.billingAddresses[0]?.id ?? "",
    useBillingForShipping: started ? form.useBillingForShipping : checkout.shippingAddresses.length === 0,
    shippingAddressId: started ? empty(form.shippingAddressId) : (checkout.shippingAddresses[0]?.id ?? ""),
    recipientFirstName: empty(form.recipientFirstName),
    recipientLastName: empty(form.recipientLastName),
    phoneCountryCode: form.phoneCountryCode ?? "+90",
    phone: empty(form.phone),
    identityNumber: empty(form.identityNumber),
    currentAccountCode: empty(form.currentAccountCode),
    customerOrderNumber: empty(form.customerOrderNumber),
    extraInformation: empty(form.extraInformation),
  };
}

/** A signed-in buyer's address step: addresses chosen from the book, the recipient, and the buyer's references. */
export function BookAddressForm({
  checkout,
  constraint,
  lastResult,
}: {
  checkout: Checkout;
  constraint?: FormConstraint;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const { t } = useTranslation("checkout");
  const locale = usePageLocale();
  const consumer = useRootUser()?.userType === "b2c";
  const onValidate = useLazyValidation(
    "checkout-address",
    () => import("@contract/api/checkout/schemas"),
    (module) => module.checkoutAddressBody,
  );
  const [form, fields] = useForm({
    id: "checkout-address",
    lastResult,
    defaultValue: defaultsOf(checkout),
    constraint,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate,
  });
  const optional = t("common:optional");
  const addressOptions = (list: Checkout["billingAddresses"]) =>
    list.map((address) => ({ value: address.id, label: address.title, hint: address.summary }));

  return (
    <Form method="post" {...getFormProps(form)} className="space-y-6">
      <section aria-labelledby="billing-heading" className="space-y-3 rounded border border-gray-200 bg-white p-4">
        <h2 id="billing-heading" className="text-lg font-semibold text-gray-900">
          {t("address.billingHeading")}
        </h2>
        {checkout.billingAddresses.length === 0 ? (
          <>
            <p className="text-sm text-gray-700">{t("address.noBilling")}</p>
            <FieldErrors id={fields.billingAddressId.errorId} errors={fields.billingAddressId.errors} />
          </>
        ) : (
          <RadioGroupField
            legend={t("address.billingLegend")}
            meta={fields.billingAddressId}
            options={addressOptions(checkout.billingAddresses)}
          />
        )}
        <Link
          to={pathFor("billingAddresses", locale, {}, { new: 1, returnTo: pathFor("checkoutAddress", locale) })}
          className="inline-block text-sm font-semibold text-primary-700 underline"
        >
          {t("address.addBilling")}
        </Link>
      </section>

      <section aria-labelledby="shipping-heading" className="space-y-3 rounded border border-gray-200 bg-white p-4">
        <h2 id="shipping-heading" className="text-lg font-semibold text-gray-900">
          {t("address.shippingHeading")}
        </h2>
        <CheckboxField label={t("address.useBilling")} meta={fields.useBillingForShipping} />
        {checkout.shippingAddresses.length > 0 && (
          <RadioGroupField
            legend={t("address.shippingLegend")}
            meta={fields.shippingAddressId}
            options={addressOptions(checkout.shippingAddresses)}
          />
        )}
        <Link
          to={pathFor("shippingAddresses", locale, {}, { new: 1, returnTo: pathFor("checkoutAddress", locale) })}
          className="inline-block text-sm font-semibold text-primary-700 underline"
        >
          {t("address.addShipping")}
        </Link>
      </section>

      <section aria-labelledby="recipient-heading" className="space-y-4 rounded border border-gray-200 bg-white p-4">
        <h2 id="recipient-heading" className="text-lg font-semibold text-gray-900">
          {t("address.recipientHeading")}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t("address.firstName")} autoComplete="given-name" meta={fields.recipientFirstName} />
          <TextField label={t("address.lastName")} autoComplete="family-name" meta={fields.recipientLastName} />
        </div>
        <div className="grid gap-4 sm:grid-cols-[8rem_1fr]">
          <TextField label={t("address.phoneCountryCode")} placeholder="+90" meta={fields.phoneCountryCode} />
          <TextField label={t("address.phone")} inputMode="tel" autoComplete="tel-national" meta={fields.phone} />
        </div>
        {consumer && (
          <IdentityNumberField
            label={t("address.identityNumber")}
            meta={fields.identityNumber}
            required={checkout.identityNumberRequiredForPersons}
          />
        )}
      </section>

      <section aria-labelledby="references-heading" className="space-y-4 rounded border border-gray-200 bg-white p-4">
        <h2 id="references-heading" className="text-lg font-semibold text-gray-900">
          {t("address.referencesHeading")}
        </h2>
        {checkout.currentAccounts.length > 0 && (
          <SelectField
            label={t("address.currentAccount")}
            meta={fields.currentAccountCode}
            placeholder={t("address.noCurrentAccount")}
            options={checkout.currentAccounts.map((account) => ({
              id: account.code,
              name: account.blocked
                ? t("address.currentAccountBlockedOption", { code: account.code })
                : t("address.currentAccountOption", {
                    code: account.code,
                    available: formatAmount(account.available, locale, account.currencyCode),
                  }),
            }))}
          />
        )}
        <TextField
          label={t("address.customerOrderNumber")}
          hint={t("address.customerOrderNumberHint")}
          optionalLabel={optional}
          meta={fields.customerOrderNumber}
        />
        <TextAreaField label={t("address.extraInformation")} optionalLabel={optional} rows={3} meta={fields.extraInformation} />
      </section>

      <FormErrors id={form.errorId} errors={form.errors} />
      <div className="flex flex-wrap items-center gap-4">
        <SubmitButton pendingLabel={t("saving")}>{t("address.continue")}</SubmitButton>
        <Link to={pathFor("shoppingCart", locale)} className="text-sm font-semibold text-primary-700 underline">
          {t("backToCart")}
        </Link>
      </div>
    </Form>
  );
}
