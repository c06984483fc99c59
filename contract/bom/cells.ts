import { MAX_PRICE_QUANTITY } from "../limits";
import { footprintPackage } from "../package-names";

// Reading one cell of a bill of materials: a quantity, a list of reference designators, a footprint.

/** The most designators one range ("R1-R2000") may stand for: a longer one is a typo, not a board. */
const MAX_RANGE = 1000;

/**
 * A quantity per board as a whole number from 1: "2", and "2,0" or "2.0" as spreadsheets write it; "2,5" and "0" are
 * not quantities (null).
 */
export function readQuantity(cell: string): number | null {
  const match = /^(\d+)(?:[.,](\d+))?$/.exec(cell.trim());
  if (!match || /[1-9]/.test(match[2] ?? "")) return null;
  const quantity = Number(match[1]);
  return quantity >= 1 && quantity <= MAX_PRICE_QUANTITY ? quantity : null;
}

/**
 * The designators a cell lists, separated by commas, semicolons or spaces, with ranges written out ("R5-R7" and
 * "R5-7" are R5, R6, R7); null when a range runs backwards or is too long.
 */
export function readReferences(cell: string): string[] | null {
  const references: string[] = [];
  for (const item of cell.split(/[\s,;]+/).filter(Boolean)) {
    const range = /^([A-Za-z_]*)(\d+)[-–]\1?(\d+)$/.exec(item);
    if (!range) {
      references.push(item);
      continue;
    }
    const [, prefix, first, last] = range;
    const count = Number(last) - Number(first) + 1;
    if (count < 1 || count > MAX_RANGE) return null;
    for (let number = Number(first); number <= Number(last); number++) references.push(`${prefix}${number}`);
  }
  return references;
}

/**
 * The package as the catalog names it when the footprint names one ("Resistor_SMD:R_0603_1608Metric" is "0603"),
 * otherwise the footprint as written.
 */
export function readPackageCell(cell: string): string {
  return footprintPackage(cell) ?? cell;
}
