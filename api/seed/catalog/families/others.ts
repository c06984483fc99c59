import { writeNumber } from "@contract/calculators/numbers";
import type { Locale } from "@contract/locale";
import { formatQuantity } from "../../../modules/catalog/units";
import { priced, si, type Family } from "../family";
import { digits, spread } from "../space";

/**
 * Omron's B3F 6 x 6 mm through-hole tactile switches, as the maker's list of models gives them: B3F-1 + ground
 * terminal (0 none, 1 with) + plunger and height (0 flat 4.3 mm, 2 flat 5.0 mm, 6 flat 7.0 mm, 7 flat 9.5 mm,
 * 5 projected 7.3 mm) + operating force (0 100 gf, 2 150 gf, 5 260 gf, 6 500 gf). The 500 gf and the 7.0 / 9.5 mm
 * models come without ground terminal only. TE's FSM, Würth's WS-TASV and C&K's PTS645 wait for their item tables.
 */
const B3F_HEIGHTS: Record<string, { mm: number; projected: boolean }> = {
  "0": { mm: 4.3, projected: false },
  "2": { mm: 5, projected: false },
  "6": { mm: 7, projected: false },
  "7": { mm: 9.5, projected: false },
  "5": { mm: 7.3, projected: true },
};
const B3F_FORCES: Record<string, number> = { "0": 100, "2": 150, "5": 260, "6": 500 };
const B3F_MODELS = [
  ...["1000", "1002", "1005", "1006", "1020", "1022", "1025", "1026", "1050", "1052", "1055", "1056"],
  ...["1060", "1062", "1070", "1072", "1075"],
  ...["1100", "1102", "1105", "1120", "1122", "1125", "1150", "1152", "1155"],
];

export const switches: Family = {
  category: "switches",
  weight: 2,
  size: B3F_MODELS.length,
  properties: [
    { code: "switch-type", tr: "Anahtar Tipi", en: "Switch Type", kind: "enum", key: true },
    { code: "actuator-height", tr: "Tetik Yüksekliği", en: "Actuator Height", kind: "numeric", unit: "m", key: true },
    { code: "operating-force", tr: "Çalışma Kuvveti", en: "Operating Force", kind: "enum" },
    { code: "mounting", tr: "Montaj", en: "Mounting Type", kind: "enum" },
  ],
  build(index, random) {
    const model = B3F_MODELS[spread(index, this.size)];
    const grounded = model[1] === "1";
    const height = B3F_HEIGHTS[model[2]];
    const force = `${B3F_FORCES[model[3]]} gf`;
    const plunger = { en: height.projected ? "projected" : "flat", tr: height.projected ? "çıkık" : "düz" };
    return {
      mpn: `B3F-${model}`,
      manufacturer: "omron",
      properties: { "switch-type": "Tactile", "actuator-height": si(height.mm, -3), "operating-force": force, mounting: "Through Hole" },
      en: `Tactile switch 6 x 6 mm, ${plunger.en} plunger, ${height.mm} mm, ${force}${grounded ? ", ground terminal" : ""}`,
      tr: `Tact buton 6 x 6 mm, ${plunger.tr} tetik, ${writeNumber(height.mm, "tr")} mm, ${force}${grounded ? ", topraklama bacaklı" : ""}`,
      priceUsd: priced(random, 0.15 + (grounded ? 0.03 : 0) + (height.mm > 5 ? 0.05 : 0)),
      packaging: "bulk",
      fullPack: 100,
      keywords: "switch anahtar buton tact",
    };
  },
};

/**
 * Mean Well's HLG-120 LED drivers (constant voltage + constant current, 90–305 VAC in) by the maker's model code:
 * HLG-120-{output V} + type (none: IP67, fixed; A: IP65, adjustable by potentiometer; B: IP67, 1–10 V / PWM / resistor
 * dimming), at the rated power of the maker's table. LED strips, panels and modules (OSRAM, Würth) are left out until
 * their real ordering codes are at hand, so this category holds drivers only.
 */
const HLG_120_OUTPUTS: Array<[volts: number, watts: number]> = [
  [12, 120],
  [24, 120],
  [36, 122.4],
  [48, 120],
];
const HLG_TYPES = [
  { code: "", ip: "IP67", en: "fixed output", tr: "sabit çıkış" },
  { code: "A", ip: "IP65", en: "adjustable output", tr: "ayarlı çıkış" },
  { code: "B", ip: "IP67", en: "1-10 V / PWM dimming", tr: "1-10 V / PWM karartma" },
] as const;

export const ledLighting: Family = {
  category: "led-lighting",
  weight: 2,
  size: HLG_120_OUTPUTS.length * HLG_TYPES.length,
  properties: [
    { code: "product-type", tr: "Ürün Tipi", en: "Product Type", kind: "enum", key: true },
    { code: "power", tr: "Güç", en: "Power", kind: "numeric", unit: "W", quantity: "power", key: true },
    { code: "color-temperature", tr: "Renk Sıcaklığı", en: "Color Temperature", kind: "numeric", unit: "K", key: true },
    { code: "luminous-flux", tr: "Işık Akısı", en: "Luminous Flux", kind: "numeric", unit: "lm", key: true },
    { code: "ip-rating", tr: "IP Sınıfı", en: "Ingress Protection", kind: "enum", key: true },
  ],
  build(index, random) {
    const [outputIndex, typeIndex] = digits(spread(index, this.size), [HLG_120_OUTPUTS.length, HLG_TYPES.length]);
    const [volts, watts] = HLG_120_OUTPUTS[outputIndex];
    const type = HLG_TYPES[typeIndex];
    const text = (locale: Locale) => `${formatQuantity(watts, "W", locale)} ${formatQuantity(volts, "V", locale)}`;
    return {
      mpn: `HLG-120-${volts}${type.code}`,
      manufacturer: "mean-well",
      // A driver has no colour temperature or luminous flux of its own: those properties belong to strips and modules.
      properties: { "product-type": "LED Driver", power: watts, "ip-rating": type.ip },
      en: `LED driver ${text("en")}, constant voltage + constant current, ${type.ip}, ${type.en}`,
      tr: `LED sürücü ${text("tr")}, sabit gerilim + sabit akım, ${type.ip}, ${type.tr}`,
      priceUsd: priced(random, 38 + typeIndex * 3),
      packaging: "bulk",
      fullPack: 10,
      keywords: "led driver surucu sürücü aydinlatma aydınlatma",
    };
  },
};

const PROFILES = [
  { code: "SK89", width: 75, height: 25, rth: [4.1, 2.6, 1.8, 1.3] },
  { code: "SK92", width: 100, height: 40, rth: [2.5, 1.6, 1.1, 0.8] },
  { code: "SK47", width: 88, height: 35, rth: [2.9, 1.9, 1.3, 1.0] },
  { code: "SK68", width: 30, height: 15, rth: [9.0, 6.4, 4.6, 3.5] },
  { code: "SK104", width: 25, height: 12, rth: [11, 7.5, 5.6, 4.4] },
  { code: "SK145", width: 160, height: 60, rth: [1.2, 0.75, 0.5, 0.38] },
  { code: "SK409", width: 45, height: 25, rth: [6.1, 4.0, 2.9, 2.2] },
  { code: "SK481", width: 135, height: 50, rth: [1.5, 0.95, 0.65, 0.5] },
] as const;
const LENGTHS = [37.5, 50, 75, 100, 150, 200] as const;

export const heatSinks: Family = {
  category: "aluminum-heat-sinks",
  weight: 2,
  size: PROFILES.length * LENGTHS.length * 3,
  properties: [
    { code: "length", tr: "Uzunluk", en: "Length", kind: "numeric", unit: "m", key: true },
    { code: "width", tr: "Genişlik", en: "Width", kind: "numeric", unit: "m", key: true },
    { code: "height", tr: "Yükseklik", en: "Height", kind: "numeric", unit: "m", key: true },
    { code: "thermal-resistance", tr: "Isıl Direnç", en: "Thermal Resistance", kind: "numeric", unit: "K/W", key: true },
    { code: "finish", tr: "Yüzey", en: "Finish", kind: "enum", key: true },
    { code: "material", tr: "Malzeme", en: "Material", kind: "enum" },
  ],
  build(index, random) {
    const [profileIndex, lengthIndex, finishIndex] = digits(spread(index, this.size), [PROFILES.length, LENGTHS.length, 3]);
    const profile = PROFILES[profileIndex];
    const length = LENGTHS[lengthIndex];
    const finish = ["Black Anodized", "Natural (Mill)", "Clear Anodized"][finishIndex];
    const rth = Number((profile.rth[Math.min(3, Math.floor(lengthIndex * 0.7))] * (finishIndex === 1 ? 1.1 : 1)).toPrecision(2));
    return {
      // Fischer writes "SK 89 37,5 SA"; distributors list it without spaces, as a part number is typed.
      mpn: `${profile.code}-${length}-${["SA", "ME", "AL"][finishIndex]}`,
      manufacturer: "fischer-elektronik",
      properties: {
        length: si(length, -3),
        width: si(profile.width, -3),
        height: si(profile.height, -3),
        "thermal-resistance": rth,
        finish,
        material: "Aluminum EN AW-6060",
      },
      en: `Extruded aluminum heat sink ${profile.width}x${profile.height}x${length} mm, ${rth} K/W, ${finish.toLowerCase()}`,
      tr: `Ekstrüzyon alüminyum soğutucu ${writeNumber(profile.width, "tr")}x${writeNumber(profile.height, "tr")}x${writeNumber(length, "tr")} mm, ${writeNumber(rth, "tr")} K/W, ${["siyah eloksal", "ham", "şeffaf eloksal"][finishIndex]}`,
      priceUsd: priced(random, 1.5 + (profile.width * profile.height * length) / 20000),
      packaging: "bulk",
      fullPack: 10,
      keywords: "heat sink soğutucu sogutucu aluminyum alüminyum",
    };
  },
};
