// What a calculator answers: a result, a prompt for what is still missing, or the reasons the input is impossible.
// Codes, not sentences: the storefront words them in the page's language (locales/*/calculators.json).
import { readPlainNumber, readValue } from "./numbers";

/** Why an input cannot be computed; `field` names the form field to show it under, null for the whole form. */
export interface Issue {
  field: string | null;
  code: string;
}

export type Outcome<T> =
  | { status: "done"; value: T }
  /** Nothing to compute yet: `prompt` says what to enter. */
  | { status: "incomplete"; prompt: string }
  | { status: "invalid"; issues: Issue[] };

export const done = <T>(value: T): Outcome<T> => ({ status: "done", value });
export const incomplete = (prompt: string): Outcome<never> => ({ status: "incomplete", prompt });
export const invalid = (field: string | null, code: string): Outcome<never> => ({ status: "invalid", issues: [{ field, code }] });

/** The text of each field of a posted or typed form; a missing field is empty. */
export type FieldTexts = Readonly<Record<string, string | undefined>>;

/** A field read as a number: absent when left empty, an issue when it is no number or beyond what a double holds. */
type ReadField = { given: false } | { given: true; value: number } | { given: true; issue: Issue };

/** `unreadable` is the issue code of a text that is not a number of the field's kind. */
function readField(texts: FieldTexts, field: string, read: (text: string) => number | null, unreadable: string): ReadField {
  const text = texts[field]?.trim() ?? "";
  if (text === "") return { given: false };
  const value = read(text);
  if (value === null) return { given: true, issue: { field, code: unreadable } };
  if (!Number.isFinite(value)) return { given: true, issue: { field, code: "outOfRange" } };
  return { given: true, value };
}

/** A unit conversion's value: a plain number, no prefix (the unit is chosen apart, and "5m" would be ambiguous). */
export const readPlainField = (texts: FieldTexts, field: string) => readField(texts, field, readPlainNumber, "notANumber");

/**
 * Electrical fields (SI prefixes and the field's unit allowed: "4k7", "10 kΩ"), each with the ways its unit is typed:
 * the numbers of those given, or the issues of those that are no number.
 */
export function readValues<F extends string>(texts: FieldTexts, units: Record<F, readonly string[]>): Outcome<Partial<Record<F, number>>> {
  const values: Partial<Record<F, number>> = {};
  const issues: Issue[] = [];
  for (const field of Object.keys(units) as F[]) {
    const read = readField(texts, field, (text) => readValue(text, units[field]), "notAValue");
    if (!read.given) continue;
    if ("issue" in read) issues.push(read.issue);
    else values[field] = read.value;
  }
  return issues.length ? { status: "invalid", issues } : done(values);
}

/** A computed result that overflowed or has no value (0/0) cannot be shown. */
export function finite<T extends Record<string, number>>(values: T): Outcome<T> {
  return Object.values(values).every(Number.isFinite) ? done(values) : invalid(null, "outOfRange");
}
