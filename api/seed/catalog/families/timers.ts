import { priced, type Family, type PartSeed } from "../family";
import { spread } from "../space";
import { packageCase, temperature } from "./ics";

interface TimerDevice {
  manufacturer: string;
  name: string;
  type: "Bipolar" | "CMOS";
  channels: 1 | 2;
  temp: string;
  base: number;
  /** Package letters of the ordering code, the package, and whether it ships on a reel. */
  packages: ReadonlyArray<readonly [code: string, pkg: string, reel: boolean]>;
}

const COMMERCIAL = "0 °C ~ 70 °C";
const INDUSTRIAL = "-40 °C ~ 85 °C";
const TI_SINGLE = [
  ["P", "DIP-8", false],
  ["D", "SOIC-8", false],
  ["DR", "SOIC-8", true],
] as const;
const TI_DUAL = [
  ["N", "DIP-14", false],
  ["D", "SOIC-14", false],
  ["DR", "SOIC-14", true],
] as const;
// ST's tube SO-8 is "D" as TI's is: only ST's DIP and reel codes are its own.
const ST_SINGLE = [
  ["N", "DIP-8", false],
  ["DT", "SO-8", true],
] as const;

/** The 555 and 556 as TI and ST order them (NE555P, TLC555CDR, NE555DT, TS555IN). */
const TIMERS: TimerDevice[] = [
  { manufacturer: "texas-instruments", name: "NE555", type: "Bipolar", channels: 1, temp: COMMERCIAL, base: 0.2, packages: TI_SINGLE },
  { manufacturer: "texas-instruments", name: "SA555", type: "Bipolar", channels: 1, temp: INDUSTRIAL, base: 0.25, packages: TI_SINGLE },
  { manufacturer: "texas-instruments", name: "TLC555C", type: "CMOS", channels: 1, temp: COMMERCIAL, base: 0.6, packages: TI_SINGLE },
  { manufacturer: "texas-instruments", name: "TLC555I", type: "CMOS", channels: 1, temp: INDUSTRIAL, base: 0.7, packages: TI_SINGLE },
  { manufacturer: "texas-instruments", name: "NE556", type: "Bipolar", channels: 2, temp: COMMERCIAL, base: 0.4, packages: TI_DUAL },
  { manufacturer: "texas-instruments", name: "TLC556C", type: "CMOS", channels: 2, temp: COMMERCIAL, base: 0.9, packages: TI_DUAL },
  {
    manufacturer: "texas-instruments",
    name: "LM555C",
    type: "Bipolar",
    channels: 1,
    temp: COMMERCIAL,
    base: 0.3,
    packages: [
      ["N/NOPB", "DIP-8", false],
      ["M/NOPB", "SOIC-8", false],
      ["MX/NOPB", "SOIC-8", true],
    ],
  },
  { manufacturer: "stmicroelectronics", name: "NE555", type: "Bipolar", channels: 1, temp: COMMERCIAL, base: 0.2, packages: ST_SINGLE },
  { manufacturer: "stmicroelectronics", name: "SA555", type: "Bipolar", channels: 1, temp: INDUSTRIAL, base: 0.25, packages: ST_SINGLE },
  { manufacturer: "stmicroelectronics", name: "TS555C", type: "CMOS", channels: 1, temp: COMMERCIAL, base: 0.5, packages: ST_SINGLE },
  { manufacturer: "stmicroelectronics", name: "TS555I", type: "CMOS", channels: 1, temp: INDUSTRIAL, base: 0.55, packages: ST_SINGLE },
];

/** A 555-family timer: its datasheet's type, timers per package and temperature range. */
function timerPart(device: TimerDevice, code: string, pkg: string, reel: boolean, priceUsd: number): PartSeed {
  const [en, tr] = device.channels === 2 ? ["Dual 556", "İkili 556"] : ["555", "555"];
  return {
    mpn: `${device.name}${code}`,
    manufacturer: device.manufacturer,
    properties: { "timer-type": device.type, channels: device.channels, package: pkg, "operating-temperature": device.temp },
    en: `${en} ${device.type === "CMOS" ? "CMOS" : "bipolar"} timer, ${pkg}`,
    tr: `${tr} ${device.type === "CMOS" ? "CMOS" : "bipolar"} zamanlayıcı, ${pkg}`,
    priceUsd,
    packaging: reel ? "tape" : "tube",
    fullPack: reel ? 2500 : 50,
    keywords: "timer zamanlayici 555 osilator oscillator",
  };
}

const TIMER_PARTS = TIMERS.flatMap((device) => device.packages.map(([code, pkg, reel]) => ({ device, code, pkg, reel })));

export const timers: Family = {
  category: "timers",
  weight: 1,
  size: TIMER_PARTS.length,
  properties: [
    { code: "timer-type", tr: "Teknoloji", en: "Timer Type", kind: "enum", key: true },
    { code: "channels", tr: "Zamanlayıcı Sayısı", en: "Number of Circuits", kind: "numeric", unit: "", key: true },
    packageCase,
    temperature,
  ],
  build(index, random) {
    const { device, code, pkg, reel } = TIMER_PARTS[spread(index, this.size)];
    return timerPart(device, code, pkg, reel, priced(random, device.base));
  },
};

/** One timer by maker, device name and package letters ("texas-instruments", "NE555", "P"), for the staples. */
export function orderedTimer(manufacturer: string, name: string, code: string, priceUsd: number): PartSeed {
  const part = TIMER_PARTS.find((item) => item.device.manufacturer === manufacturer && item.device.name === name && item.code === code)!;
  return timerPart(part.device, code, part.pkg, part.reel, priceUsd);
}
