import { electronicFormatIBAN, friendlyFormatIBAN, validateIBAN, ValidationErrorsIBAN } from "ibantools";

/** Why an IBAN is refused: no IBAN country, not its country's length, characters its country does not use, or wrong check digits. */
export type IbanProblem = "country" | "length" | "format" | "checksum";

export type IbanCheck = { valid: true; iban: string } | { valid: false; problem: IbanProblem };

const PROBLEMS: Record<ValidationErrorsIBAN, IbanProblem> = {
  [ValidationErrorsIBAN.NoIBANProvided]: "country",
  [ValidationErrorsIBAN.NoIBANCountry]: "country",
  [ValidationErrorsIBAN.WrongBBANLength]: "length",
  [ValidationErrorsIBAN.WrongBBANFormat]: "format",
  [ValidationErrorsIBAN.ChecksumNotNumber]: "format",
  [ValidationErrorsIBAN.WrongIBANChecksum]: "checksum",
  [ValidationErrorsIBAN.WrongAccountBankBranchChecksum]: "checksum",
  [ValidationErrorsIBAN.QRIBANNotAllowed]: "format",
};

/**
 * An IBAN as people write it (spaced, in any case) checked against its country's length and format and its check
 * digits; a valid one comes back in its electronic form (`TR330006100519786457841326`), the form that is stored.
 */
export function checkIban(written: string): IbanCheck {
  const iban = electronicFormatIBAN(written.replace(/\s/g, "")) ?? "";
  const { valid, errorCodes } = validateIBAN(iban);
  // The library lists the problems from the country onwards: the first is the one to fix first.
  return valid ? { valid: true, iban } : { valid: false, problem: PROBLEMS[errorCodes[0]] };
}

/** An IBAN in groups of four, as it is printed for a person to read and type: `TR33 0006 1005 1978 6457 8413 26`. */
export function formatIban(iban: string): string {
  return friendlyFormatIBAN(iban.replace(/\s/g, "")) ?? "";
}
