import * as z from "zod";
import { companyProfileBody, type CompanyProfileInput } from "@contract/api/accounts/schemas";
import type { LookupItem } from "@contract/api/lookups/schemas";
import { requireTaxOffice } from "@contract/api/lookups/tax-offices";
import { addressChoiceOf, cityNameOf } from "~/features/account/address-lookups";

// The company profile form: the contract's body with its address fields side by side on the page.

const { address: companyAddress, ...companyFields } = companyProfileBody.shape;

export const companyProfileSchema = z
  .object({ ...companyFields, ...companyAddress.shape })
  .superRefine((value, context) => requireTaxOffice(value, value.countryCode, context));

/** The API body of a valid form: the address nested, its city name from the list. */
export function companyProfileBodyOf(value: z.output<typeof companyProfileSchema>, cities: LookupItem[]): CompanyProfileInput {
  const { countryCode, cityId, cityName, townId, districtId, zipCode, addressLine, ...company } = value;
  return {
    ...company,
    address: {
      countryCode,
      cityId,
      cityName: cityNameOf(addressChoiceOf(value), cities, cityName),
      townId,
      districtId,
      zipCode,
      addressLine,
    },
  };
}

/** The API's names of the address fields ("address.cityId") are the form's without their prefix. */
export const companyFieldOf = (field: string) => field.replace(/^address\./, "");
