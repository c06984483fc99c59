import type { FieldMeta } from "~/components/ui/field-meta";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/lib/i18n/use-translation";
import type { AddressLookups } from "~/features/account/address-lookups";
import { useAddressLookups } from "~/features/account/use-address-lookups";
import { TextAreaField, TextField } from "~/components/ui/field";
import { SelectField } from "~/components/ui/select-field";

export interface AddressFieldMetas {
  countryCode: FieldMeta;
  cityId: FieldMeta;
  cityName: FieldMeta;
  townId: FieldMeta;
  districtId: FieldMeta;
  zipCode: FieldMeta;
  addressLine: FieldMeta;
}

export const ADDRESS_LOOKUP_INTENT = "address-lookups";

/**
 * Country, then for Turkey city → town → district → zip code, each list filled from the choice above, and the
 * district's (neighbourhood's) postal code filled in when it is chosen; the field stays editable.
 * Without JavaScript the "update lists" button posts the form and the page comes back with the next list (and the
 * postal code); with JavaScript a fetcher loads it as soon as a choice changes.
 */
export function AddressFields({ fields, lookups: initial }: { fields: AddressFieldMetas; lookups: AddressLookups }) {
  const { t } = useTranslation("account");
  const { data: loaded, reload } = useAddressLookups(fields.countryCode.formId);
  const [lookups, setLookups] = useState(initial);
  const [country, setCountry] = useState(String(fields.countryCode.initialValue ?? "TR"));
  // Set when a district is chosen: the answer to that choice brings its postal code.
  const fillZipCode = useRef(false);
  useEffect(() => setLookups(initial), [initial]);
  const zipCodeId = fields.zipCode.id;
  useEffect(() => {
    if (!loaded) return;
    setLookups(loaded);
    const [postalCode] = loaded.zipCodes;
    const zipCode = document.getElementById(zipCodeId);
    if (fillZipCode.current && postalCode && zipCode instanceof HTMLInputElement) zipCode.value = postalCode;
    fillZipCode.current = false;
  }, [loaded, zipCodeId]);

  const clearBelow = (form: HTMLFormElement | null, names: string[]) => {
    for (const name of names) {
      const control = form?.elements.namedItem(name);
      if (control instanceof HTMLSelectElement || control instanceof HTMLInputElement) control.value = "";
    }
  };
  const choose = (names: string[]) => (event: React.ChangeEvent<HTMLSelectElement>) => {
    clearBelow(event.currentTarget.form, names);
    reload(event.currentTarget.form);
  };
  const turkey = country === "TR";
  const choosePlaceholder = t("address.choose");

  return (
    <fieldset className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t("address.country")}
          meta={fields.countryCode}
          options={lookups.countries}
          placeholder={choosePlaceholder}
          onChange={(event) => {
            setCountry(event.currentTarget.value);
            choose(["cityId", "townId", "districtId", "zipCode"])(event);
          }}
        />
        {turkey ? (
          <SelectField
            label={t("address.city")}
            meta={fields.cityId}
            options={lookups.cities}
            placeholder={choosePlaceholder}
            onChange={choose(["townId", "districtId", "zipCode"])}
          />
        ) : (
          <TextField label={t("address.city")} meta={fields.cityName} autoComplete="address-level1" />
        )}
      </div>
      {turkey && (
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t("address.town")}
            meta={fields.townId}
            options={lookups.towns}
            placeholder={lookups.towns.length ? choosePlaceholder : t("address.chooseCityFirst")}
            onChange={choose(["districtId", "zipCode"])}
          />
          <SelectField
            label={t("address.district")}
            meta={fields.districtId}
            options={lookups.districts}
            placeholder={lookups.districts.length ? choosePlaceholder : t("address.chooseTownFirst")}
            onChange={(event) => {
              fillZipCode.current = Boolean(event.currentTarget.value);
              choose(["zipCode"])(event);
            }}
          />
        </div>
      )}
      <noscript>
        <button
          type="submit"
          name="intent"
          value={ADDRESS_LOOKUP_INTENT}
          formNoValidate
          className="rounded border border-primary-700 px-3 py-1.5 text-sm font-semibold text-primary-700"
        >
          {t("address.updateLists")}
        </button>
      </noscript>
      <div className="grid gap-4 sm:grid-cols-[1fr_2fr]">
        <div>
          <TextField
            label={t("address.zipCode")}
            meta={fields.zipCode}
            autoComplete="postal-code"
            list={`${fields.zipCode.id}-options`}
            inputMode="numeric"
          />
          <datalist id={`${fields.zipCode.id}-options`}>
            {lookups.zipCodes.map((zip) => (
              <option key={zip} value={zip} />
            ))}
          </datalist>
        </div>
        <TextAreaField label={t("address.addressLine")} meta={fields.addressLine} rows={2} autoComplete="street-address" />
      </div>
    </fieldset>
  );
}
