// The conversion calculators: a value in one unit in, the same quantity in every unit of its table out.
import { POWER_UNITS } from "./dbm";
import { done, type FieldTexts, incomplete, invalid, type Outcome, readPlainField } from "./outcome";
import {
  CAPACITANCE_UNITS,
  ENERGY_UNITS,
  INDUCTANCE_UNITS,
  LENGTH_UNITS,
  TEMPERATURE_UNITS,
  type Unit,
  VOLUME_UNITS,
  WEIGHT_UNITS,
} from "./units";

interface Quantity {
  units: Unit[];
  /** The issue code of a value this quantity cannot have, or null. */
  impossible: (value: number, base: number, unit: Unit) => string | null;
}

/** A capacitance, a length, a mass… is an amount: never below zero. */
const amount: Quantity["impossible"] = (value) => (value < 0 ? "negativeAmount" : null);

export const QUANTITIES = {
  capacitance: { units: CAPACITANCE_UNITS, impossible: amount },
  inductance: { units: INDUCTANCE_UNITS, impossible: amount },
  // An energy may be negative: a difference, a binding energy.
  energy: { units: ENERGY_UNITS, impossible: () => null },
  length: { units: LENGTH_UNITS, impossible: amount },
  temperature: { units: TEMPERATURE_UNITS, impossible: (_value, kelvin) => (kelvin < 0 ? "belowAbsoluteZero" : null) },
  volume: { units: VOLUME_UNITS, impossible: amount },
  weight: { units: WEIGHT_UNITS, impossible: amount },
  // Any level in dBm is a power, but only a power above zero watts has a level.
  power: { units: POWER_UNITS, impossible: (value, _watts, unit) => (unit.id !== "dBm" && value <= 0 ? "powerNotPositive" : null) },
} satisfies Record<string, Quantity>;

export type QuantityId = keyof typeof QUANTITIES;

/** The conversion form's fields: the number typed and the unit it is in. */
export const CONVERSION_FIELDS = ["value", "unit"] as const;

export interface Conversion {
  /** The unit the value was given in. */
  from: string;
  /** The value in every unit of the table, in its order. */
  rows: Array<{ unit: string; symbol: string; value: number }>;
}

export function convert(quantity: QuantityId, texts: FieldTexts): Outcome<Conversion> {
  const { units, impossible } = QUANTITIES[quantity] as Quantity;
  const unit = units.find((candidate) => candidate.id === texts.unit);
  if (!unit) return invalid("unit", "unknownUnit");
  const field = readPlainField(texts, "value");
  if (!field.given) return incomplete("enterValue");
  if ("issue" in field) return { status: "invalid", issues: [field.issue] };

  const base = unit.toBase(field.value);
  const issue = impossible(field.value, base, unit);
  if (issue) return invalid("value", issue);
  // The given unit's row repeats the value as typed, not as it comes back from the base unit.
  const rows = units.map((row) => ({ unit: row.id, symbol: row.symbol, value: row === unit ? field.value : row.fromBase(base) }));
  if (!rows.every((row) => Number.isFinite(row.value))) return invalid("value", "outOfRange");
  return done({ from: unit.id, rows });
}
