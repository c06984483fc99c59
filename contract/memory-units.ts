// Memory sizes as datasheets write them: binary prefixes with a capital K (1 KB = 1024 B, 1 Mbit = 1024 Kbit),
// "128 KB", "1 MB", "512 B". Values stay stored in the base unit (B or bit); see docs/decisions/011-memory-units.md.
import { writeNumber } from "./calculators/numbers";
import { DECIMAL } from "./engineering";
import type { Locale } from "./locale";

const MEMORY_UNITS = new Set(["B", "bit"]);
/** Binary prefixes by power of 1024. */
const BINARY_PREFIXES = ["", "K", "M", "G", "T"];
const BINARY_EXPONENT: Record<string, number> = { k: 1, m: 2, g: 3, t: 4 };

/** Whether a property's unit is a memory size, written with binary prefixes. */
export function isMemoryUnit(unit: string | null): unit is "B" | "bit" {
  return unit !== null && MEMORY_UNITS.has(unit);
}

/** 131072 B → "128 KB", 512 B → "512 B", 3584 B → "3.5 KB" (en) / "3,5 KB" (tr), 262144 bit → "256 Kbit". */
export function formatMemorySize(value: number, unit: string, locale: Locale): string {
  let power = 0;
  while (power < BINARY_PREFIXES.length - 1 && Math.abs(value) >= 1024 ** (power + 1)) power += 1;
  return `${writeNumber(value / 1024 ** power, locale, 4)} ${BINARY_PREFIXES[power]}${unit}`;
}

/** The unit a bare number in a memory size's range field stands for: "KB" for bytes, "Kbit" for bits. */
export function memoryFieldUnit(unit: string): string {
  return `K${unit}`;
}

const MEMORY_TEXT = new RegExp(String.raw`^(${DECIMAL})\s*([kmgt])?\s*(i?b|bits?|bytes?)?$`, "i");

/**
 * A memory size as typed in its range field, in the base unit: a bare number is in kilo ("32" → 32 KB), a prefix
 * is binary whatever its case ("32k", "32 KB", "1M", "1 MB"), the unit alone is the base unit ("512 B").
 * The unit letters only mark the end of the value: the field's property says whether they are bytes or bits.
 */
export function parseMemorySize(input: string): number | null {
  const match = MEMORY_TEXT.exec(input.trim());
  if (!match) return null;
  const [, decimal, prefix, unitLetters] = match;
  const exponent = prefix ? BINARY_EXPONENT[prefix.toLowerCase()] : unitLetters ? 0 : 1;
  const value = Number(decimal.replace(",", ".")) * 1024 ** exponent;
  return Number.isFinite(value) ? Math.round(value) : null;
}
