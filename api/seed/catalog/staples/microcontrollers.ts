import { formatQuantity } from "../../../modules/catalog/units";
import { si, type PartSeed } from "../family";

const INDUSTRIAL = "-40 °C ~ 85 °C";
const ST_PAGES = "https://www.st.com/en/microcontrollers-microprocessors/";
const MICROCHIP_PAGES = "https://www.microchip.com/en-us/product/";

interface McuFacts {
  core: string;
  /** Program memory in bytes; none for a part that runs from external flash. */
  flash?: number;
  ram: number;
  eeprom?: number;
  mhz: number;
  pkg: string;
  temp?: string;
  priceUsd: number;
  datasheetUrl?: string;
}

/** A microcontroller (or module) as its datasheet gives it; DIPs come in tubes, modules and QFPs in trays. */
function mcu(mpn: string, manufacturer: string, facts: McuFacts): PartSeed {
  const memory = (locale: "tr" | "en") =>
    facts.flash === undefined ? (locale === "tr" ? "harici flash" : "external flash") : `${formatQuantity(facts.flash, "B", locale)} flash`;
  const dip = facts.pkg.startsWith("DIP");
  return {
    mpn,
    manufacturer,
    properties: {
      core: facts.core,
      ...(facts.flash === undefined ? {} : { "flash-size": facts.flash }),
      "ram-size": facts.ram,
      ...(facts.eeprom === undefined ? {} : { "eeprom-size": facts.eeprom }),
      "max-frequency": si(facts.mhz, 6),
      package: facts.pkg,
      "operating-temperature": facts.temp ?? INDUSTRIAL,
    },
    en: `${facts.core} microcontroller, ${memory("en")}, ${facts.mhz} MHz, ${facts.pkg}`,
    tr: `${facts.core} mikrodenetleyici, ${memory("tr")}, ${facts.mhz} MHz, ${facts.pkg}`,
    priceUsd: facts.priceUsd,
    packaging: dip ? "tube" : "tray",
    fullPack: dip ? 15 : 250,
    keywords: "mcu microcontroller mikrodenetleyici mikroislemci",
    ...(facts.datasheetUrl ? { datasheetUrl: facts.datasheetUrl } : {}),
  };
}

const KB = 1024;

export const microcontrollerStaples: PartSeed[] = [
  mcu("STM32F103C8T6", "stmicroelectronics", {
    core: "ARM Cortex-M3",
    flash: 64 * KB,
    ram: 20 * KB,
    mhz: 72,
    pkg: "LQFP-48",
    priceUsd: 3.2,
    datasheetUrl: `${ST_PAGES}stm32f103c8.html`,
  }),
  mcu("STM32F103CBT6", "stmicroelectronics", {
    core: "ARM Cortex-M3",
    flash: 128 * KB,
    ram: 20 * KB,
    mhz: 72,
    pkg: "LQFP-48",
    priceUsd: 3.9,
    datasheetUrl: `${ST_PAGES}stm32f103cb.html`,
  }),
  mcu("STM32F401CCU6", "stmicroelectronics", {
    core: "ARM Cortex-M4",
    flash: 256 * KB,
    ram: 64 * KB,
    mhz: 84,
    pkg: "UFQFPN-48",
    priceUsd: 3.6,
    datasheetUrl: `${ST_PAGES}stm32f401cc.html`,
  }),
  mcu("STM32F411CEU6", "stmicroelectronics", {
    core: "ARM Cortex-M4",
    flash: 512 * KB,
    ram: 128 * KB,
    mhz: 100,
    pkg: "UFQFPN-48",
    priceUsd: 4.9,
    datasheetUrl: `${ST_PAGES}stm32f411ce.html`,
  }),
  mcu("STM32F030F4P6", "stmicroelectronics", {
    core: "ARM Cortex-M0",
    flash: 16 * KB,
    ram: 4 * KB,
    mhz: 48,
    pkg: "TSSOP-20",
    priceUsd: 0.9,
    datasheetUrl: `${ST_PAGES}stm32f030f4.html`,
  }),
  mcu("ATmega328P-PU", "microchip", {
    core: "AVR",
    flash: 32 * KB,
    ram: 2 * KB,
    eeprom: KB,
    mhz: 20,
    pkg: "DIP-28",
    priceUsd: 2.6,
    datasheetUrl: `${MICROCHIP_PAGES}ATmega328P`,
  }),
  mcu("ATmega328P-AU", "microchip", {
    core: "AVR",
    flash: 32 * KB,
    ram: 2 * KB,
    eeprom: KB,
    mhz: 20,
    pkg: "TQFP-32",
    priceUsd: 2.3,
    datasheetUrl: `${MICROCHIP_PAGES}ATmega328P`,
  }),
  mcu("ATmega2560-16AU", "microchip", {
    core: "AVR",
    flash: 256 * KB,
    ram: 8 * KB,
    eeprom: 4 * KB,
    mhz: 16,
    pkg: "TQFP-100",
    priceUsd: 11.5,
    datasheetUrl: `${MICROCHIP_PAGES}ATmega2560`,
  }),
  mcu("ATmega32U4-AU", "microchip", {
    core: "AVR",
    flash: 32 * KB,
    ram: 2.5 * KB,
    eeprom: KB,
    mhz: 16,
    pkg: "TQFP-44",
    priceUsd: 4.1,
    datasheetUrl: `${MICROCHIP_PAGES}ATmega32U4`,
  }),
  mcu("ATtiny85-20PU", "microchip", {
    core: "AVR",
    flash: 8 * KB,
    ram: 512,
    eeprom: 512,
    mhz: 20,
    pkg: "DIP-8",
    priceUsd: 1.3,
    datasheetUrl: `${MICROCHIP_PAGES}ATtiny85`,
  }),
  mcu("PIC16F877A-I/P", "microchip", {
    core: "PIC",
    flash: 14 * KB,
    ram: 368,
    eeprom: 256,
    mhz: 20,
    pkg: "DIP-40",
    priceUsd: 5.2,
    datasheetUrl: `${MICROCHIP_PAGES}PIC16F877A`,
  }),
  mcu("PIC12F675-I/P", "microchip", {
    core: "PIC",
    flash: 1.75 * KB,
    ram: 64,
    eeprom: 128,
    mhz: 20,
    pkg: "DIP-8",
    priceUsd: 1.1,
    datasheetUrl: `${MICROCHIP_PAGES}PIC12F675`,
  }),
  mcu("PIC18F4550-I/P", "microchip", {
    core: "PIC",
    flash: 32 * KB,
    ram: 2 * KB,
    eeprom: 256,
    mhz: 48,
    pkg: "DIP-40",
    priceUsd: 6.8,
    datasheetUrl: `${MICROCHIP_PAGES}PIC18F4550`,
  }),
  mcu("ESP32-WROOM-32E-N4", "espressif", {
    core: "Xtensa LX6",
    flash: 4 * KB * KB,
    ram: 520 * KB,
    mhz: 240,
    pkg: "Module",
    priceUsd: 3.4,
    datasheetUrl: "https://www.espressif.com/sites/default/files/documentation/esp32-wroom-32e_esp32-wroom-32ue_datasheet_en.pdf",
  }),
  mcu("RP2040", "raspberry-pi", {
    core: "ARM Cortex-M0+",
    ram: 264 * KB,
    mhz: 133,
    pkg: "QFN-56",
    priceUsd: 1,
    datasheetUrl: "https://datasheets.raspberrypi.com/rp2040/rp2040-datasheet.pdf",
  }),
];
