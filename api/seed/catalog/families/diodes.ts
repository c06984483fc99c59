import { formatQuantity } from "../../../modules/catalog/units";
import { E24, priced, seriesValue, type Family, type PackagingKind, type PartSeed, type PropertySeed } from "../family";
import { spread } from "../space";

const packageCase: PropertySeed = { code: "package", tr: "Kılıf", en: "Package / Case", kind: "enum", quantity: "package", key: true };
const temperature: PropertySeed = { code: "operating-temperature", tr: "Çalışma Sıcaklığı", en: "Operating Temperature", kind: "enum" };
const reverseVoltage: PropertySeed = {
  code: "reverse-voltage",
  tr: "Ters Gerilim (Vr)",
  en: "Reverse Voltage (Vr)",
  kind: "numeric",
  unit: "V",
  quantity: "voltage",
  key: true,
};
const forwardCurrent: PropertySeed = {
  code: "forward-current",
  tr: "İleri Akım (If)",
  en: "Forward Current (If)",
  kind: "numeric",
  unit: "A",
  quantity: "current",
  key: true,
};

const AXIAL = ["DO-35", "DO-41", "DO-201AD"];
/** Axial parts come loose unless their ordering code names a reel (Vishay /54, onsemi RL, -TR, Nexperia ,133). */
const REELED_AXIAL = /(\/54|RLG|-TR|,133)$/;
const packed = (mpn: string, pkg: string): { packaging: PackagingKind; fullPack: number } =>
  !AXIAL.includes(pkg)
    ? { packaging: "tape", fullPack: 3000 }
    : REELED_AXIAL.test(mpn)
      ? { packaging: "tape", fullPack: 5000 }
      : { packaging: "bulk", fullPack: 1000 };
const amps = (value: number, locale: "tr" | "en") => formatQuantity(value, "A", locale);

/** A rectifier or signal diode as its datasheet gives it: Vr, If(av), speed, package. */
export function rectifierPart(
  mpn: string,
  manufacturer: string,
  vr: number,
  current: number,
  fast: boolean,
  pkg: string,
  priceUsd: number,
): PartSeed {
  const use = current < 0.5 ? ["switching", "anahtarlama"] : ["rectifier", "doğrultucu"];
  return {
    mpn,
    manufacturer,
    properties: {
      "reverse-voltage": vr,
      "forward-current": current,
      recovery: fast ? "Fast Recovery" : "Standard Recovery",
      package: pkg,
      "operating-temperature": "-55 °C ~ 150 °C",
    },
    en: `${vr} V ${amps(current, "en")} ${fast ? "fast" : "standard"} ${use[0]} diode, ${pkg}`,
    tr: `${vr} V ${amps(current, "tr")} ${fast ? "hızlı" : "standart"} ${use[1]} diyot, ${pkg}`,
    priceUsd,
    ...packed(mpn, pkg),
    keywords: "diode diyot rectifier dogrultucu signal sinyal",
  };
}

type RectifierRow = [mpn: string, maker: string, vr: number, current: number, fast: boolean, pkg: string, base: number];

/** Real rectifier and signal diodes by their makers' ordering codes, beyond the staples. */
const RECTIFIERS: RectifierRow[] = [
  ["1N4002-E3/54", "vishay", 100, 1, false, "DO-41", 0.04],
  ["1N4003-E3/54", "vishay", 200, 1, false, "DO-41", 0.04],
  ["1N4005-E3/54", "vishay", 600, 1, false, "DO-41", 0.04],
  ["1N4006-E3/54", "vishay", 800, 1, false, "DO-41", 0.04],
  ["1N5401-E3/54", "vishay", 100, 3, false, "DO-201AD", 0.1],
  ["1N5404-E3/54", "vishay", 400, 3, false, "DO-201AD", 0.1],
  ["1N5406-E3/54", "vishay", 600, 3, false, "DO-201AD", 0.11],
  ["UF4001-E3/54", "vishay", 50, 1, true, "DO-41", 0.07],
  ["UF4004-E3/54", "vishay", 400, 1, true, "DO-41", 0.07],
  ["UF5408-E3/54", "vishay", 1000, 3, true, "DO-201AD", 0.18],
  ["ES1D-E3/61T", "vishay", 200, 1, true, "SMA", 0.08],
  ["US1M-E3/61T", "vishay", 1000, 1, true, "SMA", 0.09],
  ["S3M-E3/57T", "vishay", 1000, 3, false, "SMC", 0.12],
  ["1N4001G", "onsemi", 50, 1, false, "DO-41", 0.04],
  ["1N4004G", "onsemi", 400, 1, false, "DO-41", 0.04],
  ["1N4004RLG", "onsemi", 400, 1, false, "DO-41", 0.04],
  ["1N4937RLG", "onsemi", 600, 1, true, "DO-41", 0.08],
  ["MUR120G", "onsemi", 200, 1, true, "DO-41", 0.12],
  ["MURS120T3G", "onsemi", 200, 1, true, "SMB", 0.12],
  ["MURS160T3G", "onsemi", 600, 1, true, "SMB", 0.14],
  ["MRA4007T3G", "onsemi", 1000, 1, false, "SMA", 0.06],
  ["S1B-13-F", "diodes-inc", 100, 1, false, "SMA", 0.04],
  ["S1D-13-F", "diodes-inc", 200, 1, false, "SMA", 0.04],
  ["S1G-13-F", "diodes-inc", 400, 1, false, "SMA", 0.04],
  ["S3M-13-F", "diodes-inc", 1000, 3, false, "SMC", 0.1],
  ["RS1M-13-F", "diodes-inc", 1000, 1, true, "SMA", 0.06],
  ["US1M-13-F", "diodes-inc", 1000, 1, true, "SMA", 0.07],
  ["1N4148WS-7-F", "diodes-inc", 75, 0.15, true, "SOD-323", 0.03],
  ["1N4148,133", "nexperia", 100, 0.2, true, "DO-35", 0.02],
  ["BAS16,215", "nexperia", 100, 0.215, true, "SOT-23", 0.02],
];

export const rectifierDiodes: Family = {
  category: "rectifier-diodes",
  weight: 3,
  size: RECTIFIERS.length,
  properties: [
    reverseVoltage,
    forwardCurrent,
    { code: "recovery", tr: "Toparlanma", en: "Speed", kind: "enum", key: true },
    packageCase,
    temperature,
  ],
  build(index, random) {
    const [mpn, maker, vr, current, fast, pkg, base] = RECTIFIERS[spread(index, this.size)];
    return rectifierPart(mpn, maker, vr, current, fast, pkg, priced(random, base));
  },
};

/** A Zener diode as its datasheet gives it: nominal Vz, power, ±5 % tolerance, package. */
export function zenerPart(mpn: string, manufacturer: string, volts: number, watts: number, pkg: string, priceUsd: number): PartSeed {
  const text = (locale: "tr" | "en") => `${formatQuantity(volts, "V", locale)} ${formatQuantity(watts, "W", locale)}`;
  return {
    mpn,
    manufacturer,
    properties: { "zener-voltage": volts, power: watts, tolerance: 5, package: pkg },
    en: `${text("en")} ±5% Zener diode, ${pkg}`,
    tr: `${text("tr")} ±%5 Zener diyot, ${pkg}`,
    priceUsd,
    ...packed(mpn, pkg),
    keywords: "zener diode diyot",
  };
}

/** E24 voltages from 2.4 V to 100 V; Zener series name each by its value ("5V1", "12"). */
const ZENER_VOLTAGES = Array.from({ length: 24 * 3 }, (_, i) => seriesValue(E24, i, 0)).filter((volts) => volts >= 2.4 && volts <= 100);
const voltCode = (volts: number) => String(volts).replace(".", "V");

/** Zener series and their makers' ordering codes; the 1N47xxA numbers run through the E24 values from 3.3 V (1N4728A). */
const ZENER_SERIES = [
  { maker: "nexperia", pkg: "SOT-23", power: 0.25, upTo: 75, mpn: (v: number) => `BZX84-C${voltCode(v)},215` },
  { maker: "onsemi", pkg: "SOT-23", power: 0.25, upTo: 75, mpn: (v: number) => `BZX84C${voltCode(v)}LT1G` },
  { maker: "diodes-inc", pkg: "SOT-23", power: 0.3, upTo: 51, mpn: (v: number) => `BZX84C${voltCode(v)}-7-F` },
  { maker: "onsemi", pkg: "SOD-123", power: 0.5, upTo: 75, mpn: (v: number) => `MMSZ${voltCode(v)}T1G` },
  { maker: "nexperia", pkg: "SOD-323", power: 0.3, upTo: 75, mpn: (v: number) => `BZX384-C${voltCode(v)},115` },
  { maker: "nexperia", pkg: "DO-35", power: 0.5, upTo: 75, mpn: (v: number) => `BZX79-C${voltCode(v)},133` },
  {
    maker: "vishay",
    pkg: "DO-41",
    power: 1,
    from: 3.3,
    upTo: 100,
    mpn: (v: number) => `1N${4728 + ZENER_VOLTAGES.indexOf(v) - ZENER_VOLTAGES.indexOf(3.3)}A-TR`,
  },
];
const ZENER_PARTS = ZENER_SERIES.flatMap((series) =>
  ZENER_VOLTAGES.filter((volts) => volts >= (series.from ?? 0) && volts <= series.upTo).map((volts) => ({ series, volts })),
);

export const zenerDiodes: Family = {
  category: "zener-diodes",
  weight: 2,
  size: ZENER_PARTS.length,
  properties: [
    { code: "zener-voltage", tr: "Zener Gerilimi", en: "Zener Voltage", kind: "numeric", unit: "V", quantity: "voltage", key: true },
    { code: "power", tr: "Güç", en: "Power", kind: "numeric", unit: "W", quantity: "power", key: true },
    { code: "tolerance", tr: "Tolerans", en: "Tolerance", kind: "numeric", unit: "%", quantity: "tolerance", key: true },
    packageCase,
  ],
  build(index, random) {
    const { series, volts } = ZENER_PARTS[spread(index, this.size)];
    return zenerPart(series.mpn(volts), series.maker, volts, series.power, series.pkg, priced(random, series.power >= 1 ? 0.05 : 0.03));
  },
};

/** A Schottky rectifier as its datasheet gives it: Vr, If(av), maximum Vf at If, package. */
export function schottkyPart(
  mpn: string,
  manufacturer: string,
  vr: number,
  current: number,
  vf: number,
  pkg: string,
  priceUsd: number,
): PartSeed {
  return {
    mpn,
    manufacturer,
    properties: {
      "reverse-voltage": vr,
      "forward-current": current,
      "forward-voltage": vf,
      package: pkg,
      "operating-temperature": "-55 °C ~ 125 °C",
    },
    en: `${vr} V ${amps(current, "en")} Schottky barrier rectifier, ${pkg}`,
    tr: `${vr} V ${amps(current, "tr")} Schottky diyot, ${pkg}`,
    priceUsd,
    ...packed(mpn, pkg),
    keywords: "schottky diode diyot",
  };
}

type SchottkyRow = [mpn: string, maker: string, vr: number, current: number, vf: number, pkg: string, base: number];

/** Real Schottky rectifiers by their makers' ordering codes, beyond the staples. */
const SCHOTTKYS: SchottkyRow[] = [
  ["SS12-E3/61T", "vishay", 20, 1, 0.5, "SMA", 0.06],
  ["SS13-E3/61T", "vishay", 30, 1, 0.5, "SMA", 0.06],
  ["SS15-E3/61T", "vishay", 50, 1, 0.7, "SMA", 0.07],
  ["SS16-E3/61T", "vishay", 60, 1, 0.7, "SMA", 0.07],
  ["SS110-E3/61T", "vishay", 100, 1, 0.85, "SMA", 0.08],
  ["SS24-E3/52T", "vishay", 40, 2, 0.5, "SMB", 0.09],
  ["SS32-E3/57T", "vishay", 20, 3, 0.5, "SMC", 0.11],
  ["SS36-E3/57T", "vishay", 60, 3, 0.75, "SMC", 0.12],
  ["SS310-E3/57T", "vishay", 100, 3, 0.85, "SMC", 0.14],
  ["1N5818-E3/54", "vishay", 30, 1, 0.55, "DO-41", 0.06],
  ["1N5820-E3/54", "vishay", 20, 3, 0.475, "DO-201AD", 0.14],
  ["1N5821-E3/54", "vishay", 30, 3, 0.5, "DO-201AD", 0.14],
  ["MBRS140T3G", "onsemi", 40, 1, 0.6, "SMB", 0.09],
  ["MBRS130LT3G", "onsemi", 30, 1, 0.395, "SMB", 0.09],
  ["MBRS340T3G", "onsemi", 40, 3, 0.525, "SMC", 0.14],
  ["MBRS360T3G", "onsemi", 60, 3, 0.74, "SMC", 0.15],
  ["MBRS3100T3G", "onsemi", 100, 3, 0.79, "SMC", 0.18],
  ["MBRA140T3G", "onsemi", 40, 1, 0.55, "SMA", 0.08],
  ["MBR0520LT1G", "onsemi", 20, 0.5, 0.385, "SOD-123", 0.05],
  ["MBR0530T1G", "onsemi", 30, 0.5, 0.43, "SOD-123", 0.05],
  ["MBR0540T1G", "onsemi", 40, 0.5, 0.53, "SOD-123", 0.05],
  ["1N5817RLG", "onsemi", 20, 1, 0.45, "DO-41", 0.06],
  ["1N5818RLG", "onsemi", 30, 1, 0.55, "DO-41", 0.06],
  ["BAT54A,215", "nexperia", 30, 0.2, 0.8, "SOT-23", 0.03],
  ["BAT54C,215", "nexperia", 30, 0.2, 0.8, "SOT-23", 0.03],
  ["BAT54S,215", "nexperia", 30, 0.2, 0.8, "SOT-23", 0.03],
  ["B140-13-F", "diodes-inc", 40, 1, 0.5, "SMA", 0.06],
  ["B160-13-F", "diodes-inc", 60, 1, 0.7, "SMA", 0.06],
  ["B240A-13-F", "diodes-inc", 40, 2, 0.5, "SMA", 0.08],
  ["B360A-13-F", "diodes-inc", 60, 3, 0.7, "SMA", 0.1],
  ["B340-13-F", "diodes-inc", 40, 3, 0.5, "SMC", 0.11],
  ["B540C-13-F", "diodes-inc", 40, 5, 0.55, "SMC", 0.16],
  ["SD103AWS-7-F", "diodes-inc", 40, 0.35, 0.6, "SOD-323", 0.04],
  ["BAT54WS-7-F", "diodes-inc", 30, 0.2, 0.8, "SOD-323", 0.03],
  ["BAT54-7-F", "diodes-inc", 30, 0.2, 0.8, "SOT-23", 0.03],
];

export const schottkyDiodes: Family = {
  category: "schottky-diodes",
  weight: 2,
  size: SCHOTTKYS.length,
  properties: [
    reverseVoltage,
    forwardCurrent,
    { code: "forward-voltage", tr: "İleri Gerilim (Vf)", en: "Forward Voltage (Vf)", kind: "numeric", unit: "V", key: true },
    packageCase,
    temperature,
  ],
  build(index, random) {
    const [mpn, maker, vr, current, vf, pkg, base] = SCHOTTKYS[spread(index, this.size)];
    return schottkyPart(mpn, maker, vr, current, vf, pkg, priced(random, base));
  },
};
