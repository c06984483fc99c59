import { HydrateInTurn } from "~/lib/hydration-turns";
import { useTranslation } from "~/lib/i18n/use-translation";
import { AddressFields } from "./address-fields";
import { IdentityNumberField } from "./identity-number-field";
import { TaxOfficeFields } from "./tax-office-fields";
import { RadioGroupField } from "~/components/ui/choice-field";
import { TextField } from "~/components/ui/field";
import type { FieldMeta } from "~/components/ui/field-meta";
import type { AddressFormKind } from "~/features/account/address-book";
import type { AddressLookups } from "~/features/account/address-lookups";

type AddressBodyMetas = Record<
  | "firstName"
  | "lastName"
  | "phoneCountryCode"
  | "phone"
  | "invoiceType"
  | "identityNumber"
  | "companyName"
  | "taxOffice"
  | "taxOfficeCode"
  | "taxNumber"
  | "countryCode"
  | "cityId"
  | "cityName"
  | "townId"
  | "districtId"
  | "zipCode"
  | "addressLine",
  FieldMeta
>;

/**
 * An address's own fields, as every address form asks them: the person and phone; for an invoice address the party
 * invoiced (a consumer's invoice type and TCKN, or the company's tax details); then the place. The address book's
 * form and a guest's checkout share them.
 */
export function AddressBodyFields({
  kind,
  fields,
  lookups,
  identityNumberRequired,
}: {
  kind: AddressFormKind;
  fields: AddressBodyMetas;
  lookups: AddressLookups;
  /** At checkout, whether its total makes an invoice to a person carry a TCKN; left out in the address book. */
  identityNumberRequired?: boolean;
}) {
  const { t } = useTranslation("account");
  // About twenty fields and the place's lists: a turn of their own (docs/decisions/067-hydration-in-turns.md), in one
  // element spaced as the form spaces its fields; its groups take turns of their own in it.
  return (
    <HydrateInTurn>
      <div className="space-y-4">
        <HydrateInTurn>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label={t("fields.firstName")} autoComplete="given-name" meta={fields.firstName} />
            <TextField label={t("fields.lastName")} autoComplete="family-name" meta={fields.lastName} />
          </div>
        </HydrateInTurn>
        <HydrateInTurn>
          <div className="grid gap-4 sm:grid-cols-[8rem_1fr]">
            <TextField label={t("fields.phoneCountryCode")} placeholder="+90" meta={fields.phoneCountryCode} />
            <TextField label={t("fields.phone")} inputMode="tel" autoComplete="tel-national" meta={fields.phone} />
          </div>
        </HydrateInTurn>
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
            <IdentityNumberField
              label={t("addresses.fields.identityNumber")}
              meta={fields.identityNumber}
              required={identityNumberRequired}
            />
          </>
        )}
        {kind !== "shipping" && (
          <HydrateInTurn>
            <fieldset className="space-y-4">
              <legend className="text-sm font-semibold text-gray-900">
                {kind === "consumerBilling" ? t("addresses.corporateDetails") : t("addresses.companyDetails")}
              </legend>
              <TextField label={t("fields.companyTitle")} meta={fields.companyName} />
              <TaxOfficeFields fields={fields} lookups={lookups} />
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField label={t("fields.taxNumber")} inputMode="numeric" meta={fields.taxNumber} />
              </div>
            </fieldset>
          </HydrateInTurn>
        )}
        <AddressFields fields={fields} lookups={lookups} />
      </div>
    </HydrateInTurn>
  );
}
