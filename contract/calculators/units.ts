// The unit tables of the conversion calculators. Every unit converts to and from its quantity's base unit (F, H, J,
// m, K, m³, kg, W). Factors are written as a mantissa and a power of ten, so SI prefixes scale exactly through the
// decimal string (1 µF is 10⁻⁶ F to the last bit, 4.7 µF is 4 700 000 pF, not 4 699 999.999999999).
import { scaleByPowerOfTen } from "../engineering";

export interface Unit {
  /** The form's value for the unit (ASCII: "uF", "m3", "degC"). */
  id: string;
  /** As it is written after a number: "µF", "m³", "°C". */
  symbol: string;
  toBase: (value: number) => number;
  fromBase: (value: number) => number;
}

/** A unit that is `mantissa × 10^exponent` base units. */
export function linearUnit(id: string, symbol: string, mantissa: number, exponent = 0): Unit {
  return {
    id,
    symbol,
    toBase: (value) => scaleByPowerOfTen(value * mantissa, exponent),
    fromBase: (value) => scaleByPowerOfTen(value / mantissa, -exponent),
  };
}

/** The base unit and its SI-prefixed forms: `prefixed("F", { m: -3, µ: -6 })`. */
function prefixed(symbol: string, prefixes: Record<string, number>): Unit[] {
  return [
    linearUnit(symbol, symbol, 1),
    ...Object.entries(prefixes).map(([prefix, exponent]) =>
      linearUnit(`${prefix === "µ" ? "u" : prefix}${symbol}`, `${prefix}${symbol}`, 1, exponent),
    ),
  ];
}

export const CAPACITANCE_UNITS = prefixed("F", { m: -3, µ: -6, n: -9, p: -12 });
export const INDUCTANCE_UNITS = prefixed("H", { m: -3, µ: -6, n: -9 });

export const ENERGY_UNITS = [
  linearUnit("J", "J", 1),
  linearUnit("kJ", "kJ", 1, 3),
  linearUnit("Wh", "Wh", 3.6, 3),
  linearUnit("kWh", "kWh", 3.6, 6),
  // The thermochemical calorie, 4.184 J exactly (the food "Calorie" is the kcal).
  linearUnit("cal", "cal", 4.184),
  linearUnit("kcal", "kcal", 4.184, 3),
  // The SI's exact value since 2019.
  linearUnit("eV", "eV", 1.602176634, -19),
];

export const LENGTH_UNITS = [
  linearUnit("m", "m", 1),
  linearUnit("cm", "cm", 1, -2),
  linearUnit("mm", "mm", 1, -3),
  linearUnit("um", "µm", 1, -6),
  linearUnit("km", "km", 1, 3),
  // The international inch and foot (1959): 25.4 mm and 304.8 mm; a mil is a thousandth of an inch.
  linearUnit("in", "in", 2.54, -2),
  linearUnit("ft", "ft", 3.048, -1),
  linearUnit("mil", "mil", 2.54, -5),
];

export const VOLUME_UNITS = [
  linearUnit("m3", "m³", 1),
  linearUnit("L", "L", 1, -3),
  linearUnit("mL", "mL", 1, -6),
  linearUnit("cm3", "cm³", 1, -6),
  // The US liquid gallon (231 in³) and its 128th, the US fluid ounce; not the imperial gallon (4.54609 L).
  linearUnit("gal", "US gal", 3.785411784, -3),
  linearUnit("floz", "US fl oz", 2.95735295625, -5),
];

export const WEIGHT_UNITS = [
  linearUnit("kg", "kg", 1),
  linearUnit("g", "g", 1, -3),
  linearUnit("mg", "mg", 1, -6),
  // The international avoirdupois pound (1959) and its sixteenth.
  linearUnit("lb", "lb", 0.45359237),
  linearUnit("oz", "oz", 2.8349523125, -2),
];

const CELSIUS_OFFSET = 273.15;
const FAHRENHEIT_ZERO_IN_RANKINE = 459.67;

/** Kelvin is the base: absolute zero is 0 in it, so "below absolute zero" is a negative base value. */
export const TEMPERATURE_UNITS: Unit[] = [
  { id: "degC", symbol: "°C", toBase: (value) => value + CELSIUS_OFFSET, fromBase: (kelvin) => kelvin - CELSIUS_OFFSET },
  {
    id: "degF",
    symbol: "°F",
    toBase: (value) => ((value + FAHRENHEIT_ZERO_IN_RANKINE) * 5) / 9,
    fromBase: (kelvin) => (kelvin * 9) / 5 - FAHRENHEIT_ZERO_IN_RANKINE,
  },
  { id: "K", symbol: "K", toBase: (value) => value, fromBase: (kelvin) => kelvin },
];
