import { formatQuantity } from "../../../modules/catalog/units";
import { priced, type Family, type PartSeed } from "../family";
import { spread } from "../space";
import { packageCase, temperature } from "./ics";

const COMMERCIAL = "0 °C ~ 70 °C";
const INDUSTRIAL = "-40 °C ~ 85 °C";
const AUTOMOTIVE = "-40 °C ~ 125 °C";
const JUNCTION = "0 °C ~ 125 °C";

const tubeOrReel = (reel: boolean, pkg: string) =>
  reel ? ({ packaging: "tape", fullPack: 2500 } as const) : ({ packaging: "tube", fullPack: pkg.startsWith("DIP") ? 50 : 75 } as const);

/** An op-amp as its datasheet gives it: circuits per package, gain-bandwidth product, package, temperature range. */
export function opAmpPart(
  mpn: string,
  manufacturer: string,
  channels: 1 | 2 | 4,
  gbw: number,
  pkg: string,
  temp: string,
  reel: boolean,
  priceUsd: number,
): PartSeed {
  const [en, tr] = { 1: ["Single", "Tekli"], 2: ["Dual", "İkili"], 4: ["Quad", "Dörtlü"] }[channels];
  return {
    mpn,
    manufacturer,
    properties: { channels, "gain-bandwidth": gbw, package: pkg, "operating-temperature": temp },
    en: `${en} operational amplifier, ${formatQuantity(gbw, "Hz", "en")} GBW, ${pkg}`,
    tr: `${tr} işlemsel yükselteç (op-amp), ${formatQuantity(gbw, "Hz", "tr")} GBW, ${pkg}`,
    priceUsd,
    ...tubeOrReel(reel, pkg),
    keywords: "opamp op-amp amplifier yukseltec",
  };
}

type OpAmpRow = [mpn: string, maker: string, channels: 1 | 2 | 4, gbw: number, pkg: string, temp: string, reel: boolean, base: number];

/** Real op-amps by their makers' ordering codes, beyond the staples. */
const OPAMPS: OpAmpRow[] = [
  ["LM358D", "texas-instruments", 2, 0.7e6, "SOIC-8", COMMERCIAL, false, 0.18],
  ["LM358PWR", "texas-instruments", 2, 0.7e6, "TSSOP-8", COMMERCIAL, true, 0.16],
  ["LM358DGKR", "texas-instruments", 2, 0.7e6, "VSSOP-8", COMMERCIAL, true, 0.2],
  ["LM2904DR", "texas-instruments", 2, 0.7e6, "SOIC-8", AUTOMOTIVE, true, 0.16],
  ["LM2904PWR", "texas-instruments", 2, 0.7e6, "TSSOP-8", AUTOMOTIVE, true, 0.18],
  ["LM324PWR", "texas-instruments", 4, 1.2e6, "TSSOP-14", COMMERCIAL, true, 0.22],
  ["LM321DBVR", "texas-instruments", 1, 1e6, "SOT-23-5", AUTOMOTIVE, true, 0.2],
  ["LMV321IDBVR", "texas-instruments", 1, 1e6, "SOT-23-5", AUTOMOTIVE, true, 0.22],
  ["LMV358IDR", "texas-instruments", 2, 1e6, "SOIC-8", AUTOMOTIVE, true, 0.25],
  ["TLV9062IDR", "texas-instruments", 2, 10e6, "SOIC-8", AUTOMOTIVE, true, 0.6],
  ["TLV9062IDGKR", "texas-instruments", 2, 10e6, "VSSOP-8", AUTOMOTIVE, true, 0.62],
  ["OPA2333AIDR", "texas-instruments", 2, 350e3, "SOIC-8", AUTOMOTIVE, true, 2.1],
  ["OPA2333AIDGKR", "texas-instruments", 2, 350e3, "VSSOP-8", AUTOMOTIVE, true, 2.2],
  ["OPA1612AIDR", "texas-instruments", 2, 40e6, "SOIC-8", INDUSTRIAL, true, 3.4],
  ["OPA2134UA", "texas-instruments", 2, 8e6, "SOIC-8", INDUSTRIAL, false, 2.7],
  ["TL071CP", "texas-instruments", 1, 3e6, "DIP-8", COMMERCIAL, false, 0.4],
  ["TL074CDR", "texas-instruments", 4, 3e6, "SOIC-14", COMMERCIAL, true, 0.45],
  ["TL082CP", "texas-instruments", 2, 3e6, "DIP-8", COMMERCIAL, false, 0.45],
  ["NE5534P", "texas-instruments", 1, 10e6, "DIP-8", COMMERCIAL, false, 0.6],
  ["AD8605ARTZ-REEL7", "analog-devices", 1, 10e6, "SOT-23-5", AUTOMOTIVE, true, 1.9],
  ["AD8606ARZ", "analog-devices", 2, 10e6, "SOIC-8", AUTOMOTIVE, false, 2.8],
  ["ADA4522-2ARZ", "analog-devices", 2, 3e6, "SOIC-8", AUTOMOTIVE, false, 3.6],
  ["AD8628ARZ", "analog-devices", 1, 2.5e6, "SOIC-8", AUTOMOTIVE, false, 2.4],
  ["OP07CSZ", "analog-devices", 1, 0.6e6, "SOIC-8", INDUSTRIAL, false, 1.6],
  ["TSV912IDT", "stmicroelectronics", 2, 8e6, "SO-8", AUTOMOTIVE, true, 0.5],
  ["TSV911ILT", "stmicroelectronics", 1, 8e6, "SOT-23-5", AUTOMOTIVE, true, 0.4],
  ["LM2904DT", "stmicroelectronics", 2, 1.1e6, "SO-8", AUTOMOTIVE, true, 0.12],
  ["LM358DT", "stmicroelectronics", 2, 1.1e6, "SO-8", COMMERCIAL, true, 0.12],
  ["LM324DT", "stmicroelectronics", 4, 1.3e6, "SO-14", COMMERCIAL, true, 0.15],
  ["TL072CDT", "stmicroelectronics", 2, 4e6, "SO-8", COMMERCIAL, true, 0.25],
  ["MCP6001T-I/OT", "microchip", 1, 1e6, "SOT-23-5", INDUSTRIAL, true, 0.22],
  ["MCP6002T-I/SN", "microchip", 2, 1e6, "SOIC-8", INDUSTRIAL, true, 0.28],
  ["MCP6004-I/SL", "microchip", 4, 1e6, "SOIC-14", INDUSTRIAL, false, 0.4],
  ["MCP6022-I/SN", "microchip", 2, 10e6, "SOIC-8", INDUSTRIAL, false, 0.9],
  ["MCP6024-I/SL", "microchip", 4, 10e6, "SOIC-14", INDUSTRIAL, false, 1.1],
  ["MCP602-I/P", "microchip", 2, 2.8e6, "DIP-8", INDUSTRIAL, false, 0.8],
  ["LM358DR2G", "onsemi", 2, 1e6, "SOIC-8", COMMERCIAL, true, 0.12],
  ["LM324DR2G", "onsemi", 4, 1e6, "SOIC-14", COMMERCIAL, true, 0.14],
  ["NCS2002SN2T1G", "onsemi", 1, 1.2e6, "SOT-23-5", AUTOMOTIVE, true, 0.2],
];

export const opAmps: Family = {
  category: "op-amps",
  weight: 2,
  size: OPAMPS.length,
  properties: [
    { code: "channels", tr: "Kanal Sayısı", en: "Number of Circuits", kind: "numeric", unit: "", key: true },
    {
      code: "gain-bandwidth",
      tr: "Kazanç Bant Genişliği",
      en: "Gain Bandwidth Product",
      kind: "numeric",
      unit: "Hz",
      quantity: "frequency",
      key: true,
    },
    packageCase,
    temperature,
  ],
  build(index, random) {
    const [mpn, maker, channels, gbw, pkg, temp, reel, base] = OPAMPS[spread(index, this.size)];
    return opAmpPart(mpn, maker, channels, gbw, pkg, temp, reel, priced(random, base));
  },
};

type RegulatorType = "LDO" | "Linear" | "Switching (Buck)";
const KIND: Record<RegulatorType, [string, string]> = {
  LDO: ["low-dropout (LDO) linear regulator", "düşük düşümlü (LDO) lineer regülatör"],
  Linear: ["linear voltage regulator", "lineer voltaj regülatörü"],
  "Switching (Buck)": ["step-down switching regulator", "düşürücü anahtarlamalı regülatör"],
};

/** A regulator as its datasheet gives it: type, output voltage (none when adjustable), output current, package, temperature range. */
export function regulatorPart(
  mpn: string,
  manufacturer: string,
  type: RegulatorType,
  volts: number | null,
  amps: number,
  pkg: string,
  temp: string,
  reel: boolean,
  priceUsd: number,
): PartSeed {
  const output = (locale: "tr" | "en") =>
    `${volts === null ? (locale === "tr" ? "ayarlanabilir" : "adjustable") : formatQuantity(volts, "V", locale)} ${formatQuantity(amps, "A", locale)}`;
  return {
    mpn,
    manufacturer,
    properties: {
      "regulator-type": type,
      ...(volts === null ? {} : { "output-voltage": volts }),
      "output-current": amps,
      package: pkg,
      "operating-temperature": temp,
    },
    en: `${output("en")} ${KIND[type][0]}, ${pkg}`,
    tr: `${output("tr")} ${KIND[type][1]}, ${pkg}`,
    priceUsd,
    ...(reel
      ? ({ packaging: "tape", fullPack: 2500 } as const)
      : ({ packaging: pkg.startsWith("TO-92") ? "bulk" : "tube", fullPack: 50 } as const)),
    keywords: type === "Switching (Buck)" ? "regulator buck dc-dc voltaj" : "ldo regulator regulator voltaj",
  };
}

type RegulatorRow = [
  mpn: string,
  maker: string,
  type: RegulatorType,
  volts: number | null,
  amps: number,
  pkg: string,
  temp: string,
  reel: boolean,
  base: number,
];

/** Real regulators by their makers' ordering codes, beyond the staples. */
const REGULATORS: RegulatorRow[] = [
  ["LM1117MPX-3.3/NOPB", "texas-instruments", "LDO", 3.3, 0.8, "SOT-223", JUNCTION, true, 0.45],
  ["LM1117MPX-5.0/NOPB", "texas-instruments", "LDO", 5, 0.8, "SOT-223", JUNCTION, true, 0.45],
  ["LM1117DT-3.3/NOPB", "texas-instruments", "LDO", 3.3, 0.8, "TO-252", JUNCTION, false, 0.5],
  ["TLV75733PDBVR", "texas-instruments", "LDO", 3.3, 1, "SOT-23-5", AUTOMOTIVE, true, 0.25],
  ["TLV75718PDBVR", "texas-instruments", "LDO", 1.8, 1, "SOT-23-5", AUTOMOTIVE, true, 0.25],
  ["TPS7A2033PDBVR", "texas-instruments", "LDO", 3.3, 0.3, "SOT-23-5", AUTOMOTIVE, true, 0.35],
  ["LP2985-33DBVR", "texas-instruments", "LDO", 3.3, 0.15, "SOT-23-5", AUTOMOTIVE, true, 0.3],
  ["LP5907MFX-3.3/NOPB", "texas-instruments", "LDO", 3.3, 0.25, "SOT-23-5", AUTOMOTIVE, true, 0.3],
  ["LM317DCYR", "texas-instruments", "Linear", null, 1.5, "SOT-223", JUNCTION, true, 0.35],
  ["UA7805CKCT", "texas-instruments", "Linear", 5, 1.5, "TO-220", JUNCTION, false, 0.45],
  ["LM2596S-3.3/NOPB", "texas-instruments", "Switching (Buck)", 3.3, 3, "TO-263-5", AUTOMOTIVE, false, 3.2],
  ["LM2596S-ADJ/NOPB", "texas-instruments", "Switching (Buck)", null, 3, "TO-263-5", AUTOMOTIVE, false, 3.2],
  ["TPS5430DDAR", "texas-instruments", "Switching (Buck)", null, 3, "SO PowerPAD-8", AUTOMOTIVE, true, 2.4],
  ["TPS563200DDCR", "texas-instruments", "Switching (Buck)", null, 3, "SOT-23-6", AUTOMOTIVE, true, 0.6],
  ["LD1117S33CTR", "stmicroelectronics", "LDO", 3.3, 0.8, "SOT-223", JUNCTION, true, 0.3],
  ["LD1117S50TR", "stmicroelectronics", "LDO", 5, 0.8, "SOT-223", JUNCTION, true, 0.3],
  ["LD1117V33", "stmicroelectronics", "LDO", 3.3, 0.8, "TO-220", JUNCTION, false, 0.45],
  ["LDL1117S33R", "stmicroelectronics", "LDO", 3.3, 1.2, "SOT-223", AUTOMOTIVE, true, 0.3],
  ["L4940V5", "stmicroelectronics", "LDO", 5, 1.5, "TO-220", AUTOMOTIVE, false, 0.9],
  ["L7805ABV", "stmicroelectronics", "Linear", 5, 1.5, "TO-220", AUTOMOTIVE, false, 0.4],
  ["L7809CV", "stmicroelectronics", "Linear", 9, 1.5, "TO-220", JUNCTION, false, 0.35],
  ["L7815CV", "stmicroelectronics", "Linear", 15, 1.5, "TO-220", JUNCTION, false, 0.35],
  ["L7805CD2T-TR", "stmicroelectronics", "Linear", 5, 1.5, "D2PAK", JUNCTION, true, 0.5],
  ["L78L05ACZ", "stmicroelectronics", "Linear", 5, 0.1, "TO-92", JUNCTION, false, 0.15],
  ["LM317D2T-TR", "stmicroelectronics", "Linear", null, 1.5, "D2PAK", JUNCTION, true, 0.5],
  ["MCP1700T-1202E/TT", "microchip", "LDO", 1.2, 0.25, "SOT-23", AUTOMOTIVE, true, 0.3],
  ["MCP1700T-1802E/TT", "microchip", "LDO", 1.8, 0.25, "SOT-23", AUTOMOTIVE, true, 0.3],
  ["MCP1700T-2502E/TT", "microchip", "LDO", 2.5, 0.25, "SOT-23", AUTOMOTIVE, true, 0.3],
  ["MCP1700T-5002E/TT", "microchip", "LDO", 5, 0.25, "SOT-23", AUTOMOTIVE, true, 0.3],
  ["MCP1826S-3302E/DB", "microchip", "LDO", 3.3, 1, "SOT-223", AUTOMOTIVE, false, 0.6],
  ["AP2112K-1.8TRG1", "diodes-inc", "LDO", 1.8, 0.6, "SOT-23-5", INDUSTRIAL, true, 0.18],
  ["AP2112K-2.5TRG1", "diodes-inc", "LDO", 2.5, 0.6, "SOT-23-5", INDUSTRIAL, true, 0.18],
  ["AP7361C-33E-13", "diodes-inc", "LDO", 3.3, 1, "SOT-223", INDUSTRIAL, true, 0.3],
  ["AZ1117CH-3.3TRG1", "diodes-inc", "LDO", 3.3, 1, "SOT-223", JUNCTION, true, 0.15],
  ["NCP1117ST33T3G", "onsemi", "LDO", 3.3, 1, "SOT-223", JUNCTION, true, 0.3],
  ["NCP1117ST50T3G", "onsemi", "LDO", 5, 1, "SOT-223", JUNCTION, true, 0.3],
  ["NCP1117DT33RKG", "onsemi", "LDO", 3.3, 1, "DPAK", JUNCTION, true, 0.35],
  ["MC7812CTG", "onsemi", "Linear", 12, 1, "TO-220", JUNCTION, false, 0.4],
  ["MC7805BDTRKG", "onsemi", "Linear", 5, 1, "DPAK", AUTOMOTIVE, true, 0.4],
  ["MC78L05ACPG", "onsemi", "Linear", 5, 0.1, "TO-92", JUNCTION, false, 0.15],
  ["AMS1117-1.8", "advanced-monolithic-systems", "LDO", 1.8, 1, "SOT-223", AUTOMOTIVE, true, 0.12],
  ["AMS1117-2.5", "advanced-monolithic-systems", "LDO", 2.5, 1, "SOT-223", AUTOMOTIVE, true, 0.12],
  ["AMS1117-ADJ", "advanced-monolithic-systems", "LDO", null, 1, "SOT-223", AUTOMOTIVE, true, 0.12],
  ["LT3045EDD#PBF", "analog-devices", "LDO", null, 0.5, "DFN-10", AUTOMOTIVE, false, 5.5],
  ["BD9E301EFJ-E2", "rohm", "Switching (Buck)", null, 3, "HTSOP-J8", INDUSTRIAL, true, 1.3],
];

export const voltageRegulators: Family = {
  category: "voltage-regulators",
  weight: 3,
  size: REGULATORS.length,
  properties: [
    { code: "regulator-type", tr: "Regülatör Tipi", en: "Regulator Type", kind: "enum", key: true },
    { code: "output-voltage", tr: "Çıkış Gerilimi", en: "Output Voltage", kind: "numeric", unit: "V", quantity: "voltage", key: true },
    { code: "output-current", tr: "Çıkış Akımı", en: "Output Current", kind: "numeric", unit: "A", quantity: "current", key: true },
    packageCase,
    temperature,
  ],
  build(index, random) {
    const [mpn, maker, type, volts, amps, pkg, temp, reel, base] = REGULATORS[spread(index, this.size)];
    return regulatorPart(mpn, maker, type, volts, amps, pkg, temp, reel, priced(random, base));
  },
};
