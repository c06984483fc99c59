import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { useLocation } from "@remix-run/react";
import { RouteLink } from "~/components/route-link";
import { HydrateInTurn } from "~/lib/hydration-turns";
import { useTranslation } from "~/lib/i18n/use-translation";
import type { Checkout } from "@contract/api/checkout/schemas";
import { AddressBodyFields } from "~/features/account/components/address-body-fields";
import { CheckboxField } from "~/components/ui/choice-field";
import { TextAreaField, TextField } from "~/components/ui/field";
import { Form } from "~/components/ui/form";
import { FormErrors } from "~/components/ui/form-errors";
import { ImplicitSubmit } from "~/components/ui/implicit-submit";
import { SubmitButton } from "~/components/ui/submit-button";
import { loginPath } from "~/lib/auth/redirects";
import type { AddressLookups } from "~/features/account/address-lookups";
import type { AddressFormValue } from "~/features/account/forms/addresses";
import type { GuestAddressForm } from "~/features/checkout/forms/guest-checkout";
import { useLazyValidation, type FormConstraint } from "~/lib/forms/use-lazy-validation";
import { usePageLocale } from "~/lib/use-page-locale";

export const SAVE_GUEST_ADDRESS_INTENT = "save";

/** Both forms' values: the address, and on the invoice form the checkout's own fields. */
type GuestFormValue = AddressFormValue & {
  email?: string;
  useBillingForShipping?: boolean;
  customerOrderNumber?: string;
  extraInformation?: string;
};

export interface GuestFormAnswer {
  form: GuestAddressForm;
  result: SubmissionResult<string[]>;
  lookups: AddressLookups;
}

/** A stored address as form values (absent parts empty); a new one starts in Turkey. */
const valuesOf = (address: Record<string, string | null> | null | undefined) =>
  address
    ? Object.fromEntries(Object.entries(address).map(([key, value]) => [key, value ?? ""]))
    : { countryCode: "TR", phoneCountryCode: "+90", invoiceType: "individual" };

/**
 * A guest's address step: the e-mail and the invoice address, and, once it is saved with "deliver elsewhere", the
 * delivery address. Each form keeps what was typed when it comes back with errors or new lists.
 */
export function GuestAddressForms({
  checkout,
  lookups,
  constraints,
  answer,
}: {
  checkout: Checkout;
  lookups: Record<GuestAddressForm, AddressLookups>;
  /** Each form's field constraints, from the loader. */
  constraints: Partial<Record<GuestAddressForm, FormConstraint>>;
  answer?: GuestFormAnswer | null;
}) {
  const { t } = useTranslation("checkout");
  const locale = usePageLocale();
  const { pathname } = useLocation();
  const guest = checkout.guest;
  const askShipping = Boolean(guest?.billing) && !checkout.form.useBillingForShipping;
  const answerOf = (form: GuestAddressForm) => (answer?.form === form ? answer : null);

  return (
    <div className="space-y-6">
      <p className="rounded border border-gray-200 bg-white p-4 text-sm text-gray-800">
        {t("guest.signInHint")}{" "}
        <RouteLink to={loginPath(locale, pathname)} className="font-semibold text-primary-700 underline">
          {t("guest.signIn")}
        </RouteLink>
      </p>
      {/* Each form is built in a hydration turn of its own (docs/decisions/067-hydration-in-turns.md). */}
      <HydrateInTurn>
        <GuestAddressForm
          form="billing"
          defaults={{
            ...valuesOf(guest?.billing),
            email: guest?.email ?? "",
            useBillingForShipping: guest?.billing ? checkout.form.useBillingForShipping : true,
            customerOrderNumber: checkout.form.customerOrderNumber ?? "",
            extraInformation: checkout.form.extraInformation ?? "",
          }}
          lookups={answerOf("billing")?.lookups ?? lookups.billing}
          constraint={constraints.billing}
          lastResult={answerOf("billing")?.result}
          identityNumberRequired={checkout.identityNumberRequiredForPersons}
        />
      </HydrateInTurn>
      {askShipping && (
        <HydrateInTurn>
          <GuestAddressForm
            form="shipping"
            defaults={valuesOf(guest?.shipping)}
            lookups={answerOf("shipping")?.lookups ?? lookups.shipping}
            constraint={constraints.shipping}
            lastResult={answerOf("shipping")?.result}
            identityNumberRequired={false}
          />
        </HydrateInTurn>
      )}
    </div>
  );
}

function GuestAddressForm({
  form: which,
  defaults,
  lookups,
  constraint,
  lastResult,
  identityNumberRequired,
}: {
  form: GuestAddressForm;
  constraint?: FormConstraint;
  defaults: Record<string, unknown>;
  identityNumberRequired: boolean;
  lookups: AddressLookups;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const { t } = useTranslation("checkout");
  const onValidate = useLazyValidation(
    `guest-${which}`,
    () => import("~/features/checkout/forms/guest-checkout"),
    (module) => module.guestFormSchema(which),
  );
  const [form, fields] = useForm<GuestFormValue>({
    id: `guest-${which}`,
    lastResult,
    defaultValue: defaults,
    constraint,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate,
  });
  const billing = which === "billing";
  const optional = t("common:optional");
  const headingId = `guest-${which}-heading`;
  return (
    <section aria-labelledby={headingId} className="rounded border border-gray-200 bg-white p-4">
      <h2 id={headingId} className="text-lg font-semibold text-gray-900">
        {t(billing ? "address.billingHeading" : "address.shippingHeading")}
      </h2>
      <Form method="post" {...getFormProps(form)} className="mt-3 space-y-4">
        <ImplicitSubmit name="intent" value={SAVE_GUEST_ADDRESS_INTENT} />
        <input type="hidden" name="form" value={which} />
        {/* The address book's title, which a guest's one-off address does not need to be asked for. */}
        <input type="hidden" name="title" value={t(billing ? "guest.billingTitle" : "guest.shippingTitle")} />
        {billing && (
          <TextField label={t("guest.email")} hint={t("guest.emailHint")} type="email" autoComplete="email" meta={fields.email} />
        )}
        <AddressBodyFields
          kind={billing ? "consumerBilling" : "shipping"}
          fields={fields}
          lookups={lookups}
          identityNumberRequired={identityNumberRequired}
        />
        {billing && (
          <>
            <CheckboxField label={t("address.useBilling")} meta={fields.useBillingForShipping} />
            <TextField
              label={t("address.customerOrderNumber")}
              hint={t("address.customerOrderNumberHint")}
              optionalLabel={optional}
              meta={fields.customerOrderNumber}
            />
            <TextAreaField label={t("address.extraInformation")} optionalLabel={optional} rows={3} meta={fields.extraInformation} />
          </>
        )}
        <FormErrors id={form.errorId} errors={form.errors} />
        <SubmitButton name="intent" value={SAVE_GUEST_ADDRESS_INTENT} pendingLabel={t("saving")}>
          {t(billing ? "guest.saveBilling" : "guest.saveShipping")}
        </SubmitButton>
      </Form>
    </section>
  );
}
