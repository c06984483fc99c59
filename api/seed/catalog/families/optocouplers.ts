import { priced, type Family, type PartSeed } from "../family";
import { spread } from "../space";
import { packageCase } from "./ics";

type Output = "Transistor" | "Darlington" | "Logic" | "Triac";
const OUTPUT_NAMES: Record<Output, [en: string, tr: string]> = {
  Transistor: ["phototransistor", "fototransistör"],
  Darlington: ["Darlington", "Darlington"],
  Logic: ["logic", "lojik"],
  Triac: ["triac driver", "triyak sürücü"],
};

/** An optocoupler as its datasheet gives it: output, isolation voltage (V rms), channels, package. */
export function optocouplerPart(
  mpn: string,
  manufacturer: string,
  output: Output,
  isolation: number,
  channels: number,
  pkg: string,
  priceUsd: number,
): PartSeed {
  const [en, tr] = OUTPUT_NAMES[output];
  const smd = pkg.startsWith("SO");
  return {
    mpn,
    manufacturer,
    properties: { "output-type": output, "isolation-voltage": isolation, channels, package: pkg },
    en: `${channels}-channel optocoupler, ${en} output, ${pkg}`,
    tr: `${channels} kanallı optokuplör, ${tr} çıkış, ${pkg}`,
    priceUsd,
    packaging: smd ? "tape" : "tube",
    fullPack: smd ? 1000 : 100,
    keywords: "optocoupler optokuplor isolator",
  };
}

type OptoRow = [mpn: string, maker: string, output: Output, isolation: number, channels: number, pkg: string, base: number];

/** Real optocouplers by their makers' ordering codes, beyond the staples. */
const OPTOCOUPLERS: OptoRow[] = [
  ["4N26", "vishay", "Transistor", 5000, 1, "DIP-6", 0.3],
  ["4N33", "vishay", "Darlington", 5000, 1, "DIP-6", 0.4],
  ["CNY17-3", "vishay", "Transistor", 5000, 1, "DIP-6", 0.35],
  ["SFH617A-3", "vishay", "Transistor", 5000, 1, "DIP-4", 0.3],
  ["TCMT1100", "vishay", "Transistor", 3750, 1, "SOP-4", 0.25],
  ["TCMT4100", "vishay", "Transistor", 3750, 4, "SOP-16", 0.9],
  ["MOC3041M", "onsemi", "Triac", 4170, 1, "DIP-6", 0.55],
  ["MOC3063M", "onsemi", "Triac", 4170, 1, "DIP-6", 0.6],
  ["H11L1M", "onsemi", "Logic", 4170, 1, "DIP-6", 0.7],
  ["FOD817B", "onsemi", "Transistor", 5000, 1, "DIP-4", 0.15],
  ["MOCD207M", "onsemi", "Transistor", 2500, 2, "SOIC-8", 0.6],
  ["6N136", "broadcom", "Transistor", 3750, 1, "DIP-8", 1.1],
  ["6N138", "broadcom", "Darlington", 3750, 1, "DIP-8", 1.2],
  ["6N139", "broadcom", "Darlington", 3750, 1, "DIP-8", 1.3],
  ["HCPL-2601", "broadcom", "Logic", 3750, 1, "DIP-8", 1.6],
  ["HCPL-2631", "broadcom", "Logic", 3750, 2, "DIP-8", 2.4],
  ["HCPL-0601", "broadcom", "Logic", 3750, 1, "SOIC-8", 1.7],
  ["HCPL-0631", "broadcom", "Logic", 3750, 2, "SOIC-8", 2.5],
];

export const optocouplers: Family = {
  category: "optocouplers",
  weight: 1,
  size: OPTOCOUPLERS.length,
  properties: [
    { code: "output-type", tr: "Çıkış Tipi", en: "Output Type", kind: "enum", key: true },
    { code: "isolation-voltage", tr: "İzolasyon Gerilimi", en: "Isolation Voltage", kind: "numeric", unit: "V", key: true },
    { code: "channels", tr: "Kanal Sayısı", en: "Number of Channels", kind: "numeric", unit: "", key: true },
    packageCase,
  ],
  build(index, random) {
    const [mpn, maker, output, isolation, channels, pkg, base] = OPTOCOUPLERS[spread(index, this.size)];
    return optocouplerPart(mpn, maker, output, isolation, channels, pkg, priced(random, base));
  },
};
