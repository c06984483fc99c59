import { businessSignUpBody, signupAddressBody, signupInfoBody } from "@contract/api/identity/schemas";
import { addressPlaceFields, refineTurkishPlace } from "../lookups/places";
import { refineTaxOffice } from "../lookups/tax-offices";

// The contract holds the plain rules of the company and its address; that its tax office and its places exist is
// checked here, with the data.
export const officeCheckedSignupInfoBody = signupInfoBody.superRefine(refineTaxOffice);
export const placeCheckedAddressBody = signupAddressBody.extend(addressPlaceFields).superRefine(refineTurkishPlace);
export const placeCheckedBusinessSignUpBody = businessSignUpBody
  .safeExtend(addressPlaceFields)
  .superRefine(refineTurkishPlace)
  .superRefine(refineTaxOffice);
