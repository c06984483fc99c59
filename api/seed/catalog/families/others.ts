import { writeNumber } from "@contract/calculators/numbers";
import { priced, si, type Family } from "../family";
import { digits, spread } from "../space";

export const switches: Family = {
  category: "switches",
  weight: 2,
  size: 3 * 4 * 5 * 4,
  properties: [
    { code: "switch-type", tr: "Anahtar Tipi", en: "Switch Type", kind: "enum", key: true },
    { code: "actuator-height", tr: "Tetik Yüksekliği", en: "Actuator Height", kind: "numeric", unit: "m", key: true },
    { code: "operating-force", tr: "Çalışma Kuvveti", en: "Operating Force", kind: "enum" },
    { code: "mounting", tr: "Montaj", en: "Mounting Type", kind: "enum" },
  ],
  build(index, random) {
    const [makerIndex, typeIndex, heightIndex, forceIndex] = digits(spread(index, this.size), [3, 4, 5, 4]);
    const maker = ["omron", "te-connectivity", "wurth-elektronik"][makerIndex];
    const type = ["Tactile", "Slide", "DIP", "Toggle"][typeIndex];
    const height = [3.5, 4.3, 5, 7, 9.5][heightIndex];
    const force = ["100 gf", "160 gf", "260 gf", "320 gf"][forceIndex];
    return {
      mpn: `${["B3F-", "FSM", "4303"][makerIndex]}${typeIndex}${String(height * 10)}${forceIndex}${makerIndex === 2 ? "00" : ""}`,
      manufacturer: maker,
      properties: {
        "switch-type": type,
        "actuator-height": si(height, -3),
        "operating-force": force,
        mounting: typeIndex === 0 && heightIndex < 2 ? "Surface Mount" : "Through Hole",
      },
      en: `${type} switch, ${height} mm actuator, ${force}`,
      tr: `${{ Tactile: "Tact", Slide: "Sürgülü", DIP: "DIP", Toggle: "Toggle" }[type]} anahtar, ${writeNumber(height, "tr")} mm, ${force}`,
      priceUsd: priced(random, 0.15 + typeIndex * 0.3),
      packaging: "bulk",
      fullPack: 250,
      keywords: "switch anahtar buton",
    };
  },
};

export const ledLighting: Family = {
  category: "led-lighting",
  weight: 2,
  size: 4 * 8 * 5 * 3,
  properties: [
    { code: "product-type", tr: "Ürün Tipi", en: "Product Type", kind: "enum", key: true },
    { code: "power", tr: "Güç", en: "Power", kind: "numeric", unit: "W", quantity: "power", key: true },
    { code: "color-temperature", tr: "Renk Sıcaklığı", en: "Color Temperature", kind: "numeric", unit: "K", key: true },
    { code: "luminous-flux", tr: "Işık Akısı", en: "Luminous Flux", kind: "numeric", unit: "lm", key: true },
    { code: "ip-rating", tr: "IP Sınıfı", en: "Ingress Protection", kind: "enum", key: true },
  ],
  build(index, random) {
    const [typeIndex, powerIndex, cctIndex, ipIndex] = digits(spread(index, this.size), [4, 8, 5, 3]);
    const [maker, prefix, type, tr] = [
      ["osram", "LS-PF", "LED Strip", "LED şerit"],
      ["mean-well", "XLG-", "LED Driver", "LED sürücü"],
      ["osram", "PL-", "LED Panel", "LED panel"],
      ["wurth-elektronik", "1503", "LED Module", "LED modül"],
    ][typeIndex];
    const watts = [5, 10, 18, 25, 36, 50, 75, 100][powerIndex];
    const cct = [2700, 3000, 4000, 5000, 6500][cctIndex];
    const ip = ["IP20", "IP65", "IP67"][ipIndex];
    return {
      mpn: `${prefix}${watts}-${cct / 100}${ip.slice(2)}`,
      manufacturer: maker,
      properties: { "product-type": type, power: watts, "color-temperature": cct, "luminous-flux": watts * 110, "ip-rating": ip },
      en: `${type} ${watts}W ${cct}K ${ip}, ${watts * 110} lm`,
      tr: `${tr} ${writeNumber(watts, "tr")}W ${cct}K ${ip}, ${writeNumber(watts * 110, "tr")} lm`,
      priceUsd: priced(random, 4 + watts * 0.35),
      packaging: "bulk",
      fullPack: 10,
      keywords: "led lighting aydinlatma led aydınlatma",
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
