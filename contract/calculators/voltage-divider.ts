// The resistive voltage divider, unloaded: Vout = Vin·R2 / (R1 + R2). Any three of Vin, R1, R2 and Vout give the
// fourth; the current through both resistors comes with it.
import { type FieldTexts, finite, incomplete, invalid, type Outcome, readValues } from "./outcome";

/** Each field and how its unit may be typed after the number. */
export const VOLTAGE_DIVIDER_UNITS = {
  inputVoltage: ["V", "v"],
  r1: ["Ω", "ohm", "Ohm", "R", "r"],
  r2: ["Ω", "ohm", "Ohm", "R", "r"],
  outputVoltage: ["V", "v"],
} as const;

export type VoltageDivider = Record<keyof typeof VOLTAGE_DIVIDER_UNITS, number> & { current: number };

/** Vout / Vin lies in 0…1 for a divider: the same sign as Vin and no larger. */
const outputWithinInput = (vin: number, vout: number) => vout / vin >= 0 && Math.abs(vout) <= Math.abs(vin);

export function solveVoltageDivider(texts: FieldTexts): Outcome<VoltageDivider> {
  const read = readValues(texts, VOLTAGE_DIVIDER_UNITS);
  if (read.status !== "done") return read;
  const { inputVoltage: vin, r1, r2, outputVoltage: vout } = read.value;

  // A divider of a 0 Ω resistor is a wire: its output is 0 V or Vin whatever the other is.
  if (r1 !== undefined && r1 <= 0) return invalid("r1", "resistorNotPositive");
  if (r2 !== undefined && r2 <= 0) return invalid("r2", "resistorNotPositive");
  const count = Object.keys(read.value).length;
  if (count < 3) return incomplete("enterThree");
  if (count > 3) return invalid(null, "dividerTooMany");

  const answer = (inputVoltage: number, r1: number, r2: number, outputVoltage: number) =>
    finite({ inputVoltage, r1, r2, outputVoltage, current: inputVoltage / (r1 + r2) });
  if (vout === undefined) return answer(vin!, r1!, r2!, (vin! * r2!) / (r1! + r2!));
  if (vin === undefined) return answer((vout * (r1! + r2!)) / r2!, r1!, r2!, vout);
  if (vin === vout) {
    // Vout = Vin needs R1 = 0 (a wire), or an infinite R2.
    return r1 === undefined ? answer(vin, 0, r2!, vout) : invalid("outputVoltage", "outputEqualsInput");
  }
  if (!outputWithinInput(vin, vout)) return invalid("outputVoltage", "outputBeyondInput");
  if (r1 === undefined) {
    if (vout === 0) return invalid("outputVoltage", "zeroOutput");
    return answer(vin, (r2! * (vin - vout)) / vout, r2!, vout);
  }
  return answer(vin, r1, (r1 * vout) / (vin - vout), vout);
}
