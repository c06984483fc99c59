import { formatQuantity } from "../../../modules/catalog/units";
import { priced, type Family } from "../family";
import { spread } from "../space";
import { packageCase, temperature } from "./ics";

const COMMERCIAL = "0 °C ~ 70 °C";
const INDUSTRIAL = "-40 °C ~ 85 °C";
const AUTOMOTIVE = "-40 °C ~ 125 °C";
/** Reels are named so in the ordering code; the rest ship in tubes. */
const packing = (reel: boolean) =>
  reel ? ({ packaging: "tape", fullPack: 2500 } as const) : ({ packaging: "tube", fullPack: 50 } as const);

type InterfaceRow = [mpn: string, maker: string, protocol: string, supply: number, pkg: string, temp: string, reel: boolean, base: number];

/** Real transceivers and bus ICs by their makers' ordering codes; the supply is the lowest the part runs from. */
const INTERFACES: InterfaceRow[] = [
  ["MAX3232CDR", "texas-instruments", "RS-232", 3.3, "SOIC-16", COMMERCIAL, true, 0.5],
  ["MAX232DR", "texas-instruments", "RS-232", 5, "SOIC-16", COMMERCIAL, true, 0.45],
  ["MAX232N", "texas-instruments", "RS-232", 5, "DIP-16", COMMERCIAL, false, 0.6],
  ["SN65HVD230DR", "texas-instruments", "CAN", 3.3, "SOIC-8", INDUSTRIAL, true, 1.2],
  ["TCAN1042HVDR", "texas-instruments", "CAN", 5, "SOIC-8", AUTOMOTIVE, true, 0.9],
  ["TCAN332DR", "texas-instruments", "CAN", 3.3, "SOIC-8", AUTOMOTIVE, true, 0.8],
  ["SN65HVD72DR", "texas-instruments", "RS-485", 3.3, "SOIC-8", INDUSTRIAL, true, 1.1],
  ["SN75176BP", "texas-instruments", "RS-485", 5, "DIP-8", COMMERCIAL, false, 0.7],
  ["MAX485ESA+T", "analog-devices", "RS-485", 5, "SOIC-8", INDUSTRIAL, true, 1.9],
  ["MAX485CPA+", "analog-devices", "RS-485", 5, "DIP-8", COMMERCIAL, false, 2.2],
  ["MAX3485ESA+T", "analog-devices", "RS-485", 3.3, "SOIC-8", INDUSTRIAL, true, 2.4],
  ["MAX3232ESE+T", "analog-devices", "RS-232", 3.3, "SOIC-16", INDUSTRIAL, true, 2.1],
  ["ADM3485EARZ", "analog-devices", "RS-485", 3.3, "SOIC-8", INDUSTRIAL, false, 2.6],
  ["TJA1050T/CM,118", "nxp", "CAN", 5, "SO-8", AUTOMOTIVE, true, 0.7],
  ["TJA1051T/3/1J", "nxp", "CAN", 5, "SO-8", AUTOMOTIVE, true, 0.8],
  ["PCA9685PW,118", "nxp", "I²C", 2.3, "TSSOP-28", INDUSTRIAL, true, 1.9],
  ["PCA9548APW,118", "nxp", "I²C", 2.3, "TSSOP-24", INDUSTRIAL, true, 1.4],
  ["PCF8574T/3,518", "nxp", "I²C", 2.5, "SO-16", INDUSTRIAL, true, 0.9],
  ["MCP2515-I/SO", "microchip", "CAN", 2.7, "SOIC-18", INDUSTRIAL, false, 1.6],
  ["MCP2551-I/SN", "microchip", "CAN", 5, "SOIC-8", INDUSTRIAL, false, 0.9],
  ["MCP2562-E/SN", "microchip", "CAN", 5, "SOIC-8", AUTOMOTIVE, false, 0.9],
  ["MCP2200-I/SO", "microchip", "USB", 3, "SOIC-20", INDUSTRIAL, false, 2.1],
  ["MCP2221A-I/SL", "microchip", "USB", 3, "SOIC-14", INDUSTRIAL, false, 1.4],
  ["MCP23017-E/SP", "microchip", "I²C", 1.8, "DIP-28", AUTOMOTIVE, false, 1.3],
  ["MCP23017-E/SO", "microchip", "I²C", 1.8, "SOIC-28", AUTOMOTIVE, false, 1.2],
  ["MCP23S17-E/SP", "microchip", "SPI", 1.8, "DIP-28", AUTOMOTIVE, false, 1.3],
  ["ST3232CDR", "stmicroelectronics", "RS-232", 3.3, "SO-16", COMMERCIAL, true, 0.6],
  ["ST3485EBDR", "stmicroelectronics", "RS-485", 3.3, "SO-8", INDUSTRIAL, true, 0.7],
];

export const interfaceIcs: Family = {
  category: "interface-ics",
  weight: 2,
  size: INTERFACES.length,
  properties: [
    { code: "protocol", tr: "Protokol", en: "Protocol", kind: "enum", key: true },
    { code: "supply-voltage", tr: "Besleme Gerilimi", en: "Supply Voltage", kind: "numeric", unit: "V", quantity: "voltage", key: true },
    packageCase,
    temperature,
  ],
  build(index, random) {
    const [mpn, maker, protocol, supply, pkg, temp, reel, base] = INTERFACES[spread(index, this.size)];
    const volts = (locale: "tr" | "en") => formatQuantity(supply, "V", locale);
    return {
      mpn,
      manufacturer: maker,
      properties: { protocol, "supply-voltage": supply, package: pkg, "operating-temperature": temp },
      en: `${protocol} transceiver / interface IC, ${volts("en")} supply, ${pkg}`,
      tr: `${protocol} alıcı-verici / arayüz entegresi, ${volts("tr")} besleme, ${pkg}`,
      priceUsd: priced(random, base),
      ...packing(reel),
      keywords: "interface transceiver arayuz",
    };
  },
};

type MemoryRow = [
  mpn: string,
  maker: string,
  type: string,
  kbit: number,
  bus: string,
  pkg: string,
  temp: string,
  reel: boolean,
  base: number,
];

/** Real EEPROM, flash, SRAM and F-RAM parts by their makers' ordering codes. */
const MEMORIES: MemoryRow[] = [
  ["24LC02B-I/SN", "microchip", "EEPROM", 2, "I²C", "SOIC-8", INDUSTRIAL, false, 0.2],
  ["24LC16B-I/SN", "microchip", "EEPROM", 16, "I²C", "SOIC-8", INDUSTRIAL, false, 0.25],
  ["24LC32A-I/SN", "microchip", "EEPROM", 32, "I²C", "SOIC-8", INDUSTRIAL, false, 0.3],
  ["24LC64-I/SN", "microchip", "EEPROM", 64, "I²C", "SOIC-8", INDUSTRIAL, false, 0.35],
  ["24LC128-I/SN", "microchip", "EEPROM", 128, "I²C", "SOIC-8", INDUSTRIAL, false, 0.45],
  ["24LC256-I/SN", "microchip", "EEPROM", 256, "I²C", "SOIC-8", INDUSTRIAL, false, 0.6],
  ["24LC256T-I/SN", "microchip", "EEPROM", 256, "I²C", "SOIC-8", INDUSTRIAL, true, 0.55],
  ["24LC256-I/P", "microchip", "EEPROM", 256, "I²C", "DIP-8", INDUSTRIAL, false, 0.7],
  ["24LC512-I/SN", "microchip", "EEPROM", 512, "I²C", "SOIC-8", INDUSTRIAL, false, 1.1],
  ["25LC256-I/SN", "microchip", "EEPROM", 256, "SPI", "SOIC-8", INDUSTRIAL, false, 0.7],
  ["93LC46B-I/SN", "microchip", "EEPROM", 1, "Microwire", "SOIC-8", INDUSTRIAL, false, 0.2],
  ["23K256-I/SN", "microchip", "SRAM", 256, "SPI", "SOIC-8", INDUSTRIAL, false, 1],
  ["23LC1024-I/SN", "microchip", "SRAM", 1024, "SPI", "SOIC-8", INDUSTRIAL, false, 1.9],
  ["SST26VF064B-104I/SM", "microchip", "NOR Flash", 65536, "SPI", "SOIJ-8", INDUSTRIAL, false, 1.3],
  ["M24C02-WMN6TP", "stmicroelectronics", "EEPROM", 2, "I²C", "SO-8", INDUSTRIAL, true, 0.15],
  ["M24C64-WMN6TP", "stmicroelectronics", "EEPROM", 64, "I²C", "SO-8", INDUSTRIAL, true, 0.25],
  ["M24256-BWMN6TP", "stmicroelectronics", "EEPROM", 256, "I²C", "SO-8", INDUSTRIAL, true, 0.45],
  ["M24M01-RMN6TP", "stmicroelectronics", "EEPROM", 1024, "I²C", "SO-8", INDUSTRIAL, true, 1.2],
  ["M95256-WMN6TP", "stmicroelectronics", "EEPROM", 256, "SPI", "SO-8", INDUSTRIAL, true, 0.5],
  ["CAT24C02WI-GT3", "onsemi", "EEPROM", 2, "I²C", "SOIC-8", INDUSTRIAL, true, 0.12],
  ["CAT24C256WI-GT3", "onsemi", "EEPROM", 256, "I²C", "SOIC-8", INDUSTRIAL, true, 0.4],
  ["FM24CL64B-GTR", "infineon", "F-RAM", 64, "I²C", "SOIC-8", INDUSTRIAL, true, 2.6],
  ["FM25V02A-G", "infineon", "F-RAM", 256, "SPI", "SOIC-8", INDUSTRIAL, false, 4.8],
  ["CY62256NLL-70SNXI", "infineon", "SRAM", 256, "Parallel", "SOIC-28", INDUSTRIAL, false, 2.5],
  ["CY62256NLL-70PXC", "infineon", "SRAM", 256, "Parallel", "DIP-28", COMMERCIAL, false, 2.8],
];

const bits = (kbit: number) => (kbit >= 1024 ? `${kbit / 1024} Mbit` : `${kbit} Kbit`);

export const memory: Family = {
  category: "memory",
  weight: 2,
  size: MEMORIES.length,
  properties: [
    { code: "memory-type", tr: "Bellek Tipi", en: "Memory Type", kind: "enum", key: true },
    { code: "memory-size", tr: "Kapasite", en: "Memory Size", kind: "numeric", unit: "bit", key: true },
    { code: "memory-interface", tr: "Arayüz", en: "Memory Interface", kind: "enum", key: true },
    packageCase,
    temperature,
  ],
  build(index, random) {
    const [mpn, maker, type, kbit, bus, pkg, temp, reel, base] = MEMORIES[spread(index, this.size)];
    return {
      mpn,
      manufacturer: maker,
      properties: { "memory-type": type, "memory-size": kbit * 1024, "memory-interface": bus, package: pkg, "operating-temperature": temp },
      en: `${bits(kbit)} ${bus} ${type} memory, ${pkg}`,
      tr: `${bits(kbit)} ${bus} ${type} bellek, ${pkg}`,
      priceUsd: priced(random, base),
      ...packing(reel),
      keywords: "memory bellek hafiza",
    };
  },
};
