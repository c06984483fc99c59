import { useEffect, useState } from "react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { TextField } from "~/components/ui/field";
import type { FieldMeta } from "~/components/ui/field-meta";
import { SelectField } from "~/components/ui/select-field";
import type { AddressLookups } from "~/features/account/address-lookups";
import { useAddressLookups } from "~/features/account/use-address-lookups";
import { ADDRESS_LOOKUP_INTENT } from "./address-fields";

export interface TaxOfficeFieldMetas {
  countryCode: FieldMeta;
  taxOffice: FieldMeta;
  taxOfficeCode: FieldMeta;
}

const TAX_OFFICE_CITY = "taxOfficeCityId";

/**
 * The tax office of a company or a corporate invoice (docs/decisions/027-business-accounts.md). In Turkey it is chosen
 * from the Revenue Administration's list: a province (the address's city until another is chosen), then one of its
 * offices; elsewhere it is typed. An office typed before the list that matches none is shown and kept until one is
 * chosen. Without JavaScript a button brings the province's offices; with it they come as the province changes.
 */
export function TaxOfficeFields({ fields, lookups }: { fields: TaxOfficeFieldMetas; lookups: AddressLookups }) {
  const { t } = useTranslation("account");
  const { data: loaded, reload } = useAddressLookups(fields.taxOfficeCode.formId);
  const [lists, setLists] = useState(lookups);
  const [province, setProvince] = useState(lookups.taxOfficeCityId);
  useEffect(() => {
    setLists(lookups);
    setProvince(lookups.taxOfficeCityId);
  }, [lookups]);
  useEffect(() => {
    if (!loaded) return;
    setLists(loaded);
    setProvince(loaded.taxOfficeCityId);
  }, [loaded]);

  if (String(fields.countryCode.value ?? "TR") !== "TR") return <TextField label={t("fields.taxOffice")} meta={fields.taxOffice} />;

  // A typed name the API could not match is answered with no code: the user is asked to choose the office.
  const unmatched =
    !fields.taxOfficeCode.initialValue && typeof fields.taxOffice.initialValue === "string" ? fields.taxOffice.initialValue : "";
  const choose = t("address.choose");
  return (
    <div className="space-y-2">
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${fields.taxOfficeCode.id}-city`} className="block text-sm font-medium text-gray-800">
            {t("address.taxOfficeCity")}
          </label>
          <select
            id={`${fields.taxOfficeCode.id}-city`}
            name={TAX_OFFICE_CITY}
            value={province}
            onChange={(event) => {
              const form = event.currentTarget.form;
              setProvince(event.currentTarget.value);
              const office = form?.elements.namedItem(fields.taxOfficeCode.name);
              if (office instanceof HTMLSelectElement) office.value = "";
              reload(form);
            }}
            className="mt-1 block w-full rounded border border-gray-400 bg-white px-3 py-2 text-gray-900 shadow-sm focus:border-primary-600"
          >
            <option value="">{choose}</option>
            {lists.cities.map((city) => (
              <option key={city.id} value={city.id}>
                {city.name}
              </option>
            ))}
          </select>
        </div>
        <SelectField
          label={t("fields.taxOffice")}
          hint={unmatched ? t("address.taxOfficeUnmatched", { office: unmatched }) : undefined}
          meta={fields.taxOfficeCode}
          options={lists.taxOffices}
          placeholder={lists.taxOffices.length ? choose : t("address.chooseTaxOfficeCityFirst")}
        />
      </div>
      {/* Sent back so the note stays through "show the offices"; the office chosen replaces it when saved. */}
      {unmatched && <input type="hidden" name={fields.taxOffice.name} value={unmatched} />}
      <noscript>
        <button
          type="submit"
          name="intent"
          value={ADDRESS_LOOKUP_INTENT}
          formNoValidate
          className="rounded border border-primary-700 px-3 py-1.5 text-sm font-semibold text-primary-700"
        >
          {t("address.showTaxOffices")}
        </button>
      </noscript>
    </div>
  );
}
