import type { PAGES } from "@contract/pages.js";
import type { QuantityId } from "@contract/calculators/conversions";

/** The calculator pages' keys (the page table's `calculator` family). */
export type CalculatorKey = Extract<(typeof PAGES)[number], { family: "calculator" }>["key"];

export type CalculatorPage =
  | { key: CalculatorKey; group: "circuits"; kind: "ohmsLaw" | "voltageDivider" | "capacitorCode" }
  | { key: CalculatorKey; group: "circuits" | "units"; kind: "conversion"; quantity: QuantityId };

/** Every calculator in the order of the list on their pages: the circuit calculators first, then the unit conversions. */
export const CALCULATOR_PAGES: readonly CalculatorPage[] = [
  { key: "calcOhmsLaw", group: "circuits", kind: "ohmsLaw" },
  { key: "calcVoltageDivider", group: "circuits", kind: "voltageDivider" },
  { key: "calcCapacitor", group: "circuits", kind: "capacitorCode" },
  { key: "calcDbmToWatt", group: "circuits", kind: "conversion", quantity: "power" },
  { key: "calcCapacitance", group: "units", kind: "conversion", quantity: "capacitance" },
  { key: "calcInductance", group: "units", kind: "conversion", quantity: "inductance" },
  { key: "calcEnergy", group: "units", kind: "conversion", quantity: "energy" },
  { key: "calcLength", group: "units", kind: "conversion", quantity: "length" },
  { key: "calcTemperature", group: "units", kind: "conversion", quantity: "temperature" },
  { key: "calcVolume", group: "units", kind: "conversion", quantity: "volume" },
  { key: "calcWeight", group: "units", kind: "conversion", quantity: "weight" },
];

export const CALCULATOR_GROUPS = ["circuits", "units"] as const;
