import { formatQuantity } from "../../../modules/catalog/units";
import { priced, si, type Family, type PartSeed, type PropertySeed } from "../family";
import { spread } from "../space";

const pitch: PropertySeed = { code: "pitch", tr: "Adım", en: "Pitch", kind: "numeric", unit: "m", key: true };
const positions: PropertySeed = { code: "positions", tr: "Pin Sayısı", en: "Number of Positions", kind: "numeric", unit: "", key: true };
const mm = (millimetres: number, locale: "tr" | "en") => formatQuantity(si(millimetres, -3), "m", locale);

/** Würth's WR-PHD 2.54 mm straight pin headers: 613 + pin count + rows + 1121 (61304011121 is 1 x 40, 61304021121 2 x 20). */
export function wurthHeader(pins: number, rows: 1 | 2, priceUsd: number): PartSeed {
  const shape = `${rows}x${pins / rows}`;
  return {
    mpn: `613${String(pins).padStart(3, "0")}${rows}1121`,
    manufacturer: "wurth-elektronik",
    properties: { pitch: si(2.54, -3), positions: pins, rows, mounting: "Through Hole", "contact-finish": "Gold" },
    en: `Pin header ${shape}, ${pins} positions, ${mm(2.54, "en")} pitch, through hole, gold plated`,
    tr: `Pin başlık ${shape}, ${pins} pin, ${mm(2.54, "tr")} adım, delikli montaj, altın kaplama`,
    priceUsd,
    packaging: "bulk",
    fullPack: 100,
    keywords: "connector konnektor header pin baslik",
  };
}

/** The series' whole range: 2 to 40 pins in one row, 4 to 80 in two. */
const HEADERS: Array<[pins: number, rows: 1 | 2]> = [
  ...Array.from({ length: 39 }, (_, i): [number, 1] => [i + 2, 1]),
  ...Array.from({ length: 39 }, (_, i): [number, 2] => [2 * (i + 2), 2]),
];

export const pinHeaders: Family = {
  category: "pin-headers",
  weight: 5,
  size: HEADERS.length,
  properties: [
    pitch,
    positions,
    { code: "rows", tr: "Sıra", en: "Number of Rows", kind: "numeric", unit: "", key: true },
    { code: "mounting", tr: "Montaj", en: "Mounting Type", kind: "enum", key: true },
    { code: "contact-finish", tr: "Kontak Kaplama", en: "Contact Finish", kind: "enum" },
  ],
  build(index, random) {
    const [pins, rows] = HEADERS[spread(index, this.size)];
    return wurthHeader(pins, rows, priced(random, 0.05 + pins * 0.02));
  },
};

type Termination = "Screw" | "Pluggable";
type TerminalRow = [mpn: string, maker: string, series: string, pitchMm: number, count: number, amps: number, termination: Termination];

/** Real PCB terminal blocks by their makers' order numbers (Phoenix Contact's 7-digit item numbers). */
const TERMINAL_BLOCKS: TerminalRow[] = [
  ["1935161", "phoenix-contact", "MKDS 1,5/ 2", 5, 2, 17.5, "Screw"],
  ["1935174", "phoenix-contact", "MKDS 1,5/ 3", 5, 3, 17.5, "Screw"],
  ["1715721", "phoenix-contact", "MKDS 1,5/ 2-5,08", 5.08, 2, 17.5, "Screw"],
  ["1715734", "phoenix-contact", "MKDS 1,5/ 3-5,08", 5.08, 3, 17.5, "Screw"],
  ["1711026", "phoenix-contact", "MKDS 3/ 2-5,08", 5.08, 2, 24, "Screw"],
  ["1711039", "phoenix-contact", "MKDS 3/ 3-5,08", 5.08, 3, 24, "Screw"],
  ["1725656", "phoenix-contact", "MPT 0,5/ 2-2,54", 2.54, 2, 6, "Screw"],
  ["1725669", "phoenix-contact", "MPT 0,5/ 3-2,54", 2.54, 3, 6, "Screw"],
  ["1757019", "phoenix-contact", "MSTB 2,5/ 2-ST-5,08", 5.08, 2, 12, "Pluggable"],
  ["1757022", "phoenix-contact", "MSTB 2,5/ 3-ST-5,08", 5.08, 3, 12, "Pluggable"],
  ["691137710002", "wurth-elektronik", "WR-TBL 1377", 5, 2, 16, "Screw"],
  ["691137710003", "wurth-elektronik", "WR-TBL 1377", 5, 3, 16, "Screw"],
];

function terminalBlockPart([mpn, manufacturer, series, pitchMm, count, amps, termination]: TerminalRow, priceUsd: number): PartSeed {
  const kind = termination === "Screw" ? ["screw", "vidalı"] : ["pluggable", "geçmeli"];
  return {
    mpn,
    manufacturer,
    properties: { pitch: si(pitchMm, -3), positions: count, "current-rating": amps, "wire-connection": termination },
    en: `PCB terminal block ${series}, ${count} positions, ${mm(pitchMm, "en")} pitch, ${kind[0]}`,
    tr: `PCB klemens ${series}, ${count} kutup, ${mm(pitchMm, "tr")} adım, ${kind[1]}`,
    priceUsd,
    packaging: "bulk",
    fullPack: 50,
    keywords: "terminal block klemens connector konnektor",
  };
}

export const terminalBlocks: Family = {
  category: "terminal-blocks",
  weight: 3,
  size: TERMINAL_BLOCKS.length,
  properties: [
    pitch,
    positions,
    { code: "current-rating", tr: "Akım", en: "Current Rating", kind: "numeric", unit: "A", quantity: "current", key: true },
    { code: "wire-connection", tr: "Bağlantı", en: "Wire Termination", kind: "enum", key: true },
  ],
  build(index, random) {
    const row = TERMINAL_BLOCKS[spread(index, this.size)];
    return terminalBlockPart(row, priced(random, 0.2 + row[4] * 0.15));
  },
};
