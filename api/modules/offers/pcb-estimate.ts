import type { PcbEstimate, PcbEstimateInput } from "@contract/api/offers/pcb-schemas";
import { MM_PER_INCH, quotesBoards, quotesStencil } from "@contract/api/offers/pcb-values";
import type { Database } from "../../db/client";
import { pcbPriceFactors } from "../../db/schema";

/** The currency of the price table. */
const ESTIMATE_CURRENCY = "USD";

type PriceTable = Map<string, number>;

async function priceTable(db: Database): Promise<PriceTable> {
  const rows = await db.select().from(pcbPriceFactors);
  return new Map(rows.map((row) => [`${row.kind}:${row.value}`, Number(row.amount)]));
}

/** A factor of the table; a missing multiplier counts as 1 and a missing price as 0, so an edited table never fails a request. */
const factor = (table: PriceTable, kind: string, value: string, missing: number) => table.get(`${kind}:${value}`) ?? missing;

const money = (amount: number) => ({ amount: amount.toFixed(2), currency: ESTIMATE_CURRENCY });

/** One board's area in cm², from its sides in millimetres or inches. */
export function boardAreaCm2(width: number, height: number, measurementType: string): number {
  const toMm = measurementType === "2" ? MM_PER_INCH : 1;
  return (width * toMm * (height * toMm)) / 100;
}

/**
 * An indicative price from the store's price table (api/seed/pcb-prices.ts says how it is made up): clearly an
 * estimate, never an offer; the sales team answers each request with the price.
 */
export async function estimatePcbOffer(db: Database, input: PcbEstimateInput): Promise<PcbEstimate> {
  const table = await priceTable(db);
  let boards: number | null = null;
  let area: number | null = null;
  if (quotesBoards(input.offerType) && input.dimensionWidth !== null && input.dimensionHeigth !== null) {
    area = boardAreaCm2(input.dimensionWidth, input.dimensionHeigth, input.dimensionMeasurementType);
    const multiplier = (["baseMaterial", "pcbThickness", "outerCopperWeight", "pcbColor", "surfaceFinish"] as const).reduce(
      (product, field) => product * factor(table, field, input[field], 1),
      1,
    );
    const perCm2 = factor(table, "pricePerCm2", input.layer, 0);
    boards = factor(table, "setupFee", input.layer, 0) + area * Number(input.pcbQuantity) * perCm2 * multiplier;
  }
  const stencil = quotesStencil(input.offerType)
    ? factor(table, "stencilSize", input.size, 0) * factor(table, "stencilType", input.stencilType, 1) * input.stencilQuantity
    : null;
  return {
    boards: boards === null ? null : money(boards),
    stencil: stencil === null ? null : money(stencil),
    total: money((boards ?? 0) + (stencil ?? 0)),
    boardAreaCm2: area === null ? null : Math.round(area * 100) / 100,
  };
}
