import { si, type PartSeed } from "../family";

/** Würth's WR-PHD 2.54 mm straight pin headers: 613 + pin count + rows + 1121 (61304011121 is 1 x 40). */
function wurthHeader(pins: number, rows: 1 | 2, priceUsd: number): PartSeed {
  const mpn = `613${String(pins).padStart(3, "0")}${rows}1121`;
  const shape = `${rows}x${pins / rows}`;
  return {
    mpn,
    manufacturer: "wurth-elektronik",
    properties: { pitch: si(2.54, -3), positions: pins, rows, mounting: "Through Hole", "contact-finish": "Gold" },
    en: `Pin header ${shape}, ${pins} positions, 2.54 mm pitch, through hole, gold plated`,
    tr: `Pin başlık ${shape}, ${pins} pin, 2,54 mm adım, delikli montaj, altın kaplama`,
    priceUsd,
    packaging: "bulk",
    fullPack: 100,
    keywords: "connector konnektor header pin",
  };
}

export const pinHeaderStaples: PartSeed[] = [
  wurthHeader(40, 1, 0.85),
  wurthHeader(2, 1, 0.1),
  wurthHeader(3, 1, 0.12),
  wurthHeader(4, 1, 0.15),
  wurthHeader(6, 1, 0.2),
  wurthHeader(8, 1, 0.25),
  wurthHeader(10, 2, 0.35),
  wurthHeader(20, 2, 0.6),
  wurthHeader(40, 2, 1.2),
];
