import { formatQuantity } from "../../../modules/catalog/units";
import { valueLabel } from "../../../modules/catalog/value-labels";
import { E6, digitCode, priced, seriesValue, type Family, type PropertySeed } from "../family";
import { digits, spread } from "../space";

const packageCase: PropertySeed = { code: "package", tr: "Kılıf", en: "Package / Case", kind: "enum", quantity: "package", key: true };
const temperature: PropertySeed = { code: "operating-temperature", tr: "Çalışma Sıcaklığı", en: "Operating Temperature", kind: "enum" };

/**
 * Bourns' SMD power inductors as their codes are built: series (size and height) + "-" + inductance in µH in the
 * R/digit code (4R7, 100 = 10 µH, 470 = 47 µH) + "M" (±20 %): SRN4018-100M, SRR1260-470M. The 2.2–47 µH values are
 * in every one of these series; saturation current and DCR are estimated from size and value, not copied from a datasheet.
 */
const INDUCTOR_SERIES = [
  { code: "SRN4018", size: "4.0 x 4.0 mm", shielding: "Semi-Shielded", isat: 2.5, base: 0.35 },
  { code: "SRN6045", size: "6.0 x 6.0 mm", shielding: "Semi-Shielded", isat: 4.5, base: 0.45 },
  { code: "SRN8040", size: "8.0 x 8.0 mm", shielding: "Semi-Shielded", isat: 6, base: 0.55 },
  { code: "SRR1260", size: "12.5 x 12.5 mm", shielding: "Shielded", isat: 10, base: 0.8 },
] as const;
const inductances = Array.from({ length: 9 }, (_, i) => seriesValue(E6, i + 2, -6)); // 2.2 µH … 47 µH
/** "2R2", "4R7", "100", "470": the two significant digits and a zero count, R marking the point below 10 µH. */
const uhCode = (henry: number) => digitCode(Number((henry * 1e6).toPrecision(2)), 2);

export const powerInductors: Family = {
  category: "power-inductors",
  weight: 6,
  size: INDUCTOR_SERIES.length * inductances.length,
  properties: [
    { code: "inductance", tr: "Endüktans", en: "Inductance", kind: "numeric", unit: "H", quantity: "inductance", key: true },
    { code: "current-rating", tr: "Akım", en: "Current Rating", kind: "numeric", unit: "A", quantity: "current", key: true },
    { code: "dc-resistance", tr: "DC Direnç", en: "DC Resistance (DCR)", kind: "numeric", unit: "Ω", key: true },
    { code: "shielding", tr: "Ekranlama", en: "Shielding", kind: "enum", key: true },
    packageCase,
    temperature,
  ],
  build(index, random) {
    const [seriesIndex, valueIndex] = digits(spread(index, this.size), [INDUCTOR_SERIES.length, inductances.length]);
    const series = INDUCTOR_SERIES[seriesIndex];
    const henry = inductances[valueIndex];
    const current = Number((series.isat / Math.sqrt(1 + (henry * 1e6) / 4)).toPrecision(2));
    const dcr = Number(((0.005 * (1 + henry * 1e6)) / (1 + seriesIndex)).toPrecision(2));
    const shielded = series.shielding === "Shielded";
    return {
      mpn: `${series.code}-${uhCode(henry)}M`,
      manufacturer: "bourns",
      properties: {
        inductance: henry,
        "current-rating": current,
        "dc-resistance": dcr,
        shielding: series.shielding,
        package: series.size,
        "operating-temperature": "-40 °C ~ 125 °C",
      },
      en: `${formatQuantity(henry, "H", "en")} ${formatQuantity(current, "A", "en")} ${series.shielding.toLowerCase()} SMD power inductor, ${series.size}`,
      tr: `${formatQuantity(henry, "H", "tr")} ${formatQuantity(current, "A", "tr")} ${shielded ? "ekranlı" : "yarı ekranlı"} SMD güç bobini, ${valueLabel(series.size, "tr")}`,
      priceUsd: priced(random, series.base),
      packaging: "tape",
      fullPack: seriesIndex < 2 ? 2000 : 500,
      keywords: "inductor bobin endüktans enduktans coil",
    };
  },
};
