import { writeNumber } from "@contract/calculators/numbers";
import type { Locale } from "@contract/locale";
import { formatQuantity } from "../../../modules/catalog/units";
import { valueLabel } from "../../../modules/catalog/value-labels";
import { E6, E12, digitCode, priced, seriesValue, si, type Family, type PropertySeed } from "../family";
import { digits, spread } from "../space";

const capacitance = {
  code: "capacitance",
  tr: "Kapasite",
  en: "Capacitance",
  kind: "numeric",
  unit: "F",
  quantity: "capacitance",
  key: true,
} as const;
const voltage = {
  code: "voltage-rating",
  tr: "Gerilim",
  en: "Voltage Rating",
  kind: "numeric",
  unit: "V",
  quantity: "voltage",
  key: true,
} as const;
const tolerance = {
  code: "tolerance",
  tr: "Tolerans",
  en: "Tolerance",
  kind: "numeric",
  unit: "%",
  quantity: "tolerance",
  key: true,
} as const;
const packageCase = { code: "package", tr: "Kılıf", en: "Package / Case", kind: "enum", quantity: "package", key: true } as const;
const temperature = { code: "operating-temperature", tr: "Çalışma Sıcaklığı", en: "Operating Temperature", kind: "enum" } as const;

const ceramicProperties: PropertySeed[] = [
  capacitance,
  voltage,
  { code: "dielectric", tr: "Dielektrik", en: "Dielectric", kind: "enum", quantity: "dielectric", key: true },
  tolerance,
  packageCase,
  temperature,
];

/** Dielectric → (E-series, first exponent in farads, decades, tolerance letter, tolerance %). */
const DIELECTRICS = [
  { name: "C0G", values: E12, from: -12, decades: 4, tol: "J", tolPct: 5, temp: "-55 °C ~ 125 °C" },
  { name: "X7R", values: E6, from: -10, decades: 4, tol: "K", tolPct: 10, temp: "-55 °C ~ 125 °C" },
  { name: "X5R", values: E6, from: -8, decades: 3, tol: "M", tolPct: 20, temp: "-55 °C ~ 85 °C" },
] as const;
const ceramicValues = DIELECTRICS.map((d) =>
  Array.from({ length: d.values.length * d.decades }, (_, i) => seriesValue(d.values, i, d.from)),
);

const pf3 = (farads: number) => digitCode(Number((farads * 1e12).toPrecision(3)), 2);
const MURATA_SIZE: Record<string, string> = { "0402": "155", "0603": "188", "0805": "219", "1206": "31M", "1210": "32E" };
const MURATA_DIEL: Record<string, string> = { C0G: "5C", X7R: "R7", X5R: "R6" };
const MURATA_VOLT: Record<number, string> = { 6.3: "0J", 10: "1A", 16: "1C", 25: "1E", 50: "1H", 100: "2A" };
const SAMSUNG_SIZE: Record<string, string> = { "0402": "05", "0603": "10", "0805": "21", "1206": "31", "1210": "32" };
const SAMSUNG_DIEL: Record<string, string> = { C0G: "C", X7R: "B", X5R: "A" };
const SAMSUNG_VOLT: Record<number, string> = { 6.3: "Q", 10: "P", 16: "O", 25: "A", 50: "B", 100: "C" };
/** The usual chip thickness of each size: Samsung's letter (0.5, 0.8, 0.85, 0.85, 1.25 mm), TDK's hundredths of a mm and reel code. */
const SAMSUNG_THICKNESS: Record<string, string> = { "0402": "5", "0603": "8", "0805": "C", "1206": "C", "1210": "F" };
const TDK_THICKNESS_PACKING: Record<string, string> = {
  "0402": "050BB",
  "0603": "080AA",
  "0805": "125AA",
  "1206": "160AA",
  "1210": "250AA",
};
const METRIC: Record<string, string> = { "0402": "1005", "0603": "1608", "0805": "2012", "1206": "3216", "1210": "3225" };
const KEMET_VOLT: Record<number, string> = { 6.3: "9", 10: "8", 16: "4", 25: "3", 50: "5", 100: "1" };
const KEMET_DIEL: Record<string, string> = { C0G: "G", X7R: "R", X5R: "P" };
const YAGEO_VOLT: Record<number, string> = { 6.3: "5", 10: "6", 16: "7", 25: "8", 50: "9", 100: "0" };
const YAGEO_DIEL: Record<string, string> = { C0G: "NPO", X7R: "X7R", X5R: "X5R" };

type CeramicBuilder = (size: string, dielectric: string, volts: number, farads: number, tol: string, grade: number) => string;
const ceramicSeries: Array<{ manufacturer: string; grades: number; base: number; mpn: CeramicBuilder }> = [
  {
    manufacturer: "murata",
    grades: 2,
    base: 0.05,
    mpn: (s, d, v, f, t, g) => `${g ? "GCM" : "GRM"}${MURATA_SIZE[s]}${MURATA_DIEL[d]}${MURATA_VOLT[v]}${pf3(f)}${t}A${g ? "55" : "01"}D`,
  },
  // Samsung's and TDK's automotive codes (CL…W…, CGA…) follow other size and thickness rules: only their commercial lines.
  {
    manufacturer: "samsung-electro-mechanics",
    grades: 1,
    base: 0.03,
    mpn: (s, d, v, f, t) => `CL${SAMSUNG_SIZE[s]}${SAMSUNG_DIEL[d]}${pf3(f)}${t}${SAMSUNG_VOLT[v]}${SAMSUNG_THICKNESS[s]}NNNC`,
  },
  {
    manufacturer: "tdk",
    grades: 1,
    base: 0.05,
    mpn: (s, d, v, f, t) => `C${METRIC[s]}${d}${MURATA_VOLT[v]}${pf3(f)}${t}${TDK_THICKNESS_PACKING[s]}`,
  },
  {
    manufacturer: "kemet",
    grades: 2,
    base: 0.04,
    mpn: (s, d, v, f, t, g) => `C${s}C${pf3(f)}${t}${KEMET_VOLT[v]}${KEMET_DIEL[d]}AC${g ? "AUTO" : "TU"}`,
  },
  { manufacturer: "yageo", grades: 1, base: 0.02, mpn: (s, d, v, f, t) => `CC${s}${t}R${YAGEO_DIEL[d]}${YAGEO_VOLT[v]}BB${pf3(f)}` },
];
/** (dielectric, value) pairs, the ones every stock list carries first. */
const POPULAR_CERAMICS: Array<[string, number]> = [
  ["X7R", 1e-7],
  ["X7R", 1e-8],
  ["X5R", 1e-6],
  ["C0G", 1e-10],
  ["X7R", 1e-9],
  ["X5R", 1e-5],
  ["C0G", 2.2e-11],
  ["X5R", 4.7e-6],
  ["X7R", 4.7e-7],
  ["C0G", 1e-11],
  ["X7R", 4.7e-8],
  ["X5R", 2.2e-6],
  ["C0G", 1e-9],
  ["X7R", 2.2e-7],
  ["C0G", 4.7e-11],
  ["X7R", 2.2e-9],
];
const ceramicEntries = (() => {
  const all = DIELECTRICS.flatMap((dielectric, d) => ceramicValues[d].map((value) => [dielectric.name, value] as [string, number]));
  const key = ([name, value]: [string, number]) => `${name}:${value}`;
  const popular = new Set(POPULAR_CERAMICS.map(key));
  return [...POPULAR_CERAMICS, ...all.filter((entry) => !popular.has(key(entry)))];
})();
const SIZE_ORDER = ["0603", "0402", "0805", "1206", "1210"] as const;
const VOLTAGE_ORDER = [50, 25, 16, 10, 100, 6.3] as const;
const ceramicMakers = ceramicSeries.flatMap((series) => Array.from({ length: series.grades }, (_, grade) => ({ series, grade })));

/** Parts enumerate maker fastest, then value (popular first), size, voltage: any prefix of the family is a sensible stock list. */
export const ceramicCapacitors: Family = {
  category: "ceramic-capacitors",
  weight: 22,
  size: ceramicMakers.length * ceramicEntries.length * SIZE_ORDER.length * VOLTAGE_ORDER.length,
  properties: ceramicProperties,
  build(index, random) {
    const [makerIndex, entryIndex, sizeIndex, voltIndex] = digits(index, [
      ceramicMakers.length,
      ceramicEntries.length,
      SIZE_ORDER.length,
      VOLTAGE_ORDER.length,
    ]);
    const { series, grade } = ceramicMakers[makerIndex];
    const [dielectricName, farads] = ceramicEntries[entryIndex];
    const dielectric = DIELECTRICS.find((item) => item.name === dielectricName)!;
    const size = SIZE_ORDER[sizeIndex];
    const volts = VOLTAGE_ORDER[voltIndex];
    const automotive = grade === 1;
    const text = (locale: Locale) => `${formatQuantity(farads, "F", locale)} ${writeNumber(volts, locale)}V ${dielectric.name} ${size}`;
    return {
      mpn: series.mpn(size, dielectric.name, volts, farads, dielectric.tol, grade),
      manufacturer: series.manufacturer,
      properties: {
        capacitance: farads,
        "voltage-rating": volts,
        dielectric: dielectric.name,
        tolerance: dielectric.tolPct,
        package: size,
        "operating-temperature": dielectric.temp,
      },
      en: `${text("en")} ±${dielectric.tolPct}% multilayer ceramic capacitor (MLCC)${automotive ? ", AEC-Q200" : ""}`,
      tr: `${text("tr")} ±%${writeNumber(dielectric.tolPct, "tr")} çok katmanlı seramik kondansatör (MLCC)${automotive ? ", AEC-Q200" : ""}`,
      priceUsd: priced(random, series.base * (1 + sizeIndex * 0.4) * (1 + Math.log10(farads * 1e12) / 6) * (automotive ? 1.5 : 1)),
      packaging: "tape",
      fullPack: size === "0402" ? 10000 : size === "0603" ? 4000 : 3000,
      keywords: "mlcc capacitor kondansator kapasitor",
    };
  },
};

const electrolyticProperties: PropertySeed[] = [
  capacitance,
  voltage,
  tolerance,
  { code: "diameter", tr: "Çap", en: "Diameter", kind: "numeric", unit: "m", key: true },
  { code: "lifetime", tr: "Ömür", en: "Lifetime @ Temp.", kind: "enum", key: true },
  { code: "mounting", tr: "Montaj", en: "Mounting Type", kind: "enum" },
  temperature,
];
type ElyticRow = [mpn: string, microfarads: number, volts: number, diameterMm: number];

/**
 * Real Panasonic electrolytics by their ordering codes: "EEU-FR" (radial, low impedance) or "EEE-FK" (SMD can) + the
 * EIA voltage code (1A = 10 V, 1C = 16 V, 1E = 25 V, 1V = 35 V, 1H = 50 V) + the µF code (101 = 100 µF), the FK
 * with its "P" packing suffix. Only parts whose can diameter is known are listed. FK lasts 2000 h at 105 °C up to
 * ø10; the FR's endurance depends on its can length (5000–10000 h), so it carries none. Nichicon, KEMET, Würth
 * and Vishay are left out until their series tables (case-size codes, which values each series holds) are at hand.
 */
const RADIAL_FR: ElyticRow[] = [
  ["EEU-FR1E101", 100, 25, 6.3],
  ["EEU-FR1H101", 100, 50, 8],
  ["EEU-FR1C471", 470, 16, 8],
  ["EEU-FR1E471", 470, 25, 10],
  ["EEU-FR1V471", 470, 35, 10],
  ["EEU-FR1A102", 1000, 10, 10],
  ["EEU-FR1C102", 1000, 16, 10],
  ["EEU-FR1E102", 1000, 25, 10],
  ["EEU-FR1V102", 1000, 35, 12.5],
];
const SMD_FK: ElyticRow[] = [
  ["EEE-FK1H470P", 47, 50, 8],
  ["EEE-FK1C101P", 100, 16, 6.3],
  ["EEE-FK1E101P", 100, 25, 6.3],
  ["EEE-FK1V101P", 100, 35, 8],
  ["EEE-FK1A102P", 1000, 10, 10],
];
const ELECTROLYTICS = [...RADIAL_FR.map((row) => ({ row, smd: false })), ...SMD_FK.map((row) => ({ row, smd: true }))];

export const electrolyticCapacitors: Family = {
  category: "aluminum-electrolytic-capacitors",
  weight: 6,
  size: ELECTROLYTICS.length,
  properties: electrolyticProperties,
  build(index, random) {
    const {
      row: [mpn, microfarads, volts, diameter],
      smd,
    } = ELECTROLYTICS[spread(index, this.size)];
    const farads = si(microfarads, -6);
    const life = smd ? "2000 Hrs @ 105°C" : undefined;
    const text = (locale: Locale) =>
      `${formatQuantity(farads, "F", locale)} ${writeNumber(volts, locale)}V ${locale === "en" ? "±20%" : "±%20"}`;
    const lifeText = (locale: Locale) => (life ? `, ${valueLabel(life, locale)}` : "");
    return {
      mpn,
      manufacturer: "panasonic",
      properties: {
        capacitance: farads,
        "voltage-rating": volts,
        tolerance: 20,
        diameter: si(diameter, -3),
        ...(life ? { lifetime: life } : {}),
        mounting: smd ? "Surface Mount" : "Through Hole",
        "operating-temperature": smd ? "-55 °C ~ 105 °C" : "-40 °C ~ 105 °C",
      },
      en: `${text("en")} aluminum electrolytic capacitor, ${diameter} mm${lifeText("en")}`,
      tr: `${text("tr")} alüminyum elektrolitik kondansatör, ${writeNumber(diameter, "tr")} mm${lifeText("tr")}`,
      priceUsd: priced(random, (smd ? 0.25 : 0.3) * (1 + Math.log10(1 + microfarads * volts) / 2)),
      packaging: smd ? "tape" : "bulk",
      fullPack: smd ? 1000 : 500,
      keywords: "elektrolitik capacitor kondansator",
    };
  },
};

const tantalumProperties: PropertySeed[] = [
  capacitance,
  voltage,
  tolerance,
  { code: "case-code", tr: "Kılıf Kodu", en: "Case Code", kind: "enum", quantity: "package", key: true },
  { code: "esr", tr: "ESR", en: "ESR", kind: "numeric", unit: "Ω" },
  temperature,
];
const TANT_VOLTS = [4, 6.3, 10, 16, 20, 25, 35, 50] as const;
const TANT_CASES = ["A", "B", "C", "D", "E"] as const;
const tantValues = Array.from({ length: 6 * 4 }, (_, i) => seriesValue(E6, i, -7));
const tantSeries = [
  { manufacturer: "kemet", base: 0.3, mpn: (c: string, f: string, v: string) => `T491${c}${f}K${v}AT` },
  { manufacturer: "vishay", base: 0.35, mpn: (c: string, f: string, v: string) => `293D${f}X9${v}${c}2TE3` },
  { manufacturer: "kemet", base: 0.5, mpn: (c: string, f: string, v: string) => `T520${c}${f}M${v}ATE070` },
] as const;

export const tantalumCapacitors: Family = {
  category: "tantalum-capacitors",
  weight: 3,
  size: tantSeries.length * TANT_VOLTS.length * tantValues.length * TANT_CASES.length,
  properties: tantalumProperties,
  build(index, random) {
    const [seriesIndex, voltIndex, valueIndex, caseIndex] = digits(spread(index, this.size), [
      tantSeries.length,
      TANT_VOLTS.length,
      tantValues.length,
      TANT_CASES.length,
    ]);
    const series = tantSeries[seriesIndex];
    const volts = TANT_VOLTS[voltIndex];
    const farads = tantValues[valueIndex];
    const caseCode = TANT_CASES[caseIndex];
    const voltCode = String(volts).replace(".", "").padStart(3, "0");
    return {
      mpn: series.mpn(caseCode, pf3(farads), voltCode),
      manufacturer: series.manufacturer,
      properties: {
        capacitance: farads,
        "voltage-rating": volts,
        tolerance: seriesIndex === 2 ? 20 : 10,
        "case-code": caseCode,
        esr: si([3, 2, 1, 5, 4][caseIndex], caseIndex >= 3 ? -1 : 0),
        "operating-temperature": "-55 °C ~ 125 °C",
      },
      en: `${formatQuantity(farads, "F", "en")} ${volts}V tantalum capacitor, case ${caseCode}`,
      tr: `${formatQuantity(farads, "F", "tr")} ${writeNumber(volts, "tr")}V tantal kondansatör, kılıf ${caseCode}`,
      priceUsd: priced(random, series.base * (1 + caseIndex * 0.5)),
      packaging: "tape",
      fullPack: caseIndex < 2 ? 2000 : 500,
      keywords: "tantal tantalum capacitor kondansator",
    };
  },
};
