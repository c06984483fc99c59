import { count } from "drizzle-orm";
import type { Database } from "../db/client";
import { pcbPriceFactors } from "../db/schema";

/**
 * The price table of indicative PCB and stencil prices, in USD (docs/decisions/021-pcb-offers.md). A board costs its
 * layer count's set-up fee plus its area × quantity × the price per cm², times each option's multiplier; a stencil
 * its size's price × its type's multiplier, per piece. Loaded once; after that the table is the sales team's.
 */
const FACTORS: Record<string, Record<string, string>> = {
  setupFee: { "1": "15", "2": "20", "4": "60", "6": "120", "8": "180" },
  pricePerCm2: { "1": "0.018", "2": "0.025", "4": "0.060", "6": "0.095", "8": "0.130" },
  baseMaterial: { "1": "1", "2": "1.6", "3": "0.9" },
  pcbThickness: { "1": "1.15", "2": "1.1", "3": "1.05", "4": "1", "5": "1", "6": "1.12" },
  outerCopperWeight: { "1": "1", "2": "1.35" },
  pcbColor: { "1": "1", "2": "1.05", "3": "1.05", "4": "1.08", "5": "1.05", "6": "1.08" },
  surfaceFinish: { "1": "1", "2": "1.05", "3": "1.3", "4": "1" },
  stencilSize: { "1": "18", "2": "22", "3": "27", "4": "32", "5": "38", "6": "45", "7": "55", "8": "68" },
  stencilType: { "1": "1", "2": "1.9" },
};

export const PCB_PRICE_FACTORS = Object.entries(FACTORS).flatMap(([kind, values]) =>
  Object.entries(values).map(([value, amount]) => ({ kind, value, amount })),
);

export async function seedPcbPricesIfEmpty(db: Database) {
  const [{ existing }] = await db.select({ existing: count() }).from(pcbPriceFactors);
  if (existing === 0) await db.insert(pcbPriceFactors).values(PCB_PRICE_FACTORS);
}
