import { writeNumber } from "@contract/calculators/numbers";
import { formatQuantity } from "../../../modules/catalog/units";
import { valueLabel } from "../../../modules/catalog/value-labels";
import { E6, digitCode, priced, seriesValue, type Family, type PropertySeed } from "../family";
import { digits, spread } from "../space";

const packageCase: PropertySeed = { code: "package", tr: "Kılıf", en: "Package / Case", kind: "enum", quantity: "package", key: true };
const temperature: PropertySeed = { code: "operating-temperature", tr: "Çalışma Sıcaklığı", en: "Operating Temperature", kind: "enum" };

const INDUCTOR_SIZES = [
  { size: "2.5 x 2.0 mm", we: "2520", tdk: "252010", bourns: "SRN2512", isat: 1.2 },
  { size: "4.0 x 4.0 mm", we: "4040", tdk: "404012", bourns: "SRN4018", isat: 2.5 },
  { size: "5.0 x 5.0 mm", we: "5050", tdk: "505040", bourns: "SRN5040", isat: 3.5 },
  { size: "6.0 x 6.0 mm", we: "6060", tdk: "606045", bourns: "SRN6045", isat: 4.5 },
  { size: "8.0 x 8.0 mm", we: "8080", tdk: "808060", bourns: "SRN8040", isat: 6 },
  { size: "12.5 x 12.5 mm", we: "1250", tdk: "12565", bourns: "SRR1260", isat: 10 },
] as const;
const inductances = Array.from({ length: 6 * 4 }, (_, i) => seriesValue(E6, i, -7)); // 0.1 µH … 680 µH
const inductorSeries = [
  {
    manufacturer: "wurth-elektronik",
    base: 0.9,
    mpn: (s: (typeof INDUCTOR_SIZES)[number], h: string, n: number) => `74404${s.we.slice(0, 2)}${h}${n}`,
  },
  {
    manufacturer: "tdk",
    base: 0.6,
    mpn: (s: (typeof INDUCTOR_SIZES)[number], h: string, n: number) => `VLS${s.tdk}${n ? "HX" : "ET"}-${h}M`,
  },
  {
    manufacturer: "bourns",
    base: 0.5,
    mpn: (s: (typeof INDUCTOR_SIZES)[number], h: string, n: number) => `${s.bourns}-${h}${n ? "Y" : "M"}`,
  },
  {
    manufacturer: "murata",
    base: 0.55,
    mpn: (s: (typeof INDUCTOR_SIZES)[number], h: string, n: number) => `LQH${s.we.slice(0, 2)}P${h}M${n ? "R0" : "N0"}L`,
  },
] as const;
const uhCode = (henry: number) => {
  const uh = Number((henry * 1e6).toPrecision(2));
  return uh < 10
    ? String(uh)
        .replace(".", "R")
        .padEnd(3, "0")
        .replace(/^(\d)R0$/, "$1R0")
    : digitCode(uh, 2);
};

export const powerInductors: Family = {
  category: "power-inductors",
  weight: 6,
  size: inductorSeries.length * INDUCTOR_SIZES.length * inductances.length * 2,
  properties: [
    { code: "inductance", tr: "Endüktans", en: "Inductance", kind: "numeric", unit: "H", quantity: "inductance", key: true },
    { code: "current-rating", tr: "Akım", en: "Current Rating", kind: "numeric", unit: "A", quantity: "current", key: true },
    { code: "dc-resistance", tr: "DC Direnç", en: "DC Resistance (DCR)", kind: "numeric", unit: "Ω", key: true },
    { code: "shielding", tr: "Ekranlama", en: "Shielding", kind: "enum", key: true },
    packageCase,
    temperature,
  ],
  build(index, random) {
    const [seriesIndex, sizeIndex, valueIndex, shielded] = digits(spread(index, this.size), [
      inductorSeries.length,
      INDUCTOR_SIZES.length,
      inductances.length,
      2,
    ]);
    const series = inductorSeries[seriesIndex];
    const size = INDUCTOR_SIZES[sizeIndex];
    const henry = inductances[valueIndex];
    const current = Number((size.isat / Math.sqrt(1 + (henry * 1e6) / 4)).toPrecision(2));
    const dcr = Number(((0.005 * (1 + henry * 1e6)) / (1 + sizeIndex)).toPrecision(2));
    const shielding = shielded ? "Shielded" : "Semi-Shielded";
    return {
      mpn: series.mpn(size, uhCode(henry), shielded),
      manufacturer: series.manufacturer,
      properties: {
        inductance: henry,
        "current-rating": current,
        "dc-resistance": dcr,
        shielding,
        package: size.size,
        "operating-temperature": "-40 °C ~ 125 °C",
      },
      en: `${formatQuantity(henry, "H", "en")} ${current}A ${shielding.toLowerCase()} SMD power inductor, ${size.size}`,
      tr: `${formatQuantity(henry, "H", "tr")} ${writeNumber(current, "tr")}A ${shielded ? "ekranlı" : "yarı ekranlı"} SMD güç bobini, ${valueLabel(size.size, "tr")}`,
      priceUsd: priced(random, series.base * (1 + sizeIndex * 0.3)),
      packaging: "tape",
      fullPack: sizeIndex < 3 ? 2000 : 500,
      keywords: "inductor bobin endüktans enduktans coil",
    };
  },
};
