/** A Turkish address the API's lookups know (Ankara, Çankaya, Kızılay), for the tests and the mixed load's buyers. */
export const ANKARA_ADDRESS = {
  firstName: "Deniz",
  lastName: "Kaya",
  phoneCountryCode: "+90",
  phone: "532 000 00 01",
  countryCode: "TR",
  cityId: "06",
  townId: "Çankaya",
  districtId: "Kızılay Mah",
  zipCode: "06420",
  addressLine: "Ziya Gökalp Caddesi No: 5",
};

/** A TCKN with valid check digits (a consumer's invoice to a person asks for one). */
export const VALID_IDENTITY_NUMBER = "10000000146";
