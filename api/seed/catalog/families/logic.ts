import { priced, type Family, type PartSeed } from "../family";
import { spread } from "../space";
import { packageCase, temperature } from "./ics";

interface LogicDevice {
  /** The device name in TI's ordering code, before the package letters. */
  name: string;
  function: string;
  en: string;
  tr: string;
  pins: number;
  base: number;
}

const hc = (number: string, fn: string, en: string, tr: string, pins: number, base = 0.25): LogicDevice => ({
  name: `SN74HC${number}`,
  function: fn,
  en,
  tr,
  pins,
  base,
});
const cmos = (number: string, fn: string, en: string, tr: string, pins: number, base = 0.3): LogicDevice => ({
  name: `CD${number}B`,
  function: fn,
  en,
  tr,
  pins,
  base,
});

/** TI's 74HC and CD4000B devices engineers reach for, with their pin counts. */
export const LOGIC_DEVICES: LogicDevice[] = [
  hc("595", "Shift Register", "8-bit shift register with output latches", "çıkış tutuculu 8 bit kaydırmalı yazmaç", 16, 0.3),
  hc("00", "Gate", "quad 2-input NAND gate", "dörtlü 2 girişli NAND kapısı", 14),
  hc("14", "Inverter", "hex Schmitt-trigger inverter", "altılı Schmitt tetikli evirici", 14),
  hc("04", "Inverter", "hex inverter", "altılı evirici", 14),
  hc("08", "Gate", "quad 2-input AND gate", "dörtlü 2 girişli AND kapısı", 14),
  hc("32", "Gate", "quad 2-input OR gate", "dörtlü 2 girişli OR kapısı", 14),
  hc("02", "Gate", "quad 2-input NOR gate", "dörtlü 2 girişli NOR kapısı", 14),
  hc("86", "Gate", "quad 2-input XOR gate", "dörtlü 2 girişli XOR kapısı", 14),
  hc("74", "Flip-Flop", "dual D-type flip-flop", "ikili D tipi flip-flop", 14),
  hc("125", "Buffer", "quad 3-state buffer", "dörtlü 3 durumlu tampon", 14),
  hc("138", "Decoder", "3-to-8 line decoder", "3'ten 8'e kod çözücü", 16),
  hc("164", "Shift Register", "8-bit serial-in parallel-out shift register", "seri giriş paralel çıkış 8 bit kaydırmalı yazmaç", 14),
  hc("165", "Shift Register", "8-bit parallel-in serial-out shift register", "paralel giriş seri çıkış 8 bit kaydırmalı yazmaç", 16),
  hc("244", "Buffer", "octal 3-state buffer", "sekizli 3 durumlu tampon", 20, 0.4),
  hc("245", "Transceiver", "octal 3-state bus transceiver", "sekizli 3 durumlu veri yolu alıcı-vericisi", 20, 0.4),
  hc("373", "Latch", "octal D-type latch", "sekizli D tipi tutucu", 20, 0.4),
  hc("374", "Flip-Flop", "octal D-type flip-flop", "sekizli D tipi flip-flop", 20, 0.4),
  cmos("4017", "Counter", "decade counter with 10 decoded outputs", "10 çözülmüş çıkışlı onluk sayıcı", 16),
  cmos("4011", "Gate", "quad 2-input NAND gate", "dörtlü 2 girişli NAND kapısı", 14),
  cmos("4013", "Flip-Flop", "dual D-type flip-flop", "ikili D tipi flip-flop", 14),
  cmos("4040", "Counter", "12-stage binary counter", "12 kademeli ikili sayıcı", 16),
  cmos("4051", "Multiplexer", "8-channel analog multiplexer", "8 kanallı analog çoklayıcı", 16),
  cmos("4060", "Counter", "14-stage binary counter and oscillator", "14 kademeli ikili sayıcı ve osilatör", 16),
  cmos("4066", "Analog Switch", "quad bilateral analog switch", "dörtlü çift yönlü analog anahtar", 14),
  cmos("4093", "Gate", "quad 2-input Schmitt-trigger NAND gate", "dörtlü 2 girişli Schmitt tetikli NAND kapısı", 14),
];

/** TI's package letters: 74HC in PDIP (N), SOIC on a reel (DR) and TSSOP on a reel (PWR); CD4000B in PDIP (E) and SOIC on a reel (M96). */
const PACKAGES = {
  hc: [
    ["N", "DIP", false],
    ["DR", "SOIC", true],
    ["PWR", "TSSOP", true],
  ],
  cmos: [
    ["E", "DIP", false],
    ["M96", "SOIC", true],
  ],
} as const;

export const packagesOf = (device: LogicDevice) => (device.name.startsWith("CD") ? PACKAGES.cmos : PACKAGES.hc);

/** One orderable logic IC: device and package letters as TI writes them. */
export function logicPart(device: LogicDevice, packageIndex: number, price: number): PartSeed {
  const [code, outline, reel] = packagesOf(device)[packageIndex];
  const pkg = `${outline}-${device.pins}`;
  const series = device.name.startsWith("CD") ? "CD4000B" : "74HC";
  return {
    mpn: `${device.name}${code}`,
    manufacturer: "texas-instruments",
    properties: {
      "logic-function": device.function,
      "logic-family": series,
      package: pkg,
      "operating-temperature": series === "74HC" ? "-40 °C ~ 85 °C" : "-55 °C ~ 125 °C",
    },
    en: `${series} ${device.en}, ${pkg}`,
    tr: `${series} ${device.tr}, ${pkg}`,
    priceUsd: price,
    packaging: reel ? "tape" : "tube",
    fullPack: reel ? 2500 : 25,
    keywords: "logic lojik entegre gate kapi cmos ttl",
  };
}

/** Every orderable device and package. */
const LOGIC_PARTS = LOGIC_DEVICES.flatMap((device) => packagesOf(device).map((_, packageIndex) => ({ device, packageIndex })));

export const logicIcs: Family = {
  category: "logic-ics",
  weight: 2,
  size: LOGIC_PARTS.length,
  properties: [
    { code: "logic-function", tr: "Fonksiyon", en: "Logic Function", kind: "enum", key: true },
    { code: "logic-family", tr: "Lojik Ailesi", en: "Logic Family", kind: "enum", key: true },
    packageCase,
    temperature,
  ],
  build(index, random) {
    const { device, packageIndex } = LOGIC_PARTS[spread(index, this.size)];
    return logicPart(device, packageIndex, priced(random, device.base));
  },
};
