// The codes printed on small capacitors (EIA three-digit code and the IEC 60062 letter code), both ways.
// "104" is 10 × 10⁴ pF = 100 nF; "479" 47 × 0.1 pF = 4.7 pF; "47" 47 pF; "4R7" 4.7 pF, "4n7" 4.7 nF, "p68" 0.68 pF;
// a tolerance letter may follow: "104K" is 100 nF ± 10 %.
import { scaleByPowerOfTen, significant } from "../engineering";
import { done, type FieldTexts, incomplete, invalid, type Outcome, readValues } from "./outcome";

/** The tolerance letters: B, C and D in picofarads (for values under 10 pF), the others in percent. */
export const TOLERANCES = {
  B: { unit: "pF", plus: 0.1, minus: 0.1 },
  C: { unit: "pF", plus: 0.25, minus: 0.25 },
  D: { unit: "pF", plus: 0.5, minus: 0.5 },
  F: { unit: "%", plus: 1, minus: 1 },
  G: { unit: "%", plus: 2, minus: 2 },
  J: { unit: "%", plus: 5, minus: 5 },
  K: { unit: "%", plus: 10, minus: 10 },
  M: { unit: "%", plus: 20, minus: 20 },
  Z: { unit: "%", plus: 80, minus: 20 },
} as const;

export type ToleranceLetter = keyof typeof TOLERANCES;
export const TOLERANCE_LETTERS = Object.keys(TOLERANCES) as ToleranceLetter[];
const isToleranceLetter = (letter: string): letter is ToleranceLetter => letter in TOLERANCES;

export interface DecodedCapacitor {
  /** The code as it is printed ("104K", "4n7"). */
  code: string;
  farads: number;
  tolerance: ToleranceLetter | null;
}

/** The third digit of an EIA code: the power of ten on the two figures before it; 8 and 9 are 0.01 and 0.1. */
const MULTIPLIER_EXPONENT: Record<string, number> = { 0: 0, 1: 1, 2: 2, 3: 3, 4: 4, 5: 5, 6: 6, 8: -2, 9: -1 };
/** IEC 60062 letters standing for the decimal point: the power of ten on the picofarad, and how the letter is written. */
const POINT_LETTERS: Record<string, { exponent: number; written: string }> = {
  R: { exponent: 0, written: "R" },
  P: { exponent: 0, written: "p" },
  N: { exponent: 3, written: "n" },
  U: { exponent: 6, written: "µ" },
  Μ: { exponent: 6, written: "µ" },
};

const DIGITS_CODE = /^(\d{1,3})([A-Z])?$/;
const LETTER_CODE = /^(\d*)([RPNUΜ])(\d*)([A-Z])?$/;

/** Picofarads of a code without its tolerance letter, or the issue code when it is none. */
function picofaradsOf(body: RegExpExecArray, lettered: boolean): number | string {
  if (lettered) {
    const [, whole, letter, fraction] = body;
    if (whole === "" && fraction === "") return "notACode";
    return Number(`${whole || "0"}.${fraction || "0"}e${POINT_LETTERS[letter].exponent}`);
  }
  const digits = body[1];
  if (digits.length < 3) return Number(digits);
  const exponent = MULTIPLIER_EXPONENT[digits[2]];
  if (exponent === undefined) return "unknownMultiplier";
  return Number(`${digits.slice(0, 2)}e${exponent}`);
}

/** A capacitor's code read: its value and tolerance. The field is `code`. */
export function decodeCapacitor(texts: FieldTexts): Outcome<DecodedCapacitor> {
  // Capitals throughout: "104k" is the K tolerance, "4n7" the N point letter (µ's capital is Greek Μ).
  const code = (texts.code ?? "").replace(/\s+/g, "").toUpperCase();
  if (code === "") return incomplete("enterCode");
  const digits = DIGITS_CODE.exec(code);
  const lettered = digits ? null : LETTER_CODE.exec(code);
  const body = digits ?? lettered;
  if (!body) return invalid("code", "notACode");
  const letter = body[digits ? 2 : 4];
  if (letter !== undefined && !isToleranceLetter(letter)) return invalid("code", "unknownTolerance");
  const picofarads = picofaradsOf(body, lettered !== null);
  if (typeof picofarads === "string") return invalid("code", picofarads);
  if (picofarads === 0) return invalid("code", "notACode");
  // Written back as the code is printed: "4n7", "p68", "4R7", "104K".
  const written = lettered ? `${lettered[1]}${POINT_LETTERS[lettered[2]].written}${lettered[3]}${letter ?? ""}` : code;
  return done({ code: written, farads: scaleByPowerOfTen(picofarads, -12), tolerance: letter ?? null });
}

export interface EncodedCapacitor {
  /** The code, with the tolerance letter when one was chosen. */
  code: string;
  /** What the code stands for: the value given, rounded to the code's two significant figures. */
  farads: number;
  /** Whether the code stands for the value given exactly. */
  exact: boolean;
}

/** The smallest and largest values a code writes: 0R1 (0.1 pF) and 996 (99 µF). */
const SMALLEST_PICOFARADS = 0.1;
const LARGEST_PICOFARADS = 99e6;

/** A capacitance written as a code: "4R7" under 10 pF, else two figures and a multiplier digit. */
function codeOf(picofarads: number): string {
  if (picofarads < 10) {
    const [whole, fraction = "0"] = String(picofarads).split(".");
    return `${whole}R${fraction}`;
  }
  const exponent = Math.floor(Math.log10(picofarads) + 1e-9) - 1;
  return `${scaleByPowerOfTen(picofarads, -exponent)}${exponent}`;
}

/** The code of a capacitance (field `capacitance`, SI prefixes allowed: "100n", "4,7µ", "4p7") and an optional `tolerance` letter. */
export function encodeCapacitor(texts: FieldTexts): Outcome<EncodedCapacitor> {
  const tolerance = texts.tolerance?.trim() ?? "";
  if (tolerance !== "" && !isToleranceLetter(tolerance)) return invalid("tolerance", "unknownTolerance");
  const read = readValues(texts, { capacitance: ["F", "f"] });
  if (read.status !== "done") return read;
  const { capacitance } = read.value;
  if (capacitance === undefined) return incomplete("enterCapacitance");
  if (capacitance <= 0) return invalid("capacitance", "capacitanceNotPositive");

  const picofarads = scaleByPowerOfTen(capacitance, 12);
  // Two significant figures, as the code holds; 9.96 pF becomes 10 pF and takes the three-digit form.
  const rounded = significant(picofarads, 2);
  if (rounded < SMALLEST_PICOFARADS) return invalid("capacitance", "tooSmallForCode");
  if (rounded > LARGEST_PICOFARADS) return invalid("capacitance", "tooLargeForCode");
  return done({
    code: `${codeOf(rounded)}${tolerance}`,
    farads: scaleByPowerOfTen(rounded, -12),
    exact: rounded === significant(picofarads, 12),
  });
}
