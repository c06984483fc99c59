/**
 * Reads the search box the way an engineer types it: `10k 0603 1%` is resistance 10 kΩ, package 0603 and
 * tolerance 1 %; `100nF 50V X7R`, `4.7uH`, `4k7`, `3v3 LDO`, `47R`, `2.2µF` likewise. What is not a value,
 * a package or a dielectric is a word. Pure: no database, so it is unit-tested on its own.
 */
import { DECIMAL, POINT_LETTER, PREFIX, pointLetterNumber, prefixExponent, prefixedNumber } from "@contract/engineering";
import { readPackage } from "@contract/package-names";
import { foldText, normalizePartNumber } from "./text";

export { readPackage };

export type SearchQuantity = "resistance" | "capacitance" | "inductance" | "voltage" | "current" | "power" | "frequency" | "tolerance";

export interface QuantityTerm {
  quantity: SearchQuantity;
  /** In SI base units (Ω, F, H, V, A, W, Hz, %). */
  value: number;
  source: string;
}

export interface ParsedSearch {
  text: string;
  quantities: QuantityTerm[];
  packages: string[];
  dielectrics: string[];
  /** Folded (lower case, no accents) words of two or more characters. */
  words: string[];
  /** The whole query as a normalised part number when it is one token that is not a value: the MPN/SKU pass tries it. */
  partNumber: string | null;
  /** The whole query, normalised, when it is one token of three characters or more, whatever it reads as. */
  wholeToken: string | null;
  /** The values shaped like part numbers (see partNumberShaped), normalised: read as part numbers when the catalog holds them. */
  partNumberLike: string[];
}

const UNIT_QUANTITY: Record<string, SearchQuantity> = {
  Ω: "resistance",
  ohm: "resistance",
  ohms: "resistance",
  r: "resistance",
  f: "capacitance",
  h: "inductance",
  v: "voltage",
  a: "current",
  w: "power",
  hz: "frequency",
};
const DIELECTRICS: Record<string, string> = {
  x7r: "X7R",
  x5r: "X5R",
  c0g: "C0G",
  cog: "C0G",
  np0: "C0G",
  npo: "C0G",
  x7s: "X7S",
  x6s: "X6S",
  y5v: "Y5V",
  x8r: "X8R",
};

function term(quantity: SearchQuantity, value: number, source: string): QuantityTerm {
  return { quantity, value, source };
}

const WITH_UNIT = new RegExp(String.raw`^(${DECIMAL})(${PREFIX}?)(Ω|ohms?|[rRfFhHvVaAwW]|[hH]z)$`);
const WITH_POINT_LETTER = new RegExp(String.raw`^(\d+)(${POINT_LETTER})(\d+)(Ω|[FfHh])?$`);
const BARE_MULTIPLIER = new RegExp(String.raw`^(${DECIMAL})(${PREFIX})$`);

const quantityOfUnit = (unit: string) => UNIT_QUANTITY[unit === "Ω" ? unit : unit.toLowerCase()];

/** A value with its unit ("100nF", "50V", "4.7uH", "47R", "250mW", "16MHz", "10 kΩ" once joined). */
function withUnit(token: string): QuantityTerm | null {
  const match = WITH_UNIT.exec(token);
  if (!match) return null;
  const [, mantissa, prefix, unit] = match;
  const quantity = quantityOfUnit(unit);
  // "47R" and "47Ω" carry no prefix; "R" after a prefix ("4kR") is not a notation anyone writes.
  if (quantity === "resistance" && prefix && unit.toLowerCase() === "r") return null;
  return term(quantity, prefixedNumber(mantissa, prefix), token);
}

/** The letter as decimal point ("4k7", "2R2", "4u7", "1n5", "3v3", "4u7H", "2m2H"). */
function letterAsPoint(token: string): QuantityTerm | null {
  const match = WITH_POINT_LETTER.exec(token);
  if (!match) return null;
  const [, whole, letter, fraction, unit] = match;
  const value = pointLetterNumber(whole, letter, fraction);
  if (letter === "v" || letter === "V") return unit ? null : term("voltage", value, token);
  if (letter === "R" || letter === "r") return unit && unit !== "Ω" ? null : term("resistance", value, token);
  if (unit) return term(quantityOfUnit(unit), value, token);
  // Without a unit the letter says what it is: k and M ohms, n, u and p farads; "4m7" and "2G4" say nothing.
  if (letter === "m" || letter === "G") return null;
  return term(prefixExponent(letter) > 0 ? "resistance" : "capacitance", value, token);
}

/** A bare multiplier: "10k" and "1M" are resistances, "100n" and "2.2u" capacitances; a bare "5m" is metres as often as anything. */
function bareMultiplier(token: string): QuantityTerm | null {
  const match = BARE_MULTIPLIER.exec(token);
  if (!match || match[2] === "m") return null;
  const [, mantissa, prefix] = match;
  return term(prefixExponent(prefix) > 0 ? "resistance" : "capacitance", prefixedNumber(mantissa, prefix), token);
}

/** "1%" and "±0.5%", and as Turkish writes it, "%1" and "±%5". */
const TOLERANCE = new RegExp(String.raw`^±?(?:(${DECIMAL})%|%(${DECIMAL}))$`);

function tolerance(token: string): QuantityTerm | null {
  const match = TOLERANCE.exec(token);
  return match ? term("tolerance", prefixedNumber(match[1] ?? match[2]), token) : null;
}

export function readQuantity(token: string): QuantityTerm | null {
  return tolerance(token) ?? withUnit(token) ?? letterAsPoint(token) ?? bareMultiplier(token);
}

const NUMBER_ONLY = new RegExp(String.raw`^${DECIMAL}$`);
const UNIT_ONLY = new RegExp(String.raw`^(${PREFIX}?(Ω|ohms?|F|H|V|A|W|Hz)|[kKM]|%)$`);

/** "10 k" and "100 nF" are typed with a space too: join a number with a following unit-only token. */
function joinSplitValues(tokens: string[]): string[] {
  const joined: string[] = [];
  for (const token of tokens) {
    const previous = joined[joined.length - 1];
    if (previous && NUMBER_ONLY.test(previous) && UNIT_ONLY.test(token)) {
      joined[joined.length - 1] = `${previous}${token}`;
    } else {
      joined.push(token);
    }
  }
  return joined;
}

/**
 * A value written with its letter as the decimal point, four characters or more: the shape of JEDEC part numbers
 * (`2n7002`, `1n4148`, `4n35`, `6n137`). Shorter ones (`2n7`, `4k7`, `3v3`) are values only: as prefixes they would
 * begin too many part numbers to mean one; `100n` and `10uF` are never part numbers.
 */
export const partNumberShaped = (token: string) => WITH_POINT_LETTER.test(token) && normalizePartNumber(token).length >= 4;

const wordOf = (token: string) => foldText(token).replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "");

export function parseSearchQuery(input: string): ParsedSearch {
  const text = input.trim().replace(/\s+/g, " ");
  // A comma between digits is a Turkish decimal comma ("4,7k"); any other separates terms ("10k, 0603").
  const tokens = joinSplitValues(text.split(/[\s;]+|(?<!\d),|,(?!\d)/).filter(Boolean));
  const normalized = normalizePartNumber(text);
  const parsed: ParsedSearch = {
    text,
    quantities: [],
    packages: [],
    dielectrics: [],
    words: [],
    partNumber: null,
    wholeToken: tokens.length === 1 && normalized.length >= 3 ? normalized : null,
    partNumberLike: [],
  };
  let recognised = 0;
  for (const token of tokens) {
    const quantity = readQuantity(token);
    if (quantity) {
      parsed.quantities.push(quantity);
      if (partNumberShaped(token)) parsed.partNumberLike.push(normalizePartNumber(token));
      recognised += 1;
      continue;
    }
    const packageName = readPackage(token);
    if (packageName) {
      parsed.packages.push(packageName);
      recognised += 1;
      continue;
    }
    const dielectric = DIELECTRICS[token.toLowerCase()];
    if (dielectric) {
      parsed.dielectrics.push(dielectric);
      recognised += 1;
      continue;
    }
    const word = wordOf(token);
    if (word.length >= 2) parsed.words.push(word);
  }
  if (recognised === 0) parsed.partNumber = parsed.wholeToken;
  return parsed;
}

/**
 * Part numbers before values: the values among `partNumberLike` that the catalog holds as part numbers (`known`)
 * are read as words (the part number in the search text), and a query of that one token as a part number.
 */
export function readAsPartNumbers(parsed: ParsedSearch, known: Set<string>): ParsedSearch {
  const isKnown = (term: QuantityTerm) => known.has(normalizePartNumber(term.source));
  const moved = parsed.quantities.filter(isKnown);
  if (moved.length === 0) return parsed;
  const quantities = parsed.quantities.filter((term) => !isKnown(term));
  const alone = quantities.length + parsed.packages.length + parsed.dielectrics.length === 0;
  return {
    ...parsed,
    quantities,
    words: [...parsed.words, ...moved.map((term) => wordOf(term.source))],
    partNumberLike: [],
    partNumber: alone ? parsed.wholeToken : null,
  };
}
