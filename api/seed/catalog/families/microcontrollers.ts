import { writeNumber } from "@contract/calculators/numbers";
import type { Locale } from "@contract/locale";
import { formatMemorySize } from "@contract/memory-units";
import { priced, si, type Family } from "../family";
import { spread } from "../space";
import { packageCase, temperature } from "./ics";

/** One device of a line: its name up to the package code, and the memories its datasheet gives (flash or FRAM). */
interface McuDevice {
  name: string;
  flashKb: number;
  ramKb: number;
  eepromKb?: number;
  /** Package code in the ordering code and the package it stands for. */
  packages: ReadonlyArray<readonly [code: string, pkg: string]>;
}

interface McuLine {
  maker: string;
  core: string;
  mhz: number;
  base: number;
  grades: ReadonlyArray<readonly [code: string, range: string]>;
  devices: McuDevice[];
  /** The maker's ordering code: device, package, temperature grade, tape and reel. */
  orderingCode(device: McuDevice, pkgCode: string, grade: string, reel: boolean): string;
}

const INDUSTRIAL = "-40 °C ~ 85 °C";
const EXTENDED = "-40 °C ~ 105 °C";
const AUTOMOTIVE = "-40 °C ~ 125 °C";
const ST_GRADES = [
  ["6", INDUSTRIAL],
  ["7", EXTENDED],
] as const;

const device = (name: string, flashKb: number, ramKb: number, packages: McuDevice["packages"], eepromKb?: number): McuDevice => ({
  name,
  flashKb,
  ramKb,
  packages,
  ...(eepromKb === undefined ? {} : { eepromKb }),
});

const stOrdering = ({ name }: McuDevice, pkgCode: string, grade: string, reel: boolean) => `${name}${pkgCode}${grade}${reel ? "TR" : ""}`;

// Memory sizes and packages as the makers' datasheets give them: the part number says the flash size.
const MCU_LINES: McuLine[] = [
  {
    maker: "stmicroelectronics",
    core: "ARM Cortex-M3",
    mhz: 72,
    base: 3.2,
    grades: ST_GRADES,
    devices: [
      device("STM32F103T8", 64, 20, [["U", "VFQFPN-36"]]),
      device("STM32F103C8", 64, 20, [["T", "LQFP-48"]]),
      device("STM32F103CB", 128, 20, [["T", "LQFP-48"]]),
      device("STM32F103R8", 64, 20, [["T", "LQFP-64"]]),
      device("STM32F103RB", 128, 20, [["T", "LQFP-64"]]),
      device("STM32F103RC", 256, 48, [["T", "LQFP-64"]]),
      device("STM32F103RE", 512, 64, [["T", "LQFP-64"]]),
      device("STM32F103VB", 128, 20, [["T", "LQFP-100"]]),
      device("STM32F103VC", 256, 48, [["T", "LQFP-100"]]),
      device("STM32F103VE", 512, 64, [["T", "LQFP-100"]]),
    ],
    orderingCode: stOrdering,
  },
  {
    maker: "stmicroelectronics",
    core: "ARM Cortex-M0+",
    mhz: 64,
    base: 1.4,
    grades: ST_GRADES,
    devices: [
      device("STM32G031J4", 16, 8, [["M", "SO-8N"]]),
      device("STM32G031J6", 32, 8, [["M", "SO-8N"]]),
      device("STM32G031F4", 16, 8, [["P", "TSSOP-20"]]),
      device("STM32G031F6", 32, 8, [["P", "TSSOP-20"]]),
      device("STM32G031F8", 64, 8, [["P", "TSSOP-20"]]),
      device("STM32G031G8", 64, 8, [["U", "UFQFPN-28"]]),
      device("STM32G031K6", 32, 8, [["T", "LQFP-32"]]),
      device("STM32G031K8", 64, 8, [["T", "LQFP-32"]]),
    ],
    orderingCode: stOrdering,
  },
  {
    maker: "stmicroelectronics",
    core: "ARM Cortex-M7",
    mhz: 480,
    base: 12,
    grades: [
      ["6", INDUSTRIAL],
      ["3", AUTOMOTIVE],
    ],
    devices: [
      device("STM32H743VG", 1024, 1024, [["T", "LQFP-100"]]),
      device("STM32H743VI", 2048, 1024, [["T", "LQFP-100"]]),
      device("STM32H743ZI", 2048, 1024, [["T", "LQFP-144"]]),
      device("STM32H743AI", 2048, 1024, [["I", "UFBGA-169"]]),
      device("STM32H743BI", 2048, 1024, [["T", "LQFP-208"]]),
    ],
    orderingCode: stOrdering,
  },
  {
    maker: "microchip",
    core: "AVR",
    mhz: 20,
    base: 2.1,
    grades: [["", INDUSTRIAL]],
    devices: [
      device(
        "ATMEGA328P",
        32,
        2,
        [
          ["AU", "TQFP-32"],
          ["MU", "VQFN-32"],
          ["PU", "DIP-28"],
          ["MMH", "VQFN-28"],
        ],
        1,
      ),
      device(
        "ATMEGA328PB",
        32,
        2,
        [
          ["AU", "TQFP-32"],
          ["MU", "VQFN-32"],
        ],
        1,
      ),
      device(
        "ATMEGA168PB",
        16,
        1,
        [
          ["AU", "TQFP-32"],
          ["MU", "VQFN-32"],
        ],
        0.5,
      ),
    ],
    orderingCode: ({ name }, pkgCode, _grade, reel) => `${name}-${pkgCode}${reel ? "R" : ""}`,
  },
  {
    maker: "microchip",
    core: "PIC",
    mhz: 32,
    base: 0.9,
    grades: [
      ["I", INDUSTRIAL],
      ["E", AUTOMOTIVE],
    ],
    devices: [
      ["PIC16F18323", 3.5, 0.25],
      ["PIC16F18324", 7, 0.5],
      ["PIC16F18325", 14, 1],
      ["PIC16F18326", 28, 2],
    ].map(([name, flash, ram]) =>
      device(
        String(name),
        Number(flash),
        Number(ram),
        [
          ["SL", "SOIC-14"],
          ["P", "DIP-14"],
          ["ST", "TSSOP-14"],
          ["JQ", "UQFN-16"],
        ],
        0.25,
      ),
    ),
    orderingCode: ({ name }, pkgCode, grade, reel) => `${name}${reel ? "T" : ""}-${grade}/${pkgCode}`,
  },
  {
    maker: "microchip",
    core: "ARM Cortex-M0+",
    mhz: 48,
    base: 2.9,
    grades: [["", INDUSTRIAL]],
    devices: [
      device("ATSAMD21E15A", 32, 4, [
        ["AU", "TQFP-32"],
        ["MU", "QFN-32"],
      ]),
      device("ATSAMD21E16B", 64, 8, [
        ["AU", "TQFP-32"],
        ["MU", "QFN-32"],
      ]),
      device("ATSAMD21G17A", 128, 16, [
        ["AU", "TQFP-48"],
        ["MU", "QFN-48"],
      ]),
      device("ATSAMD21G18A", 256, 32, [
        ["AU", "TQFP-48"],
        ["MU", "QFN-48"],
      ]),
      device("ATSAMD21J18A", 256, 32, [
        ["AU", "TQFP-64"],
        ["MU", "QFN-64"],
      ]),
    ],
    orderingCode: ({ name }, pkgCode, _grade, reel) => `${name}-${pkgCode}${reel ? "T" : ""}`,
  },
  {
    maker: "nxp",
    core: "ARM Cortex-M33",
    mhz: 150,
    base: 4.5,
    grades: [["", EXTENDED]],
    devices: [
      device("LPC55S06", 256, 96, [
        ["JBD64", "HTQFP-64"],
        ["JHI48", "HVQFN-48"],
      ]),
      device("LPC55S16", 256, 96, [
        ["JBD64", "HTQFP-64"],
        ["JBD100", "HLQFP-100"],
      ]),
      device("LPC55S28", 512, 256, [["JBD100", "HLQFP-100"]]),
      device("LPC55S69", 640, 320, [
        ["JBD64", "HTQFP-64"],
        ["JBD100", "HLQFP-100"],
        ["JEV98", "VFBGA-98"],
      ]),
    ],
    // NXP ends a tray part with E and a reel with K.
    orderingCode: ({ name }, pkgCode, _grade, reel) => `${name}${pkgCode}${reel ? "K" : "E"}`,
  },
  {
    maker: "texas-instruments",
    core: "MSP430",
    mhz: 16,
    base: 2.4,
    grades: [
      ["I", INDUSTRIAL],
      ["T", EXTENDED],
    ],
    devices: [
      device("MSP430FR2433", 16, 4, [
        ["RGE", "VQFN-24"],
        ["YQW", "DSBGA-24"],
      ]),
      device("MSP430FR2355", 32, 4, [
        ["PT", "LQFP-48"],
        ["RHA", "VQFN-40"],
      ]),
      device("MSP430FR5969", 64, 2, [
        ["RGZ", "VQFN-48"],
        ["DA", "TSSOP-38"],
      ]),
      device("MSP430FR6989", 128, 2, [
        ["PZ", "LQFP-100"],
        ["PN", "LQFP-80"],
      ]),
    ],
    orderingCode: ({ name }, pkgCode, grade, reel) => `${name}${grade}${pkgCode}${reel ? "R" : ""}`,
  },
  {
    maker: "infineon",
    core: "ARM Cortex-M0",
    mhz: 32,
    base: 1.1,
    grades: [
      ["F", INDUSTRIAL],
      ["X", EXTENDED],
    ],
    devices: [
      device("XMC1100-T016", 8, 16, [["", "TSSOP-16"]]),
      device("XMC1100-T038", 64, 16, [["", "TSSOP-38"]]),
      device("XMC1100-Q024", 32, 16, [["", "VQFN-24"]]),
      device("XMC1100-Q040", 64, 16, [["", "VQFN-40"]]),
    ],
    // "XMC1100-T038F0064": package and pins, temperature range, then the flash size in KB.
    orderingCode: ({ name, flashKb }, _pkgCode, grade, reel) =>
      `${name}${grade}${String(flashKb).padStart(4, "0")}AB${reel ? "XUMA1" : ""}`,
  },
];

/** Every orderable combination of device, package, temperature grade and packing (a DIP comes in tubes, never on a reel). */
const MCU_PARTS = MCU_LINES.flatMap((line) =>
  line.devices.flatMap((item) =>
    item.packages.flatMap(([pkgCode, pkg]) =>
      line.grades.flatMap(([grade, range]) =>
        (pkg.startsWith("DIP") ? [false] : [false, true]).map((reel) => ({ line, device: item, pkgCode, pkg, grade, range, reel })),
      ),
    ),
  ),
);

const bytes = (kb: number) => kb * 1024;

export const microcontrollers: Family = {
  category: "microcontrollers",
  weight: 3,
  size: MCU_PARTS.length,
  properties: [
    { code: "core", tr: "Çekirdek", en: "Core Processor", kind: "enum", key: true },
    { code: "flash-size", tr: "Program Belleği", en: "Program Memory Size", kind: "numeric", unit: "B", key: true },
    { code: "ram-size", tr: "RAM Boyutu", en: "RAM Size", kind: "numeric", unit: "B" },
    { code: "eeprom-size", tr: "EEPROM Boyutu", en: "EEPROM Size", kind: "numeric", unit: "B" },
    { code: "max-frequency", tr: "Hız", en: "Speed", kind: "numeric", unit: "Hz", quantity: "frequency", key: true },
    packageCase,
    temperature,
  ],
  build(index, random) {
    const { line, device: chip, pkgCode, pkg, grade, range, reel } = MCU_PARTS[spread(index, this.size)];
    const tube = pkg.startsWith("DIP");
    // MSP430FR parts keep their program in FRAM, not flash.
    const flash = (locale: Locale) => `${formatMemorySize(bytes(chip.flashKb), "B", locale)} ${line.core === "MSP430" ? "FRAM" : "flash"}`;
    return {
      mpn: line.orderingCode(chip, pkgCode, grade, reel),
      manufacturer: line.maker,
      properties: {
        core: line.core,
        "flash-size": bytes(chip.flashKb),
        "ram-size": bytes(chip.ramKb),
        ...(chip.eepromKb === undefined ? {} : { "eeprom-size": bytes(chip.eepromKb) }),
        "max-frequency": si(line.mhz, 6),
        package: pkg,
        "operating-temperature": range,
      },
      en: `${line.core} microcontroller, ${flash("en")}, ${line.mhz} MHz, ${pkg}`,
      tr: `${line.core} mikrodenetleyici, ${flash("tr")}, ${writeNumber(line.mhz, "tr")} MHz, ${pkg}`,
      priceUsd: priced(random, line.base * (1 + Math.log2(chip.flashKb / 16 + 1) * 0.25) * (range === INDUSTRIAL ? 1 : 1.2)),
      packaging: reel ? "tape" : tube ? "tube" : "tray",
      fullPack: reel ? 2500 : tube ? 15 : 250,
      keywords: "mcu microcontroller mikrodenetleyici mikroislemci",
    };
  },
};
