import { businessSignUpBody, signupAddressBody } from "@contract/api/identity/schemas";
import { addressPlaceFields, refineTurkishPlace } from "../lookups/places";

// The contract holds the plain rules of the company address; that its places exist is checked here, with the data.
export const placeCheckedAddressBody = signupAddressBody.extend(addressPlaceFields).superRefine(refineTurkishPlace);
export const placeCheckedBusinessSignUpBody = businessSignUpBody.extend(addressPlaceFields).superRefine(refineTurkishPlace);
