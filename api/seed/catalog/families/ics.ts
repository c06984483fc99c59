import { priced, type Family, type PropertySeed } from "../family";
import { digits, spread } from "../space";

export const packageCase: PropertySeed = {
  code: "package",
  tr: "Kılıf",
  en: "Package / Case",
  kind: "enum",
  quantity: "package",
  key: true,
};
export const temperature: PropertySeed = {
  code: "operating-temperature",
  tr: "Çalışma Sıcaklığı",
  en: "Operating Temperature",
  kind: "enum",
  key: true,
};
const GRADES = [
  { suffix: "", temp: "0 °C ~ 70 °C", factor: 1 },
  { suffix: "I", temp: "-40 °C ~ 85 °C", factor: 1.15 },
  { suffix: "E", temp: "-40 °C ~ 125 °C", factor: 1.35 },
] as const;

const AMP_PACKAGES = [
  ["D", "SOIC-8"],
  ["DGK", "VSSOP-8"],
  ["DBV", "SOT-23-5"],
  ["P", "DIP-8"],
  ["PW", "TSSOP-14"],
] as const;
const OPAMPS = [
  { maker: "texas-instruments", part: "OPA2333", gbw: 350e3, ch: 2, base: 2.1 },
  { maker: "texas-instruments", part: "TLV9062", gbw: 10e6, ch: 2, base: 0.6 },
  { maker: "texas-instruments", part: "LM358", gbw: 1e6, ch: 2, base: 0.15 },
  { maker: "texas-instruments", part: "OPA1612", gbw: 40e6, ch: 2, base: 3.4 },
  { maker: "analog-devices", part: "AD8605", gbw: 10e6, ch: 1, base: 1.9 },
  { maker: "analog-devices", part: "ADA4522-2", gbw: 3e6, ch: 2, base: 3.6 },
  { maker: "analog-devices", part: "LT6230", gbw: 215e6, ch: 1, base: 4.2 },
  { maker: "stmicroelectronics", part: "TSV912", gbw: 8e6, ch: 2, base: 0.5 },
  { maker: "stmicroelectronics", part: "LM2904", gbw: 1.1e6, ch: 2, base: 0.12 },
  { maker: "microchip", part: "MCP6002", gbw: 1e6, ch: 2, base: 0.3 },
  { maker: "microchip", part: "MCP6024", gbw: 10e6, ch: 4, base: 1.1 },
  { maker: "onsemi", part: "NCS2002", gbw: 1.2e6, ch: 1, base: 0.2 },
] as const;

export const opAmps: Family = {
  category: "op-amps",
  weight: 2,
  size: OPAMPS.length * AMP_PACKAGES.length * 3 * 2,
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
    const [partIndex, packageIndex, gradeIndex, reel] = digits(spread(index, this.size), [OPAMPS.length, AMP_PACKAGES.length, 3, 2]);
    const part = OPAMPS[partIndex];
    const [pkgCode, pkg] = AMP_PACKAGES[packageIndex];
    const grade = GRADES[gradeIndex];
    return {
      mpn: `${part.part}${grade.suffix ? `A${grade.suffix}` : ""}${pkgCode}${reel ? "R" : ""}`,
      manufacturer: part.maker,
      datasheet: part.part.toLowerCase(),
      properties: { channels: part.ch, "gain-bandwidth": part.gbw, package: pkg, "operating-temperature": grade.temp },
      en: `${part.ch === 1 ? "Single" : part.ch === 2 ? "Dual" : "Quad"} operational amplifier, ${part.gbw / 1e6} MHz GBW, ${pkg}`,
      tr: `${part.ch === 1 ? "Tekli" : part.ch === 2 ? "İkili" : "Dörtlü"} işlemsel yükselteç (op-amp), ${part.gbw / 1e6} MHz GBW, ${pkg}`,
      priceUsd: priced(random, part.base * grade.factor),
      packaging: reel ? "tape" : pkg === "DIP-8" ? "tube" : "tube",
      fullPack: reel ? 2500 : 75,
      keywords: "opamp op-amp amplifier yukseltec",
    };
  },
};

const REG_OUTPUTS = [1.2, 1.8, 2.5, 3.3, 5, 12] as const;
const REGULATORS = [
  { maker: "texas-instruments", part: "TLV757P", type: "LDO", current: 1, pkgs: ["SOT-23-5", "WSON-6"], base: 0.25 },
  { maker: "texas-instruments", part: "TPS7A20", type: "LDO", current: 0.3, pkgs: ["SOT-23-5", "X2SON-4"], base: 0.35 },
  { maker: "texas-instruments", part: "LM1117MP-", type: "LDO", current: 0.8, pkgs: ["SOT-223", "TO-252"], base: 0.45 },
  { maker: "texas-instruments", part: "TPS5430", type: "Switching (Buck)", current: 3, pkgs: ["SOIC-8", "SO PowerPAD-8"], base: 2.4 },
  { maker: "stmicroelectronics", part: "LD1117S", type: "LDO", current: 0.8, pkgs: ["SOT-223", "TO-220"], base: 0.3 },
  { maker: "stmicroelectronics", part: "L78", type: "Linear", current: 1.5, pkgs: ["TO-220", "DPAK"], base: 0.35 },
  { maker: "microchip", part: "MCP1700T-", type: "LDO", current: 0.25, pkgs: ["SOT-23", "SOT-89"], base: 0.28 },
  { maker: "diodes-inc", part: "AP2112K-", type: "LDO", current: 0.6, pkgs: ["SOT-23-5", "SOT-25"], base: 0.18 },
  { maker: "onsemi", part: "NCP1117ST", type: "LDO", current: 1, pkgs: ["SOT-223", "DPAK"], base: 0.3 },
  { maker: "analog-devices", part: "LT3045EDD-", type: "LDO", current: 0.5, pkgs: ["DFN-10", "MSOP-12"], base: 5.5 },
  { maker: "analog-devices", part: "LTC3600EDD-", type: "Switching (Buck)", current: 1.5, pkgs: ["DFN-12", "MSOP-12"], base: 3.9 },
  { maker: "rohm", part: "BD9E301EFJ-", type: "Switching (Buck)", current: 3, pkgs: ["HTSOP-J8", "SOIC-8"], base: 1.3 },
  { maker: "infineon", part: "IFX1117MEV", type: "LDO", current: 1, pkgs: ["SOT-223", "TO-252"], base: 0.4 },
] as const;

export const voltageRegulators: Family = {
  category: "voltage-regulators",
  weight: 3,
  size: REGULATORS.length * REG_OUTPUTS.length * 2 * 3 * 2,
  properties: [
    { code: "regulator-type", tr: "Regülatör Tipi", en: "Regulator Type", kind: "enum", key: true },
    { code: "output-voltage", tr: "Çıkış Gerilimi", en: "Output Voltage", kind: "numeric", unit: "V", quantity: "voltage", key: true },
    { code: "output-current", tr: "Çıkış Akımı", en: "Output Current", kind: "numeric", unit: "A", quantity: "current", key: true },
    packageCase,
    temperature,
  ],
  build(index, random) {
    const [partIndex, outIndex, packageIndex, gradeIndex, reel] = digits(spread(index, this.size), [
      REGULATORS.length,
      REG_OUTPUTS.length,
      2,
      3,
      2,
    ]);
    const part = REGULATORS[partIndex];
    const volts = REG_OUTPUTS[outIndex];
    const pkg = part.pkgs[packageIndex];
    const grade = GRADES[gradeIndex];
    const voltCode = String(volts * 10).padStart(2, "0");
    const ldo = part.type === "LDO";
    return {
      mpn: `${part.part}${voltCode}${["DBV", "DRV", "DCY", "D", "DT"][packageIndex + (gradeIndex % 2) * 2]}${grade.suffix}${reel ? "R" : ""}`,
      manufacturer: part.maker,
      properties: {
        "regulator-type": part.type,
        "output-voltage": volts,
        "output-current": part.current,
        package: pkg,
        "operating-temperature": grade.temp,
      },
      en: `${volts}V ${part.current}A ${ldo ? "low-dropout (LDO) linear regulator" : part.type === "Linear" ? "linear voltage regulator" : "step-down switching regulator"}, ${pkg}`,
      tr: `${volts}V ${part.current}A ${ldo ? "düşük düşümlü (LDO) lineer regülatör" : part.type === "Linear" ? "lineer voltaj regülatörü" : "düşürücü anahtarlamalı regülatör"}, ${pkg}`,
      priceUsd: priced(random, part.base * grade.factor),
      packaging: reel ? "tape" : pkg === "TO-220" ? "tube" : "tape",
      fullPack: reel ? 3000 : pkg === "TO-220" ? 50 : 1000,
      keywords: ldo ? "ldo regulator regulator voltaj" : "regulator buck dc-dc voltaj",
    };
  },
};

const INTERFACES = [
  { maker: "texas-instruments", part: "SN65HVD", type: "RS-485", base: 1.2 },
  { maker: "texas-instruments", part: "TCAN", type: "CAN", base: 1 },
  { maker: "nxp", part: "TJA10", type: "CAN", base: 0.9 },
  { maker: "analog-devices", part: "ADM48", type: "RS-485", base: 2.2 },
  { maker: "microchip", part: "MCP25", type: "CAN", base: 1.1 },
  { maker: "microchip", part: "USB25", type: "USB", base: 1.8 },
  { maker: "stmicroelectronics", part: "ST3232", type: "RS-232", base: 0.9 },
  { maker: "nxp", part: "PCA95", type: "I²C", base: 0.8 },
] as const;
const IFACE_PACKAGES = [
  ["D", "SOIC-8"],
  ["DR", "SOIC-8"],
  ["DGK", "VSSOP-8"],
  ["PW", "TSSOP-16"],
  ["RGT", "VQFN-16"],
] as const;

export const interfaceIcs: Family = {
  category: "interface-ics",
  weight: 2,
  size: INTERFACES.length * 40 * IFACE_PACKAGES.length * 2,
  properties: [
    { code: "protocol", tr: "Protokol", en: "Protocol", kind: "enum", key: true },
    { code: "supply-voltage", tr: "Besleme Gerilimi", en: "Supply Voltage", kind: "numeric", unit: "V", quantity: "voltage", key: true },
    packageCase,
    temperature,
  ],
  build(index, random) {
    const [partIndex, number, packageIndex, gradeIndex] = digits(spread(index, this.size), [
      INTERFACES.length,
      40,
      IFACE_PACKAGES.length,
      2,
    ]);
    const part = INTERFACES[partIndex];
    const [pkgCode, pkg] = IFACE_PACKAGES[packageIndex];
    const supply = number % 2 ? 3.3 : 5;
    const grade = GRADES[gradeIndex + 1];
    return {
      mpn: `${part.part}${String(number + 10).padStart(2, "0")}${gradeIndex ? "Q" : ""}${pkgCode}`,
      manufacturer: part.maker,
      properties: { protocol: part.type, "supply-voltage": supply, package: pkg, "operating-temperature": grade.temp },
      en: `${part.type} transceiver / interface IC, ${supply}V supply, ${pkg}`,
      tr: `${part.type} alıcı-verici / arayüz entegresi, ${supply}V besleme, ${pkg}`,
      priceUsd: priced(random, part.base * grade.factor),
      packaging: pkgCode.endsWith("R") ? "tape" : "tube",
      fullPack: pkgCode.endsWith("R") ? 2500 : 75,
      keywords: "interface transceiver arayuz",
    };
  },
};

const MEMORIES = [
  { maker: "microchip", part: "24LC", type: "EEPROM", bus: "I²C", base: 0.25 },
  { maker: "microchip", part: "25AA", type: "EEPROM", bus: "SPI", base: 0.3 },
  { maker: "stmicroelectronics", part: "M24C", type: "EEPROM", bus: "I²C", base: 0.2 },
  { maker: "infineon", part: "S25FL", type: "NOR Flash", bus: "SPI", base: 1.4 },
  { maker: "microchip", part: "SST26VF", type: "NOR Flash", bus: "SPI", base: 1.1 },
  { maker: "infineon", part: "CY62", type: "SRAM", bus: "Parallel", base: 2.5 },
  { maker: "infineon", part: "FM24CL", type: "F-RAM", bus: "I²C", base: 3.2 },
] as const;
const DENSITIES = [2, 16, 64, 256, 1024, 4096, 16384, 65536, 131072, 262144] as const; // kbit

export const memory: Family = {
  category: "memory",
  weight: 2,
  size: MEMORIES.length * DENSITIES.length * 4 * 3,
  properties: [
    { code: "memory-type", tr: "Bellek Tipi", en: "Memory Type", kind: "enum", key: true },
    { code: "memory-size", tr: "Kapasite", en: "Memory Size", kind: "numeric", unit: "bit", key: true },
    { code: "memory-interface", tr: "Arayüz", en: "Memory Interface", kind: "enum", key: true },
    packageCase,
    temperature,
  ],
  build(index, random) {
    const [partIndex, densityIndex, packageIndex, gradeIndex] = digits(spread(index, this.size), [MEMORIES.length, DENSITIES.length, 4, 3]);
    const part = MEMORIES[partIndex];
    const kbit = DENSITIES[densityIndex];
    const [pkgCode, pkg] = [
      ["-I/SN", "SOIC-8"],
      ["-I/MS", "MSOP-8"],
      ["-I/ST", "TSSOP-8"],
      ["-I/MNY", "TDFN-8"],
    ][packageIndex];
    const grade = GRADES[gradeIndex];
    return {
      mpn: `${part.part}${kbit >= 1024 ? `${kbit / 1024}M` : kbit}${grade.suffix || "C"}${pkgCode}`,
      manufacturer: part.maker,
      properties: {
        "memory-type": part.type,
        "memory-size": kbit * 1024,
        "memory-interface": part.bus,
        package: pkg,
        "operating-temperature": grade.temp,
      },
      en: `${kbit >= 1024 ? `${kbit / 1024} Mbit` : `${kbit} Kbit`} ${part.bus} ${part.type} memory, ${pkg}`,
      tr: `${kbit >= 1024 ? `${kbit / 1024} Mbit` : `${kbit} Kbit`} ${part.bus} ${part.type} bellek, ${pkg}`,
      priceUsd: priced(random, part.base * (1 + densityIndex * 0.3) * grade.factor),
      packaging: "tube",
      fullPack: 100,
      keywords: "memory bellek hafiza",
    };
  },
};
