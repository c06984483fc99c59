/** Engineering notation for SI values: 10000 Ω → "10 kΩ", 1e-7 F → "100 nF", 0.00254 m → "2.54 mm"; memory as datasheets write it: "128 KB". */
import { scaleByPowerOfTen, significant, takesPrefix, withPrefix } from "@contract/engineering";
import { formatMemorySize, isMemoryUnit } from "@contract/memory-units";

export function formatQuantity(value: number, unit: string | null): string {
  if (isMemoryUnit(unit)) return formatMemorySize(value, unit);
  const symbol = unit ?? "";
  if (symbol === "%") return `±${significant(value)} %`;
  if (symbol === "" || !takesPrefix(symbol)) return symbol ? `${significant(value)} ${symbol}` : String(significant(value));
  if (symbol === "m") return `${significant(scaleByPowerOfTen(value, 3))} mm`;
  if (value === 0) return `0 ${symbol}`;
  const [scaled, prefix] = withPrefix(value);
  return `${significant(scaled)} ${prefix}${symbol}`;
}
