import type { PartSeed } from "./family";
import type { Random } from "./random";

export interface VariantSeed {
  packaging: "Cut Tape" | "Reel" | "Tray" | "Tube" | "Bulk";
  skuSuffix: string;
  isReel: boolean;
  mpq: number;
  minimumOrderQuantity: number;
  orderQuantityMultiplier: number;
  totalStock: number;
  onOrder: number;
  upcomingStock: number | null;
  upcomingStockDate: string | null;
  /** Parts with supply on the way may be ordered beyond the stock. */
  isBackorderable: boolean;
  isShowPrice: boolean;
  isShowStock: boolean;
  isDiscountAllowed: boolean;
  maxDiscountRate: string;
  breaks: Array<[number, string]>;
}

/** Price-break ladders as (quantity multiple of the first break, share of the single-unit price). */
const PIECE_LADDER: Array<[number, number]> = [
  [1, 1],
  [10, 0.72],
  [100, 0.41],
  [500, 0.3],
  [1000, 0.24],
];
/** Cheap parts start at 10 pieces. */
const SMALL_PARTS_QUANTITIES = [10, 100, 500, 1000, 2500];
const PACK_LADDER: Array<[number, number]> = [
  [1, 0.16],
  [2, 0.145],
  [5, 0.13],
];

/** Dates stay fixed (not "now + n days") so the same seed always gives the same catalog. */
const RESTOCK_BASE = Date.UTC(2027, 0, 11);

function usd(value: number): string {
  return Math.max(value, 0.0001).toFixed(6);
}

function availability(random: Random, pack: number) {
  const outOfStock = random.chance(0.14);
  const upcoming = outOfStock ? random.chance(0.7) : random.chance(0.1);
  return {
    totalStock: outOfStock ? 0 : pack > 1 ? pack * random.int(1, 40) : random.int(1, 25000),
    onOrder: random.chance(0.3) ? pack * random.int(1, 20) : 0,
    upcomingStock: upcoming ? Math.max(pack, 1) * random.int(1, 30) : null,
    upcomingStockDate: upcoming ? new Date(RESTOCK_BASE + random.int(0, 120) * 86_400_000).toISOString().slice(0, 10) : null,
    isBackorderable: upcoming,
  };
}

function flags(random: Random) {
  const isDiscountAllowed = random.chance(0.8);
  return {
    isShowPrice: !random.chance(0.02),
    isShowStock: !random.chance(0.03),
    isDiscountAllowed,
    maxDiscountRate: isDiscountAllowed ? String(random.int(0, 15)) : "0",
  };
}

/** The sellable packagings of a part: tape parts come as cut tape and full reels, others in their one pack. */
export function variantsOf(part: PartSeed, random: Random): VariantSeed[] {
  const unit = part.priceUsd;
  if (part.packaging === "tape") {
    const cutMinimum = unit < 0.2 ? 10 : 1;
    const cutMultiple = unit < 0.2 ? 5 : 1;
    return [
      {
        packaging: "Cut Tape",
        skuSuffix: "CT",
        isReel: false,
        mpq: 1,
        minimumOrderQuantity: cutMinimum,
        orderQuantityMultiplier: cutMultiple,
        ...availability(random, 1),
        ...flags(random),
        breaks: PIECE_LADDER.map(([quantity, share], step) => [
          cutMinimum > 1 ? SMALL_PARTS_QUANTITIES[step] : quantity,
          usd(unit * share),
        ]),
      },
      {
        packaging: "Reel",
        skuSuffix: "TR",
        isReel: true,
        mpq: part.fullPack,
        minimumOrderQuantity: part.fullPack,
        orderQuantityMultiplier: part.fullPack,
        ...availability(random, part.fullPack),
        ...flags(random),
        breaks: PACK_LADDER.map(([packs, share]) => [packs * part.fullPack, usd(unit * share)]),
      },
    ];
  }
  const packaging = part.packaging === "tube" ? "Tube" : part.packaging === "tray" ? "Tray" : "Bulk";
  const ladder = part.fullPack <= 20 ? PIECE_LADDER.slice(0, 3) : PIECE_LADDER;
  return [
    {
      packaging,
      skuSuffix: { Tube: "TU", Tray: "TY", Bulk: "BK" }[packaging],
      isReel: false,
      mpq: part.fullPack,
      minimumOrderQuantity: 1,
      orderQuantityMultiplier: 1,
      ...availability(random, 1),
      ...flags(random),
      breaks: ladder.map(([quantity, share]) => [quantity, usd(unit * (share === 1 ? 1 : 0.4 + share * 0.6))]),
    },
  ];
}
