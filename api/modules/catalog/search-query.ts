/**
 * Reads the search box the way an engineer types it: `10k 0603 1%` is resistance 10 kΩ, package 0603 and
 * tolerance 1 %; `100nF 50V X7R`, `4.7uH`, `4k7`, `3v3 LDO`, `47R`, `2.2µF` likewise. What is not a value,
 * a package or a dielectric is a word. Pure: no database, so it is unit-tested on its own.
 */
import { foldText, normalizePartNumber } from "./text";
import { formatQuantity } from "./units";

export type SearchQuantity = "resistance" | "capacitance" | "inductance" | "voltage" | "current" | "power" | "frequency" | "tolerance";

export interface QuantityTerm {
  quantity: SearchQuantity;
  /** In SI base units (Ω, F, H, V, A, W, Hz, %). */
  value: number;
  display: string;
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
}

const UNIT_QUANTITY: Record<string, SearchQuantity> = {
  "Ω": "resistance",
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
const QUANTITY_UNIT: Record<SearchQuantity, string> = {
  resistance: "Ω",
  capacitance: "F",
  inductance: "H",
  voltage: "V",
  current: "A",
  power: "W",
  frequency: "Hz",
  tolerance: "%",
};
const PREFIX_EXPONENT: Record<string, number> = { p: -12, n: -9, u: -6, "µ": -6, "μ": -6, m: -3, "": 0, k: 3, K: 3, M: 6, G: 9 };

const IMPERIAL_SIZES = /^(01005|0201|0402|0603|0805|1206|1210|1812|2010|2512)$/;
const PACKAGE_NAMES = /^(sot|soic|so|tssop|msop|ssop|qfn|vqfn|dfn|lqfp|tqfp|dip|sod|to|do|wson)-?(\d{1,3}(?:-\d)?)$/i;
const PLAIN_PACKAGES: Record<string, string> = { dpak: "DPAK", d2pak: "D2PAK", sma: "SMA", smb: "SMB", smc: "SMC", axial: "Axial" };
const DIELECTRICS: Record<string, string> = { x7r: "X7R", x5r: "X5R", c0g: "C0G", cog: "C0G", np0: "C0G", npo: "C0G", x7s: "X7S", x6s: "X6S", y5v: "Y5V", x8r: "X8R" };

/** A number from a decimal mantissa string and a power of ten, with no float noise (4.7e-6, not 4.7000000000000005e-6). */
function scaled(mantissa: string, exponent: number): number {
  return Number(`${mantissa.replace(",", ".")}e${exponent}`);
}

function term(quantity: SearchQuantity, value: number, source: string): QuantityTerm {
  return { quantity, value, display: formatQuantity(value, QUANTITY_UNIT[quantity]), source };
}

/** A value with its unit ("100nF", "50V", "4.7uH", "47R", "250mW", "16MHz", "10 kΩ" once joined). */
function withUnit(token: string): QuantityTerm | null {
  const match = /^(\d+(?:[.,]\d+)?)([pnuµμmkKMG]?)(Ω|ohms?|[rRfFhHvVaAwW]|[hH]z)$/.exec(token);
  if (!match) return null;
  const [, mantissa, prefix, unit] = match;
  const quantity = UNIT_QUANTITY[unit === "Ω" ? unit : unit.toLowerCase()];
  // "47R" and "47Ω" carry no prefix; "R" after a prefix ("4kR") is not a notation anyone writes.
  if (quantity === "resistance" && prefix && unit.toLowerCase() === "r") return null;
  return term(quantity, scaled(mantissa, PREFIX_EXPONENT[prefix]), token);
}

/** The letter as decimal point ("4k7", "2R2", "4u7", "1n5", "3v3", "4u7H"). */
function letterAsPoint(token: string): QuantityTerm | null {
  const match = /^(\d+)([RrkKMunpµμVv])(\d+)(Ω|[FfHh])?$/.exec(token);
  if (!match) return null;
  const [, whole, letter, fraction, unit] = match;
  const mantissa = `${whole}.${fraction}`;
  if (letter === "v" || letter === "V") return unit ? null : term("voltage", scaled(mantissa, 0), token);
  if (letter === "R" || letter === "r") return unit && unit !== "Ω" ? null : term("resistance", scaled(mantissa, 0), token);
  const exponent = PREFIX_EXPONENT[letter];
  const quantity: SearchQuantity = unit ? UNIT_QUANTITY[unit === "Ω" ? unit : unit.toLowerCase()] : exponent > 0 ? "resistance" : "capacitance";
  return term(quantity, scaled(mantissa, exponent), token);
}

/** A bare multiplier: "10k" and "1M" are resistances, "100n" and "2.2u" capacitances. */
function bareMultiplier(token: string): QuantityTerm | null {
  const match = /^(\d+(?:[.,]\d+)?)([kKMGpnuµμ])$/.exec(token);
  if (!match) return null;
  const [, mantissa, prefix] = match;
  const exponent = PREFIX_EXPONENT[prefix];
  return term(exponent > 0 ? "resistance" : "capacitance", scaled(mantissa, exponent), token);
}

function tolerance(token: string): QuantityTerm | null {
  const match = /^±?(\d+(?:[.,]\d+)?)%$/.exec(token);
  return match ? term("tolerance", scaled(match[1], 0), token) : null;
}

export function readQuantity(token: string): QuantityTerm | null {
  return tolerance(token) ?? withUnit(token) ?? letterAsPoint(token) ?? bareMultiplier(token);
}

export function readPackage(token: string): string | null {
  if (IMPERIAL_SIZES.test(token)) return token;
  const plain = PLAIN_PACKAGES[token.toLowerCase()];
  if (plain) return plain;
  const match = PACKAGE_NAMES.exec(token);
  return match ? `${match[1].toUpperCase()}-${match[2]}` : null;
}

/** "10 k" and "100 nF" are typed with a space too: join a number with a following unit-only token. */
function joinSplitValues(tokens: string[]): string[] {
  const joined: string[] = [];
  for (const token of tokens) {
    const previous = joined[joined.length - 1];
    if (previous && /^\d+(?:[.,]\d+)?$/.test(previous) && /^([pnuµμmkKMG]?(Ω|ohms?|F|H|V|A|W|Hz)|[kKM]|%)$/.test(token)) {
      joined[joined.length - 1] = `${previous}${token}`;
    } else {
      joined.push(token);
    }
  }
  return joined;
}

export function parseSearchQuery(input: string): ParsedSearch {
  const text = input.trim().replace(/\s+/g, " ");
  const tokens = joinSplitValues(text.split(/[\s,;]+/).filter(Boolean));
  const parsed: ParsedSearch = { text, quantities: [], packages: [], dielectrics: [], words: [], partNumber: null };
  let recognised = 0;
  for (const token of tokens) {
    const quantity = readQuantity(token);
    if (quantity) {
      parsed.quantities.push(quantity);
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
    const word = foldText(token).replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "");
    if (word.length >= 2) parsed.words.push(word);
  }
  const normalized = normalizePartNumber(text);
  if (tokens.length === 1 && recognised === 0 && normalized.length >= 3) parsed.partNumber = normalized;
  return parsed;
}
