import { writeNumber } from "@contract/calculators/numbers";
import type { Locale } from "@contract/locale";
import { formatQuantity } from "../../../modules/catalog/units";
import { E24, E96, digitCode, priced, rkmCode, seriesValue, type Family, type PropertySeed } from "../family";
import { digits, spread } from "../space";

const resistorProperties: PropertySeed[] = [
  { code: "resistance", tr: "Direnç", en: "Resistance", kind: "numeric", unit: "Ω", quantity: "resistance", key: true },
  { code: "tolerance", tr: "Tolerans", en: "Tolerance", kind: "numeric", unit: "%", quantity: "tolerance", key: true },
  { code: "power", tr: "Güç", en: "Power", kind: "numeric", unit: "W", quantity: "power", key: true },
  { code: "package", tr: "Kılıf", en: "Package / Case", kind: "enum", quantity: "package", key: true },
  { code: "composition", tr: "Yapı", en: "Composition", kind: "enum", key: true },
  { code: "temperature-coefficient", tr: "Sıcaklık Katsayısı", en: "Temperature Coefficient", kind: "enum" },
  { code: "operating-temperature", tr: "Çalışma Sıcaklığı", en: "Operating Temperature", kind: "enum" },
];

const POWER: Record<string, number> = { "0402": 0.0625, "0603": 0.1, "0805": 0.125, "1206": 0.25, "2512": 1 };
const METRIC: Record<string, string> = { "0402": "1005", "0603": "1608", "0805": "2012", "1206": "3216", "2512": "6432" };
const ohms1 = Array.from({ length: 96 * 6 }, (_, index) => seriesValue(E96, index, 1)); // 10 Ω … 9.76 MΩ
const ohms24 = Array.from({ length: 24 * 7 }, (_, index) => seriesValue(E24, index, 0)); // 1 Ω … 9.1 MΩ
/** The values every stock list carries, first: a small catalog still has 10 kΩ 0603 1 % from every maker. */
const POPULAR_OHMS = [
  10000, 1000, 100, 4700, 47, 100000, 47000, 220, 330, 2200, 470, 22000, 10, 1e6, 1500, 33000, 68000, 150, 2000, 5100, 49.9e3,
];
/** E24 and E96 together (1 % parts come in E24 values too), popular values first, then E24, then E96. */
const chipValues = [...new Set([...POPULAR_OHMS, ...ohms24, ...ohms1])];
const vishay4 = (ohms: number) => rkmCode(ohms).padEnd(4, "0");

interface ChipSeries {
  manufacturer: string;
  tolerance: number;
  film: "Thick Film" | "Thin Film";
  tcr: number;
  base: number;
  automotive?: boolean;
  mpn(size: string, ohms: number): string;
}

const chipSeries: ChipSeries[] = [
  { manufacturer: "yageo", tolerance: 1, film: "Thick Film", tcr: 100, base: 0.1, mpn: (s, v) => `RC${s}FR-07${rkmCode(v)}L` },
  { manufacturer: "vishay", tolerance: 1, film: "Thick Film", tcr: 100, base: 0.12, mpn: (s, v) => `CRCW${s}${vishay4(v)}FKEA` },
  {
    manufacturer: "panasonic",
    tolerance: 1,
    film: "Thick Film",
    tcr: 100,
    base: 0.1,
    mpn: (s, v) => `ERJ-${PANASONIC_1[s]}${digitCode(v, 3)}V`,
  },
  {
    manufacturer: "samsung-electro-mechanics",
    tolerance: 1,
    film: "Thick Film",
    tcr: 100,
    base: 0.09,
    mpn: (s, v) => `RC${METRIC[s]}F${digitCode(v, 3)}CS`,
  },
  { manufacturer: "yageo", tolerance: 5, film: "Thick Film", tcr: 200, base: 0.08, mpn: (s, v) => `RC${s}JR-07${rkmCode(v)}L` },
  { manufacturer: "rohm", tolerance: 1, film: "Thick Film", tcr: 100, base: 0.11, mpn: (s, v) => `${ROHM[s]}${digitCode(v, 3)}` },
  {
    manufacturer: "koa-speer",
    tolerance: 1,
    film: "Thick Film",
    tcr: 100,
    base: 0.1,
    mpn: (s, v) => `RK73H${KOA[s]}TTD${digitCode(v, 3)}F`,
  },
  { manufacturer: "bourns", tolerance: 1, film: "Thick Film", tcr: 100, base: 0.1, mpn: (s, v) => `CR${s}-FX-${digitCode(v, 3)}ELF` },
  { manufacturer: "vishay", tolerance: 5, film: "Thick Film", tcr: 200, base: 0.1, mpn: (s, v) => `CRCW${s}${vishay4(v)}JNEA` },
  {
    manufacturer: "yageo",
    tolerance: 1,
    film: "Thick Film",
    tcr: 100,
    base: 0.14,
    automotive: true,
    mpn: (s, v) => `AC${s}FR-07${rkmCode(v)}L`,
  },
  { manufacturer: "yageo", tolerance: 0.1, film: "Thin Film", tcr: 25, base: 0.45, mpn: (s, v) => `RT${s}BRD07${rkmCode(v)}L` },
  { manufacturer: "vishay", tolerance: 0.1, film: "Thin Film", tcr: 25, base: 0.6, mpn: (s, v) => `TNPW${s}${vishay4(v)}BEEA` },
  { manufacturer: "yageo", tolerance: 1, film: "Thick Film", tcr: 100, base: 0.1, mpn: (s, v) => `RC${s}FR-13${rkmCode(v)}L` },
  { manufacturer: "vishay", tolerance: 1, film: "Thick Film", tcr: 100, base: 0.12, mpn: (s, v) => `CRCW${s}${vishay4(v)}FKTA` },
];
const PANASONIC_1: Record<string, string> = { "0402": "2RKF", "0603": "3EKF", "0805": "6ENF", "1206": "8ENF", "2512": "1TNF" };
const ROHM: Record<string, string> = {
  "0402": "MCR01MZPF",
  "0603": "MCR03EZPFX",
  "0805": "MCR10EZPF",
  "1206": "MCR18EZPF",
  "2512": "MCR100JZHF",
};
const KOA: Record<string, string> = { "0402": "1E", "0603": "1J", "0805": "2A", "1206": "2B", "2512": "3A" };
/** Sizes in the order stock lists favour them. */
const SIZE_ORDER = ["0603", "0402", "0805", "1206", "2512"] as const;

/** Parts enumerate series fastest, then size, then value (popular first): any prefix of the family is a sensible stock list. */
export const chipResistors: Family = {
  category: "chip-resistors",
  weight: 22,
  size: chipSeries.length * SIZE_ORDER.length * chipValues.length,
  properties: resistorProperties,
  build(index, random) {
    const [seriesIndex, sizeIndex, valueIndex] = digits(index, [chipSeries.length, SIZE_ORDER.length, chipValues.length]);
    const series = chipSeries[seriesIndex];
    const size = SIZE_ORDER[sizeIndex];
    const ohms = chipValues[valueIndex];
    const power = POWER[size];
    const label = (locale: Locale) => formatQuantity(ohms, "Ω", locale);
    return {
      mpn: series.mpn(size, ohms),
      manufacturer: series.manufacturer,
      properties: {
        resistance: ohms,
        tolerance: series.tolerance,
        power,
        package: size,
        composition: series.film,
        "temperature-coefficient": `±${series.tcr} ppm/°C`,
        "operating-temperature": series.automotive ? "-55 °C ~ 155 °C" : "-55 °C ~ 125 °C",
      },
      en: `${label("en")} ±${series.tolerance}% ${power}W ${size} ${series.film.toLowerCase()} chip resistor${series.automotive ? ", AEC-Q200" : ""}`,
      tr: `${label("tr")} ±%${writeNumber(series.tolerance, "tr")} ${writeNumber(power, "tr")}W ${size} ${series.film === "Thin Film" ? "ince film" : "kalın film"} SMD direnç${series.automotive ? ", AEC-Q200" : ""}`,
      priceUsd: priced(random, series.base * (size === "2512" ? 3 : 1)),
      packaging: "tape",
      fullPack: size === "2512" ? 4000 : size === "0402" ? 10000 : 5000,
      keywords: "smd resistor direnc",
    };
  },
};

const thtSeries = [
  { manufacturer: "yageo", power: 0.25, base: 0.08, mpn: (v: number) => `MFR-25FBF52-${rkmCode(v)}` },
  { manufacturer: "yageo", power: 0.5, base: 0.1, mpn: (v: number) => `MFR-50FBF52-${rkmCode(v)}` },
  { manufacturer: "yageo", power: 1, base: 0.16, mpn: (v: number) => `MFR1WSFTE52-${rkmCode(v)}` },
  { manufacturer: "vishay", power: 0.6, base: 0.2, mpn: (v: number) => `MBB02070C${digitCode(v, 3)}FC100` },
  { manufacturer: "vishay", power: 0.6, base: 0.22, mpn: (v: number) => `MRS25000C${digitCode(v, 3)}FCT00` },
  { manufacturer: "te-connectivity", power: 0.6, base: 0.18, mpn: (v: number) => `LR1F${rkmCode(v)}` },
] as const;

export const throughHoleResistors: Family = {
  category: "through-hole-resistors",
  weight: 4,
  size: thtSeries.length * ohms1.length,
  properties: resistorProperties,
  build(index, random) {
    const [seriesIndex, valueIndex] = digits(spread(index, this.size), [thtSeries.length, ohms1.length]);
    const series = thtSeries[seriesIndex];
    const ohms = ohms1[valueIndex];
    const label = (locale: Locale) => formatQuantity(ohms, "Ω", locale);
    return {
      mpn: series.mpn(ohms),
      manufacturer: series.manufacturer,
      properties: {
        resistance: ohms,
        tolerance: 1,
        power: series.power,
        package: "Axial",
        composition: "Metal Film",
        "temperature-coefficient": "±50 ppm/°C",
        "operating-temperature": "-55 °C ~ 155 °C",
      },
      en: `${label("en")} ±1% ${series.power}W axial metal film resistor`,
      tr: `${label("tr")} ±%1 ${writeNumber(series.power, "tr")}W eksenel metal film direnç`,
      priceUsd: priced(random, series.base),
      packaging: "bulk",
      fullPack: 1000,
      keywords: "through hole resistor direnc",
    };
  },
};
