import * as z from "zod";
import { isValidTckn, isValidVkn } from "./tax-numbers";

// The field rules of docs/spec.md §5, written once for the storefront's forms and the API's bodies. Messages are
// translation keys of common:validation.* (locales/): the storefront shows them in the page's language, the API
// translates them into the caller's before answering (api/plugins/errors.ts).

// Local part: letters, digits and ._%+-; domain: dot-separated labels (so no consecutive, leading or trailing
// dots) ending in a 2+ letter top-level part.
const EMAIL_PATTERN = /^[A-Z0-9._%+-]+@[A-Z0-9-]+(?:\.[A-Z0-9-]+)*\.[A-Z]{2,}$/i;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

// Anything that is not a Unicode letter, digit or whitespace.
const NOT_TEXT = /[^\p{L}\p{N}\s]/gu;

/**
 * The text-cleaning rule: strips punctuation and symbols, keeping letters of any script (Turkish ç ğ ı İ ö ş ü
 * included), digits and whitespace. NFC first so decomposed input ("c" + combining cedilla) keeps its letter.
 */
export function cleanText(value: string): string {
  return value.normalize("NFC").replace(NOT_TEXT, "");
}

// What no text field keeps (docs/errors.md): the C0 controls but tab, line feed and carriage return (a NUL cannot
// even be stored by PostgreSQL), DEL and the C1 controls, the bidirectional embeddings, overrides and isolates that
// make text display otherwise than it reads (U+202A–U+202E, U+2066–U+2069), and halves of a surrogate pair.
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]|\p{Cs}/u;

export function isSafeText(value: string): boolean {
  return !UNSAFE_CHARACTER.test(value);
}

/**
 * The dotted path of the first string in a parsed input (body, query, parameters) that is not safe text, or null:
 * the API refuses such an input whatever field it is in (api/plugins/input-guard.ts).
 */
export function unsafeTextPath(value: unknown, path = ""): string | null {
  if (typeof value === "string") return isSafeText(value) ? null : path;
  if (typeof value !== "object" || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    const found = unsafeTextPath(item, path ? `${path}.${key}` : key);
    if (found !== null) return found;
  }
  return null;
}

/** A string that is safe text; `error` is the message when it is missing or not a string. */
const safeString = (error?: string) => z.string(error ? { error } : undefined).refine(isSafeText, "validation.unsafeCharacters");

/** The numeric-field rule: a field holding only "0" or a lone "," becomes "0,1"; anything else passes unchanged. */
export function numericFieldText(value: string): string {
  const trimmed = value.trim();
  return trimmed === "0" || trimmed === "," ? "0,1" : value;
}

/** A decimal typed with a Turkish comma or an English point, after the numeric-field rule; null when it is not one. */
export function parseDecimalField(value: string): number | null {
  const text = numericFieldText(value).trim().replace(",", ".");
  return /^\d+(\.\d+)?$/.test(text) ? Number(text) : null;
}

/** Empty, missing and null all mean "not given" (a form omits the field, JSON may send "" or null). */
const blankToUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);

export const requiredText = (max: number) =>
  safeString("validation.required").trim().min(1, "validation.required").max(max, "validation.tooLong");

/** Free text that may be left out: answers null when not given. */
export const optionalText = (max: number) =>
  z.preprocess(blankToUndefined, safeString().trim().max(max, "validation.tooLong").optional()).transform((value) => value || null);

/** Required text with a minimum length ("say a little more"). */
export const detailText = (min: number, max: number) => requiredText(max).refine((value) => value.length >= min, "validation.tooShort");

/** A person's or company's name: the text-cleaning rule applied, and some letters must remain. */
export const nameText = (max: number) =>
  requiredText(max)
    .transform((value) => cleanText(value).replace(/\s+/g, " ").trim())
    .refine((value) => /\p{L}/u.test(value), "validation.letters");

/** An e-mail address by the rule of docs/spec.md §5, compared in lower case. */
export const emailText = requiredText(254)
  .refine(isValidEmail, "validation.email")
  .transform((value) => value.toLowerCase())
  .meta({ example: "buyer@example.com" });

export const PHONE_PATTERN = /^\+?[0-9 ()-]{7,20}$/;
export const phoneText = requiredText(20).regex(PHONE_PATTERN, "validation.phone").meta({ example: "532 000 00 01" });
export const optionalPhoneText = z.preprocess(blankToUndefined, phoneText.optional()).transform((value) => value ?? null);
export const phoneCountryCodeText = z
  .string({ error: "validation.required" })
  .trim()
  .regex(/^\+\d{1,4}$/, "validation.phone")
  .meta({ example: "+90" });
export const optionalPhoneCountryCodeText = z
  .preprocess(blankToUndefined, phoneCountryCodeText.optional())
  .transform((value) => value ?? null);

// A number of the right length whose check digits fail is said apart from one of the wrong length: a typing slip.
const TAX_NUMBER_PATTERN = /^\d{10,11}$/;
const IDENTITY_NUMBER_PATTERN = /^\d{11}$/;

/** A Turkish tax number with its check digits: 10 digits (VKN) or 11 (TCKN of a sole proprietor). */
export const taxNumberText = z
  .string({ error: "validation.required" })
  .trim()
  .regex(TAX_NUMBER_PATTERN, "validation.taxNumber")
  .refine(
    (value) => !TAX_NUMBER_PATTERN.test(value) || (value.length === 10 ? isValidVkn(value) : isValidTckn(value)),
    "validation.taxNumberCheck",
  )
  .meta({ example: "1234567890" });
/** A Turkish identity number (TCKN) with its check digits. */
export const identityNumberText = z
  .string({ error: "validation.required" })
  .trim()
  .regex(IDENTITY_NUMBER_PATTERN, "validation.identityNumber")
  .refine((value) => !IDENTITY_NUMBER_PATTERN.test(value) || isValidTckn(value), "validation.identityNumberCheck")
  .meta({ example: "10000000146" });

/** A new password: 8 to 128 characters with a letter and a digit. */
export const newPasswordText = safeString("validation.required")
  .min(8, "validation.passwordRule")
  .max(128, "validation.tooLong")
  .refine((value) => /\p{L}/u.test(value) && /\d/.test(value), "validation.passwordRule")
  .meta({ example: "Parola2026" });

export const otpCodeText = z
  .string({ error: "validation.required" })
  .trim()
  .regex(/^\d{6}$/, "validation.otpCode")
  .meta({ example: "123456" });

/** A yes/no field: JSON sends a boolean, a form or a multipart body the text "true", "false" or "on". */
const flagOf = (error?: string) =>
  z.union([z.boolean(), z.enum(["true", "false", "on"]).transform((value) => value !== "false")], error ? { error } : undefined);
export const flagField = flagOf();
/** A box that must be ticked (an agreement). */
export const mustAccept = flagOf("validation.mustAccept").refine((value) => value === true, "validation.mustAccept");
