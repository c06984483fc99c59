// A numeric property's range field (`min=<code>:<text>`, `max=<code>:<text>`): the unit it shows, how the API reads
// what is typed in it, and how its placeholders and filter chips write values. Memory sizes take their numbers in
// KB/Kbit (docs/decisions/011-memory-units.md); every other unit in SI notation on its base unit, as before.
import { formatRangeValue, parseEngineeringNumber } from "./engineering";
import type { Locale } from "./locale";
import { formatMemorySize, isMemoryUnit, memoryFieldUnit, parseMemorySize } from "./memory-units";

/** The unit a bare number typed in the field stands for (the field's title shows it). */
export function rangeFieldUnit(unit: string | null): string | null {
  return isMemoryUnit(unit) ? memoryFieldUnit(unit) : unit;
}

/** The typed text in the property's base unit; null when it is no value. A plain number ("1e-9", "4700") is read as is. */
export function parseRangeValue(text: string, unit: string | null): number | null {
  if (isMemoryUnit(unit)) return parseMemorySize(text);
  const plain = text.trim() === "" ? NaN : Number(text);
  return Number.isFinite(plain) ? plain : parseEngineeringNumber(text);
}

/** A value as a range field's placeholder writes it: "128 KB" for memory, "4.7k" ("4,7k" in Turkish) on an SI unit, "125" on a plain one. */
export function formatRangePlaceholder(value: number, unit: string | null, locale: Locale): string {
  return isMemoryUnit(unit) ? formatMemorySize(value, unit, locale) : formatRangeValue(value, unit, locale);
}

/**
 * A typed bound as a filter chip repeats it, in the page's language: memory sizes as read ("32" → "32 KB"), others
 * as the field writes them with their unit ("4.7k" → "4,7k Ω" on a Turkish page); text that is no value as typed.
 */
export function rangeBoundText(text: string, unit: string | null, locale: Locale): string {
  const value = parseRangeValue(text, unit);
  if (value === null) return text;
  if (isMemoryUnit(unit)) return formatMemorySize(value, unit, locale);
  const written = formatRangeValue(value, unit, locale);
  return unit ? `${written} ${unit}` : written;
}
