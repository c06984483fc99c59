// Range filters take values as engineers type them ("4k7", "100n", "2.2 µF", "3v3") and the API takes
// numbers in SI base units; these convert between the two.

const PREFIXES: Record<string, number> = { p: 1e-12, n: 1e-9, u: 1e-6, µ: 1e-6, μ: 1e-6, m: 1e-3, k: 1e3, K: 1e3, M: 1e6, G: 1e9 };
const NUMBER = String.raw`(\d+(?:[.,]\d+)?|[.,]\d+)`;
const WITH_SUFFIX = new RegExp(String.raw`^${NUMBER}\s*([pnuµμmkKMG])?\s*[A-Za-zΩ°%/]*$`);
// "4k7", "3v3", "2R2": the prefix or unit letter stands for the decimal point.
const INFIX = /^(\d+)([pnuµμmkKMGRrVv])(\d+)[A-Za-zΩ]*$/;

/** A number typed with an optional SI prefix and unit, in SI base units; null when it is not one. */
export function parseEngineeringNumber(input: string): number | null {
  const text = input.trim().replace(/^[±+]/, "");
  if (text === "") return null;
  const infix = INFIX.exec(text);
  if (infix) {
    const multiplier = PREFIXES[infix[2]] ?? 1;
    return roundSignificant(Number(`${infix[1]}.${infix[3]}`) * multiplier);
  }
  const match = WITH_SUFFIX.exec(text);
  if (!match) return null;
  const value = Number(match[1].replace(",", "."));
  const multiplier = match[2] ? PREFIXES[match[2]] : 1;
  return Number.isFinite(value) ? roundSignificant(value * multiplier) : null;
}

// 4.7 * 1e3 is 4700.000000000001 in floating point; 12 significant digits are more than any datasheet gives.
function roundSignificant(value: number): number {
  return Number(value.toPrecision(12));
}

const STEPS: Array<[number, string]> = [
  [1e9, "G"],
  [1e6, "M"],
  [1e3, "k"],
  [1, ""],
  [1e-3, "m"],
  [1e-6, "µ"],
  [1e-9, "n"],
  [1e-12, "p"],
];

/** An SI value written back with a prefix: 4700 → "4.7k", 1e-7 → "100n" (what parseEngineeringNumber reads). */
export function formatEngineeringNumber(value: number): string {
  if (value === 0 || !Number.isFinite(value)) return String(value);
  const magnitude = Math.abs(value);
  const [scale, prefix] = STEPS.find(([step]) => magnitude >= step) ?? STEPS[STEPS.length - 1];
  return `${Number((value / scale).toPrecision(4))}${prefix}`;
}

// Quantities read as plain numbers: nobody writes "100m%" for 0.1 % or "1k°C".
const PLAIN_UNITS = new Set(["%", "°C", "°F", "ppm/°C", "K/W", "dB", "dBm"]);

/** A property value as a range field shows it: with an SI prefix where the unit takes one. */
export function formatRangeValue(value: number, unit: string | null): string {
  return unit !== null && PLAIN_UNITS.has(unit) ? String(Number(value.toPrecision(6))) : formatEngineeringNumber(value);
}
