import { formatQuantity } from "../../../modules/catalog/units";
import { priced, si, type Family, type PartSeed } from "../family";
import { spread } from "../space";
import { packageCase } from "./ics";

const COLORS = {
  Red: { tr: "Kırmızı", nm: 625 },
  Orange: { tr: "Turuncu", nm: 605 },
  Yellow: { tr: "Sarı", nm: 590 },
  Green: { tr: "Yeşil", nm: 570 },
  Blue: { tr: "Mavi", nm: 470 },
} as const;
type Color = keyof typeof COLORS;
type LedRow = [mpn: string, maker: string, color: Color, mcd: number, vf: number, pkg: string, base: number];

/**
 * Real indicator LEDs by their makers' ordering codes (typical intensity and forward voltage at 20 mA):
 * Kingbright APT1608/APT2012/APT3216 chips and WP7113 (5 mm) / WP710A10 (3 mm) lamps, Lite-On LTST-C191 (0603),
 * C170 (0805), C150 (1206), Broadcom HSMx-C190 (0603) and C170 (0805).
 */
const LEDS: LedRow[] = [
  ["APT1608EC", "kingbright", "Red", 10, 2, "0603", 0.08],
  ["APT1608SGC", "kingbright", "Green", 20, 2.2, "0603", 0.09],
  ["APT1608SYCK", "kingbright", "Yellow", 60, 2, "0603", 0.1],
  ["APT1608QBC/D", "kingbright", "Blue", 60, 3.3, "0603", 0.14],
  ["APT2012EC", "kingbright", "Red", 12, 2, "0805", 0.08],
  ["APT2012SGC", "kingbright", "Green", 25, 2.2, "0805", 0.09],
  ["APT2012SYCK", "kingbright", "Yellow", 70, 2, "0805", 0.1],
  ["APT2012QBC/D", "kingbright", "Blue", 70, 3.3, "0805", 0.14],
  ["APT3216EC", "kingbright", "Red", 12, 2, "1206", 0.1],
  ["APT3216SGC", "kingbright", "Green", 25, 2.2, "1206", 0.11],
  ["WP7113ID", "kingbright", "Red", 20, 2, "5 mm", 0.08],
  ["WP7113GD", "kingbright", "Green", 20, 2.2, "5 mm", 0.08],
  ["WP7113YD", "kingbright", "Yellow", 15, 2.1, "5 mm", 0.08],
  ["WP7113QBC/D", "kingbright", "Blue", 300, 3.3, "5 mm", 0.18],
  ["WP710A10ID", "kingbright", "Red", 15, 2, "3 mm", 0.07],
  ["WP710A10GD", "kingbright", "Green", 15, 2.2, "3 mm", 0.07],
  ["WP710A10YD", "kingbright", "Yellow", 10, 2.1, "3 mm", 0.07],
  ["LTST-C191KRKT", "lite-on", "Red", 54, 2, "0603", 0.07],
  ["LTST-C191KFKT", "lite-on", "Orange", 54, 2, "0603", 0.07],
  ["LTST-C191KSKT", "lite-on", "Yellow", 54, 2, "0603", 0.07],
  ["LTST-C191KGKT", "lite-on", "Green", 35, 2, "0603", 0.07],
  ["LTST-C191TBKT", "lite-on", "Blue", 28, 3.2, "0603", 0.1],
  ["LTST-C170KRKT", "lite-on", "Red", 54, 2, "0805", 0.08],
  ["LTST-C170KGKT", "lite-on", "Green", 35, 2, "0805", 0.08],
  ["LTST-C170TBKT", "lite-on", "Blue", 28, 3.2, "0805", 0.11],
  ["LTST-C150KRKT", "lite-on", "Red", 54, 2, "1206", 0.09],
  ["HSMS-C190", "broadcom", "Red", 8, 1.9, "0603", 0.15],
  ["HSMG-C190", "broadcom", "Green", 15, 2.2, "0603", 0.15],
  ["HSMS-C170", "broadcom", "Red", 8, 1.9, "0805", 0.15],
  ["HSMG-C170", "broadcom", "Green", 15, 2.2, "0805", 0.15],
  ["HSMY-C170", "broadcom", "Yellow", 8, 2.1, "0805", 0.15],
];

function ledPart([mpn, manufacturer, color, mcd, vf, pkg]: LedRow, priceUsd: number): PartSeed {
  const smd = !pkg.endsWith("mm");
  const text = (locale: "tr" | "en") => `${formatQuantity(mcd, "", locale)} mcd, ${formatQuantity(vf, "V", locale)}, ${pkg}`;
  return {
    mpn,
    manufacturer,
    properties: {
      color,
      wavelength: si(COLORS[color].nm, -9),
      "luminous-intensity": si(mcd, -3),
      "forward-voltage": vf,
      package: pkg,
    },
    en: `${color} LED, ${text("en")}`,
    tr: `${COLORS[color].tr} LED, ${text("tr")}`,
    priceUsd,
    packaging: smd ? "tape" : "bulk",
    fullPack: smd ? 4000 : 1000,
    keywords: "led diyot isik",
  };
}

export const leds: Family = {
  category: "leds",
  weight: 3,
  size: LEDS.length,
  properties: [
    { code: "color", tr: "Renk", en: "Color", kind: "enum", key: true },
    { code: "wavelength", tr: "Dalga Boyu", en: "Wavelength", kind: "numeric", unit: "m" },
    { code: "luminous-intensity", tr: "Işık Şiddeti", en: "Luminous Intensity", kind: "numeric", unit: "cd", key: true },
    { code: "forward-voltage", tr: "İleri Gerilim", en: "Forward Voltage", kind: "numeric", unit: "V", quantity: "voltage", key: true },
    packageCase,
  ],
  build(index, random) {
    const row = LEDS[spread(index, this.size)];
    return ledPart(row, priced(random, row[6]));
  },
};
