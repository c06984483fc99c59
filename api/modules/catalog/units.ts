/** Engineering notation for SI values: 10000 Ω → "10 kΩ", 1e-7 F → "100 nF", 0.00254 m → "2.54 mm". */

const PREFIXES: Array<[number, string]> = [
  [9, "G"],
  [6, "M"],
  [3, "k"],
  [0, ""],
  [-3, "m"],
  [-6, "µ"],
  [-9, "n"],
  [-12, "p"],
];

/** Units shown without SI prefixes (they read naturally as plain numbers). */
const PLAIN_UNITS = new Set(["%", "°C", "K", "K/W", "lm", "pcs", "IP", ""]);

/** Rounds to at most `digits` significant digits without float noise ("4.7", not "4.700000001"). */
function trimmed(value: number, digits = 4): string {
  return String(Number(value.toPrecision(digits)));
}

/** Scales by a power of ten through the decimal string form, so 4.7e-6 / 1e-6 is exactly 4.7. */
export function scaleByPowerOfTen(value: number, exponent: number): number {
  const [mantissa, power = "0"] = value.toExponential().split("e");
  return Number(`${mantissa}e${Number(power) + exponent}`);
}

export function formatQuantity(value: number, unit: string | null): string {
  const symbol = unit ?? "";
  if (symbol === "%") return `±${trimmed(value)} %`;
  if (PLAIN_UNITS.has(symbol)) return symbol ? `${trimmed(value)} ${symbol}` : trimmed(value);
  if (symbol === "m") return `${trimmed(scaleByPowerOfTen(value, 3))} mm`;
  if (value === 0) return `0 ${symbol}`;
  const magnitude = Math.floor(Math.log10(Math.abs(value)) + 1e-9);
  const prefix = PREFIXES.find(([power]) => magnitude >= power) ?? PREFIXES[PREFIXES.length - 1];
  return `${trimmed(scaleByPowerOfTen(value, -prefix[0]))} ${prefix[1]}${symbol}`;
}
