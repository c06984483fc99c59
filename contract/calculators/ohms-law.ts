// Ohm's law and Joule's: V = I·R and P = V·I, so any two of voltage, current, resistance and power give the other two.
import { type FieldTexts, finite, incomplete, invalid, type Outcome, readValues } from "./outcome";

/** Each field and how its unit may be typed after the number ("12 V", "10 kΩ", "10R"). */
export const OHMS_LAW_UNITS = {
  voltage: ["V", "v"],
  current: ["A", "a"],
  resistance: ["Ω", "ohm", "Ohm", "R", "r"],
  power: ["W", "w"],
} as const;

export type OhmsLaw = Record<keyof typeof OHMS_LAW_UNITS, number>;

export function solveOhmsLaw(texts: FieldTexts): Outcome<OhmsLaw> {
  const read = readValues(texts, OHMS_LAW_UNITS);
  if (read.status !== "done") return read;
  const { voltage: v, current: i, resistance: r, power: p } = read.value;

  if (r !== undefined && r < 0) return invalid("resistance", "negativeResistance");
  if (p !== undefined && p < 0) return invalid("power", "negativePower");
  const count = Object.keys(read.value).length;
  if (count < 2) return incomplete("enterTwo");
  if (count > 2) return invalid(null, "ohmsLawTooMany");

  if (v !== undefined && i !== undefined) {
    if (i === 0) return invalid("current", "zeroCurrent");
    // R = V / I below zero: a voltage and a current of opposite signs across a resistor.
    if (v / i < 0) return invalid("current", "oppositeSigns");
    return finite({ voltage: v, current: i, resistance: v / i, power: v * i });
  }
  if (v !== undefined && r !== undefined) {
    if (r === 0) return invalid("resistance", "zeroResistance");
    return finite({ voltage: v, current: v / r, resistance: r, power: (v * v) / r });
  }
  if (v !== undefined && p !== undefined) {
    if (v === 0) return invalid("voltage", "zeroVoltage");
    if (p === 0) return invalid("power", "zeroPower");
    return finite({ voltage: v, current: p / v, resistance: (v * v) / p, power: p });
  }
  if (i !== undefined && r !== undefined) return finite({ voltage: i * r, current: i, resistance: r, power: i * i * r });
  if (i !== undefined && p !== undefined) {
    if (i === 0) return invalid("current", "zeroCurrent");
    return finite({ voltage: p / i, current: i, resistance: p / (i * i), power: p });
  }
  // Resistance and power: the magnitudes, taken positive.
  if (r === 0) return invalid("resistance", "zeroResistance");
  return finite({ voltage: Math.sqrt(p! * r!), current: Math.sqrt(p! / r!), resistance: r!, power: p! });
}
