import { formatQuantity } from "../../../modules/catalog/units";
import { E6, E24, digitCode, priced, seriesValue, si, type Family, type PropertySeed } from "../family";
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
      en: `${formatQuantity(henry, "H")} ${current}A ${shielding.toLowerCase()} SMD power inductor, ${size.size}`,
      tr: `${formatQuantity(henry, "H")} ${current}A ${shielded ? "ekranlı" : "yarı ekranlı"} SMD güç bobini, ${size.size}`,
      priceUsd: priced(random, series.base * (1 + sizeIndex * 0.3)),
      packaging: "tape",
      fullPack: sizeIndex < 3 ? 2000 : 500,
      keywords: "inductor bobin endüktans enduktans coil",
    };
  },
};

const DIODE_PACKAGES = ["SOD-123", "SOD-323", "SMA", "SMB", "SMC", "DO-41", "SOT-23"] as const;

export const rectifierDiodes: Family = {
  category: "rectifier-diodes",
  weight: 3,
  size: 5 * 8 * DIODE_PACKAGES.length,
  properties: [
    {
      code: "reverse-voltage",
      tr: "Ters Gerilim (Vr)",
      en: "Reverse Voltage (Vr)",
      kind: "numeric",
      unit: "V",
      quantity: "voltage",
      key: true,
    },
    {
      code: "forward-current",
      tr: "İleri Akım (If)",
      en: "Forward Current (If)",
      kind: "numeric",
      unit: "A",
      quantity: "current",
      key: true,
    },
    { code: "recovery", tr: "Toparlanma", en: "Speed", kind: "enum", key: true },
    packageCase,
    temperature,
  ],
  build(index, random) {
    const [makerIndex, voltIndex, packageIndex] = digits(spread(index, this.size), [5, 8, DIODE_PACKAGES.length]);
    const maker = ["vishay", "onsemi", "diodes-inc", "nexperia", "rohm"][makerIndex];
    const volts = [50, 100, 200, 400, 600, 800, 1000, 1200][voltIndex];
    const pkg = DIODE_PACKAGES[packageIndex];
    const current = { "SOD-123": 1, "SOD-323": 0.5, SMA: 1, SMB: 2, SMC: 3, "DO-41": 1, "SOT-23": 0.2 }[pkg];
    const fast = (voltIndex + makerIndex) % 3 === 0;
    const prefix = { vishay: "S", onsemi: "MUR", "diodes-inc": "US", nexperia: "PMEG", rohm: "RF" }[maker];
    return {
      mpn: `${prefix}${current >= 1 ? current : "0"}${String(volts / 50).padStart(2, "0")}${fast ? "F" : ""}-${pkg.replace(/[^A-Z0-9]/g, "")}${makerIndex === 2 ? "-13-F" : ""}`,
      manufacturer: maker,
      properties: {
        "reverse-voltage": volts,
        "forward-current": current,
        recovery: fast ? "Fast Recovery" : "Standard Recovery",
        package: pkg,
        "operating-temperature": "-55 °C ~ 150 °C",
      },
      en: `${volts}V ${current}A ${fast ? "fast recovery" : "standard"} rectifier diode, ${pkg}`,
      tr: `${volts}V ${current}A ${fast ? "hızlı" : "standart"} doğrultucu diyot, ${pkg}`,
      priceUsd: priced(random, 0.05 + current * 0.06),
      packaging: pkg === "DO-41" ? "bulk" : "tape",
      fullPack: pkg === "DO-41" ? 5000 : 3000,
      keywords: "diode diyot rectifier dogrultucu",
    };
  },
};

const zenerVoltages = Array.from({ length: 24 * 2 }, (_, i) => seriesValue(E24, i, 0)).filter((v) => v >= 2.4 && v <= 75);

export const zenerDiodes: Family = {
  category: "zener-diodes",
  weight: 2,
  size: 3 * 4 * zenerVoltages.length,
  properties: [
    { code: "zener-voltage", tr: "Zener Gerilimi", en: "Zener Voltage", kind: "numeric", unit: "V", quantity: "voltage", key: true },
    { code: "power", tr: "Güç", en: "Power", kind: "numeric", unit: "W", quantity: "power", key: true },
    { code: "tolerance", tr: "Tolerans", en: "Tolerance", kind: "numeric", unit: "%", quantity: "tolerance", key: true },
    packageCase,
  ],
  build(index, random) {
    const [makerIndex, packageIndex, voltIndex] = digits(spread(index, this.size), [3, 4, zenerVoltages.length]);
    const volts = zenerVoltages[voltIndex];
    const [pkg, power, prefix] = [
      ["SOD-123", 0.5, "MMSZ5V"],
      ["SOD-323", 0.2, "BZX384-C"],
      ["SOT-23", 0.3, "BZX84C"],
      ["DO-35", 0.5, "BZX79C"],
    ][packageIndex] as [string, number, string];
    const maker = ["nexperia", "onsemi", "diodes-inc"][makerIndex];
    const voltCode = String(volts).replace(".", "V");
    return {
      mpn: `${prefix}${voltCode}${["", "T1G", "-7-F"][makerIndex]}`,
      manufacturer: maker,
      properties: { "zener-voltage": volts, power, tolerance: 5, package: pkg },
      en: `${volts}V ${power}W ±5% Zener diode, ${pkg}`,
      tr: `${volts}V ${power}W ±%5 Zener diyot, ${pkg}`,
      priceUsd: priced(random, 0.04),
      packaging: pkg === "DO-35" ? "bulk" : "tape",
      fullPack: 3000,
      keywords: "zener diode diyot",
    };
  },
};

export const schottkyDiodes: Family = {
  category: "schottky-diodes",
  weight: 2,
  size: 4 * 7 * 6,
  properties: rectifierDiodes.properties.map((property) =>
    property.code === "recovery"
      ? {
          ...property,
          code: "forward-voltage",
          tr: "İleri Gerilim (Vf)",
          en: "Forward Voltage (Vf)",
          kind: "numeric",
          unit: "V",
          quantity: undefined,
        }
      : property,
  ),
  build(index, random) {
    const [makerIndex, voltIndex, currentIndex] = digits(spread(index, this.size), [4, 7, 6]);
    const volts = [20, 30, 40, 45, 60, 100, 150][voltIndex];
    const current = [0.2, 0.5, 1, 2, 3, 5][currentIndex];
    const maker = ["nexperia", "diodes-inc", "onsemi", "vishay"][makerIndex];
    const pkg = current <= 0.5 ? "SOD-323" : current <= 1 ? "SOD-123" : current <= 2 ? "SMA" : current <= 3 ? "SMB" : "SMC";
    const prefix = ["PMEG", "SBR", "MBRS", "SS"][makerIndex];
    return {
      mpn: `${prefix}${volts}${String(current * 10).padStart(2, "0")}${["EJ", "-7", "T3G", "-E3/61T"][makerIndex]}`,
      manufacturer: maker,
      properties: {
        "reverse-voltage": volts,
        "forward-current": current,
        "forward-voltage": si(Math.round(350 + volts * 3), -3),
        package: pkg,
        "operating-temperature": "-55 °C ~ 150 °C",
      },
      en: `${volts}V ${current}A Schottky barrier rectifier, ${pkg}`,
      tr: `${volts}V ${current}A Schottky diyot, ${pkg}`,
      priceUsd: priced(random, 0.06 + current * 0.05),
      packaging: "tape",
      fullPack: 3000,
      keywords: "schottky diode diyot",
    };
  },
};

const MOSFET_PACKAGES = ["SOT-23", "SOT-223", "DPAK", "D2PAK", "TO-220", "PowerPAK SO-8", "SOIC-8"] as const;

export const mosfets: Family = {
  category: "mosfets",
  weight: 4,
  size: 6 * 2 * 8 * MOSFET_PACKAGES.length * 3,
  properties: [
    { code: "channel", tr: "Kanal", en: "FET Type", kind: "enum", key: true },
    {
      code: "drain-source-voltage",
      tr: "Vds",
      en: "Drain-Source Voltage (Vds)",
      kind: "numeric",
      unit: "V",
      quantity: "voltage",
      key: true,
    },
    { code: "drain-current", tr: "Id", en: "Continuous Drain Current (Id)", kind: "numeric", unit: "A", quantity: "current", key: true },
    { code: "rds-on", tr: "Rds(on)", en: "Rds On (Max)", kind: "numeric", unit: "Ω", key: true },
    packageCase,
    temperature,
  ],
  build(index, random) {
    const [makerIndex, channelIndex, voltIndex, packageIndex, grade] = digits(spread(index, this.size), [
      6,
      2,
      8,
      MOSFET_PACKAGES.length,
      3,
    ]);
    const maker = ["infineon", "onsemi", "nexperia", "vishay", "stmicroelectronics", "diodes-inc"][makerIndex];
    const volts = [20, 30, 40, 60, 100, 150, 200, 600][voltIndex];
    const pkg = MOSFET_PACKAGES[packageIndex];
    const big = ["DPAK", "D2PAK", "TO-220", "PowerPAK SO-8"].includes(pkg);
    const current = Number(((big ? 80 : 6) / (1 + volts / 100) / (grade + 1)).toPrecision(2));
    const rds = Number((0.002 * (1 + volts / 20) * (grade + 1) * (big ? 1 : 8)).toPrecision(2));
    const channel = channelIndex ? "P-Channel" : "N-Channel";
    const prefix = ["IRF", "NTD", "PSMN", "SI", "STP", "DMN"][makerIndex];
    return {
      mpn: `${prefix}${channelIndex ? "P" : "N"}${volts}${String(Math.round(rds * 1000)).padStart(3, "0")}${["", "L", "S"][grade]}${pkg.replace(/[^A-Z0-9]/g, "").slice(0, 4)}`,
      manufacturer: maker,
      properties: {
        channel,
        "drain-source-voltage": volts,
        "drain-current": current,
        "rds-on": rds,
        package: pkg,
        "operating-temperature": "-55 °C ~ 175 °C",
      },
      en: `${channel} MOSFET ${volts}V ${current}A, Rds(on) ${formatQuantity(rds, "Ω")}, ${pkg}`,
      tr: `${channelIndex ? "P" : "N"} kanal MOSFET ${volts}V ${current}A, Rds(on) ${formatQuantity(rds, "Ω")}, ${pkg}`,
      priceUsd: priced(random, (big ? 0.6 : 0.12) * (1 + volts / 200)),
      packaging: pkg === "TO-220" ? "tube" : "tape",
      fullPack: pkg === "TO-220" ? 50 : big ? 800 : 3000,
      keywords: "mosfet transistor fet",
    };
  },
};

export const bipolarTransistors: Family = {
  category: "bipolar-transistors",
  weight: 2,
  size: 5 * 2 * 6 * 4,
  properties: [
    { code: "polarity", tr: "Tip", en: "Transistor Type", kind: "enum", key: true },
    {
      code: "collector-emitter-voltage",
      tr: "Vceo",
      en: "Collector-Emitter Voltage (Vceo)",
      kind: "numeric",
      unit: "V",
      quantity: "voltage",
      key: true,
    },
    { code: "collector-current", tr: "Ic", en: "Collector Current (Ic)", kind: "numeric", unit: "A", quantity: "current", key: true },
    { code: "dc-gain", tr: "hFE", en: "DC Current Gain (hFE)", kind: "numeric", unit: "" },
    packageCase,
  ],
  build(index, random) {
    const [makerIndex, polarityIndex, voltIndex, packageIndex] = digits(spread(index, this.size), [5, 2, 6, 4]);
    const maker = ["onsemi", "nexperia", "diodes-inc", "stmicroelectronics", "rohm"][makerIndex];
    const volts = [30, 40, 45, 60, 80, 100][voltIndex];
    const [pkg, current] = [
      ["SOT-23", 0.2],
      ["SOT-223", 1],
      ["TO-92", 0.5],
      ["TO-220", 3],
    ][packageIndex] as [string, number];
    const polarity = polarityIndex ? "PNP" : "NPN";
    return {
      mpn: `${["MMBT", "PBSS", "DXT", "BD", "2SC"][makerIndex]}${polarityIndex ? "5" : "4"}${volts}${String(current * 10).replace(".", "")}${["LT1G", "T,215", "-13", "", "T100"][makerIndex]}`,
      manufacturer: maker,
      properties: {
        polarity,
        "collector-emitter-voltage": volts,
        "collector-current": current,
        "dc-gain": [100, 200, 300][voltIndex % 3],
        package: pkg,
      },
      en: `${polarity} bipolar transistor ${volts}V ${current}A, ${pkg}`,
      tr: `${polarity} bipolar transistör ${volts}V ${current}A, ${pkg}`,
      priceUsd: priced(random, pkg === "TO-220" ? 0.45 : 0.04),
      packaging: pkg === "TO-220" || pkg === "TO-92" ? "bulk" : "tape",
      fullPack: 3000,
      keywords: "bjt transistor transistör",
    };
  },
};
