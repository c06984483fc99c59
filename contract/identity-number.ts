/**
 * When a Turkish invoice to a person must carry their identity number (TCKN): above this total, in lira with taxes.
 * Below it a buyer may leave the number out, and the invoice names them by the stand-in number the Revenue
 * Administration (GİB) allows for a person whose number is not known (docs/decisions/035-identity-number.md).
 */
export const IDENTITY_NUMBER_REQUIRED_ABOVE_TRY = "5000.00";

/** The e-Arşiv stand-in for a person in Türkiye whose identity number the seller was not given. */
export const UNKNOWN_PERSON_IDENTITY_NUMBER = "11111111111";
