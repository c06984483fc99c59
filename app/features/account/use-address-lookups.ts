import { useFetcher } from "@remix-run/react";
import type { AddressLookups } from "./address-lookups";
import { usePageLocale } from "~/lib/use-page-locale";

/** The resource route answering an address form's lists (features/account/routes/lookups.ts). */
const ADDRESS_LOOKUP_PATH = "/api/lookups/address";

const CHOICE_FIELDS = ["countryCode", "cityId", "townId", "districtId", "taxOfficeCityId"] as const;

/**
 * The lists of one address form, loaded with JavaScript as soon as a choice changes. The form's address fields and its
 * tax office fields share the fetcher (by the form's id), so one answer refreshes both.
 */
export function useAddressLookups(formId: string) {
  const fetcher = useFetcher<AddressLookups>({ key: `address-lookups-${formId}` });
  const locale = usePageLocale();
  const reload = (form: HTMLFormElement | null) => {
    if (!form) return;
    const data = new FormData(form);
    // The lists' names (countries) are in the page's language.
    const query = new URLSearchParams({ lng: locale });
    for (const name of CHOICE_FIELDS) {
      const value = data.get(name);
      // A form with a tax office sends its province even when none is chosen yet: the answer takes the city's.
      if (typeof value === "string" && (value || name === "taxOfficeCityId")) query.set(name, value);
    }
    fetcher.load(`${ADDRESS_LOOKUP_PATH}?${query}`);
  };
  return { data: fetcher.data, reload };
}
