import { formatQuantity } from "../../../modules/catalog/units";
import { priced, type Family, type PackagingKind, type PartSeed, type PropertySeed } from "../family";
import { spread } from "../space";
import { packageCase } from "./ics";

const temperature: PropertySeed = { code: "operating-temperature", tr: "Çalışma Sıcaklığı", en: "Operating Temperature", kind: "enum" };

/** SOT parts come on reels, TO-92 loose, power packages in tubes (DPAK and SO-8 on reels). */
const packed = (pkg: string): { packaging: PackagingKind; fullPack: number } =>
  pkg.startsWith("SOT") || pkg === "DPAK" || pkg === "SOIC-8" || pkg === "LFPAK56"
    ? { packaging: "tape", fullPack: pkg.startsWith("SOT-23") ? 3000 : 2500 }
    : pkg.startsWith("TO-92")
      ? { packaging: "bulk", fullPack: 1000 }
      : { packaging: "tube", fullPack: 50 };

/** A bipolar transistor as its datasheet gives it: polarity, Vceo, Ic, minimum hFE of its gain group, package. */
export function bipolarPart(
  mpn: string,
  manufacturer: string,
  polarity: "NPN" | "PNP",
  vceo: number,
  ic: number,
  hfe: number,
  pkg: string,
  priceUsd: number,
): PartSeed {
  return {
    mpn,
    manufacturer,
    properties: { polarity, "collector-emitter-voltage": vceo, "collector-current": ic, "dc-gain": hfe, package: pkg },
    en: `${polarity} bipolar transistor ${vceo} V ${formatQuantity(ic, "A", "en")}, ${pkg}`,
    tr: `${polarity} bipolar transistör ${vceo} V ${formatQuantity(ic, "A", "tr")}, ${pkg}`,
    priceUsd,
    ...packed(pkg),
    keywords: "bjt transistor transistör",
  };
}

/** A MOSFET as its datasheet gives it: channel, Vds, Id, maximum Rds(on) (at 10 V, or 4.5 V for logic-level SOT-23 parts). */
export function mosfetPart(
  mpn: string,
  manufacturer: string,
  channel: "N" | "P",
  vds: number,
  id: number,
  rds: number,
  pkg: string,
  priceUsd: number,
): PartSeed {
  const text = (locale: "tr" | "en") => `${vds} V ${formatQuantity(id, "A", locale)}, Rds(on) ${formatQuantity(rds, "Ω", locale)}, ${pkg}`;
  return {
    mpn,
    manufacturer,
    properties: {
      channel: `${channel}-Channel`,
      "drain-source-voltage": vds,
      "drain-current": id,
      "rds-on": rds,
      package: pkg,
      "operating-temperature": pkg.startsWith("SOT") ? "-55 °C ~ 150 °C" : "-55 °C ~ 175 °C",
    },
    en: `${channel}-Channel MOSFET ${text("en")}`,
    tr: `${channel} kanal MOSFET ${text("tr")}`,
    priceUsd,
    ...packed(pkg),
    keywords: "mosfet transistor fet",
  };
}

type MosfetRow = [mpn: string, maker: string, channel: "N" | "P", vds: number, id: number, rds: number, pkg: string, base: number];

/** Real MOSFETs by their makers' ordering codes, beyond the staples. */
const MOSFETS: MosfetRow[] = [
  ["IRF1405PBF", "infineon", "N", 55, 169, 0.0053, "TO-220", 1.9],
  ["IRF1010EPBF", "infineon", "N", 60, 84, 0.012, "TO-220", 1.3],
  ["IRFB4110PBF", "infineon", "N", 100, 180, 0.0045, "TO-220", 3.2],
  ["IRLB8721PBF", "infineon", "N", 30, 62, 0.0087, "TO-220", 0.8],
  ["IRF4905PBF", "infineon", "P", 55, 74, 0.02, "TO-220", 1.6],
  ["IRF5305PBF", "infineon", "P", 55, 31, 0.06, "TO-220", 1],
  ["IRF530NPBF", "infineon", "N", 100, 17, 0.09, "TO-220", 0.8],
  ["IRF640NPBF", "infineon", "N", 200, 18, 0.15, "TO-220", 1.1],
  ["IRF9Z34NPBF", "infineon", "P", 55, 19, 0.1, "TO-220", 0.9],
  ["IRLML0030TRPBF", "infineon", "N", 30, 5.3, 0.027, "SOT-23", 0.15],
  ["IRLML0100TRPBF", "infineon", "N", 100, 1.6, 0.22, "SOT-23", 0.2],
  ["IRLML5203TRPBF", "infineon", "P", 30, 3, 0.098, "SOT-23", 0.18],
  ["IRLR7843TRPBF", "infineon", "N", 30, 161, 0.0033, "DPAK", 0.9],
  ["IRFR5305TRPBF", "infineon", "P", 55, 31, 0.065, "DPAK", 0.8],
  ["NDS7002A", "onsemi", "N", 60, 0.28, 2, "SOT-23", 0.06],
  ["NTR4003NT1G", "onsemi", "N", 30, 0.56, 1.5, "SOT-23", 0.07],
  ["NTR4101PT1G", "onsemi", "P", 20, 3.2, 0.085, "SOT-23", 0.12],
  ["FDN340P", "onsemi", "P", 20, 2, 0.07, "SOT-23", 0.2],
  ["FDN337N", "onsemi", "N", 30, 2.2, 0.065, "SOT-23", 0.18],
  ["FQP27P06", "onsemi", "P", 60, 27, 0.07, "TO-220", 1.1],
  ["FQP50N06", "onsemi", "N", 60, 50, 0.022, "TO-220", 1],
  ["2N7002,215", "nexperia", "N", 60, 0.3, 5, "SOT-23", 0.04],
  ["BSS138BK,215", "nexperia", "N", 60, 0.36, 1.6, "SOT-23", 0.06],
  ["BSS84,215", "nexperia", "P", 50, 0.13, 10, "SOT-23", 0.06],
  ["PSMN1R2-30YLC,115", "nexperia", "N", 30, 100, 0.0012, "LFPAK56", 1.2],
  ["SI2312CDS-T1-GE3", "vishay", "N", 20, 6, 0.031, "SOT-23", 0.15],
  ["SI4435DDY-T1-GE3", "vishay", "P", 30, 11.4, 0.024, "SOIC-8", 0.5],
  ["IRF840PBF", "vishay", "N", 500, 8, 0.85, "TO-220", 1.4],
  ["IRF9530PBF", "vishay", "P", 100, 12, 0.3, "TO-220", 1.3],
  ["IRFZ44PBF", "vishay", "N", 60, 50, 0.028, "TO-220", 1.2],
  ["IRF520PBF", "vishay", "N", 100, 9.2, 0.27, "TO-220", 0.9],
  ["IRF630PBF", "vishay", "N", 200, 9, 0.4, "TO-220", 1],
  ["STP16NF06", "stmicroelectronics", "N", 60, 16, 0.1, "TO-220", 0.6],
  ["STP36NF06L", "stmicroelectronics", "N", 60, 30, 0.04, "TO-220", 0.8],
  ["STP75NF75", "stmicroelectronics", "N", 75, 80, 0.011, "TO-220", 1.4],
  ["STD30NF06LT4", "stmicroelectronics", "N", 60, 35, 0.028, "DPAK", 0.7],
  ["AO3407A", "alpha-omega-semiconductor", "P", 30, 4.3, 0.052, "SOT-23", 0.09],
  ["AO4407A", "alpha-omega-semiconductor", "P", 30, 12, 0.011, "SOIC-8", 0.3],
  ["AOD4184A", "alpha-omega-semiconductor", "N", 40, 50, 0.007, "DPAK", 0.45],
  ["DMN3404L-7", "diodes-inc", "N", 30, 5.8, 0.028, "SOT-23", 0.1],
  ["DMG2302U-7", "diodes-inc", "N", 20, 2.4, 0.09, "SOT-23", 0.08],
  ["DMP3098L-7", "diodes-inc", "P", 30, 3.8, 0.065, "SOT-23", 0.1],
  ["DMG3415U-7", "diodes-inc", "P", 20, 4, 0.042, "SOT-23", 0.1],
];

export const mosfets: Family = {
  category: "mosfets",
  weight: 4,
  size: MOSFETS.length,
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
    const [mpn, maker, channel, vds, id, rds, pkg, base] = MOSFETS[spread(index, this.size)];
    return mosfetPart(mpn, maker, channel, vds, id, rds, pkg, priced(random, base));
  },
};

type BipolarRow = [mpn: string, maker: string, polarity: "NPN" | "PNP", vceo: number, ic: number, hfe: number, pkg: string, base: number];

/** Real bipolar transistors by their makers' ordering codes, beyond the staples. */
const BIPOLARS: BipolarRow[] = [
  ["MMBT4401LT1G", "onsemi", "NPN", 40, 0.6, 100, "SOT-23", 0.03],
  ["MMBT4403LT1G", "onsemi", "PNP", 40, 0.6, 100, "SOT-23", 0.03],
  ["MMBT5551LT1G", "onsemi", "NPN", 160, 0.6, 80, "SOT-23", 0.04],
  ["MMBT5401LT1G", "onsemi", "PNP", 150, 0.6, 60, "SOT-23", 0.04],
  ["MMBT2907ALT1G", "onsemi", "PNP", 60, 0.6, 100, "SOT-23", 0.03],
  ["BC817-40LT1G", "onsemi", "NPN", 45, 0.5, 250, "SOT-23", 0.03],
  ["BC807-40LT1G", "onsemi", "PNP", 45, 0.5, 250, "SOT-23", 0.03],
  ["BC846BLT1G", "onsemi", "NPN", 65, 0.1, 200, "SOT-23", 0.03],
  ["BC856BLT1G", "onsemi", "PNP", 65, 0.1, 200, "SOT-23", 0.03],
  ["PN2222ABU", "onsemi", "NPN", 40, 1, 100, "TO-92", 0.05],
  ["2N4401BU", "onsemi", "NPN", 40, 0.6, 100, "TO-92", 0.05],
  ["2N5551BU", "onsemi", "NPN", 160, 0.6, 80, "TO-92", 0.06],
  ["2N5401BU", "onsemi", "PNP", 150, 0.6, 60, "TO-92", 0.06],
  ["BC548B", "onsemi", "NPN", 30, 0.1, 200, "TO-92", 0.05],
  ["MJE3055T", "onsemi", "NPN", 60, 10, 20, "TO-220", 0.7],
  ["MJE2955T", "onsemi", "PNP", 60, 10, 20, "TO-220", 0.8],
  ["TIP41CG", "onsemi", "NPN", 100, 6, 15, "TO-220", 0.5],
  ["TIP42CG", "onsemi", "PNP", 100, 6, 15, "TO-220", 0.5],
  ["BC817-25,215", "nexperia", "NPN", 45, 0.5, 160, "SOT-23", 0.03],
  ["BC807-25,215", "nexperia", "PNP", 45, 0.5, 160, "SOT-23", 0.03],
  ["BC846B,215", "nexperia", "NPN", 65, 0.1, 200, "SOT-23", 0.03],
  ["BC856B,215", "nexperia", "PNP", 65, 0.1, 200, "SOT-23", 0.03],
  ["PMBT3904,215", "nexperia", "NPN", 40, 0.2, 100, "SOT-23", 0.03],
  ["PMBT3906,215", "nexperia", "PNP", 40, 0.2, 100, "SOT-23", 0.03],
  ["PMBT2222A,215", "nexperia", "NPN", 40, 0.6, 100, "SOT-23", 0.03],
  ["BCP56-16,115", "nexperia", "NPN", 80, 1, 100, "SOT-223", 0.12],
  ["BCP53-16,115", "nexperia", "PNP", 80, 1, 100, "SOT-223", 0.12],
  ["MMBT3904-7-F", "diodes-inc", "NPN", 40, 0.2, 100, "SOT-23", 0.03],
  ["MMBT3906-7-F", "diodes-inc", "PNP", 40, 0.2, 100, "SOT-23", 0.03],
  ["MMBT4401-7-F", "diodes-inc", "NPN", 40, 0.6, 100, "SOT-23", 0.03],
  ["BC847B-7-F", "diodes-inc", "NPN", 45, 0.1, 200, "SOT-23", 0.03],
  ["BD135", "stmicroelectronics", "NPN", 45, 1.5, 40, "SOT-32", 0.3],
  ["BD136", "stmicroelectronics", "PNP", 45, 1.5, 40, "SOT-32", 0.3],
  ["BD137", "stmicroelectronics", "NPN", 60, 1.5, 40, "SOT-32", 0.3],
  ["TIP32C", "stmicroelectronics", "PNP", 100, 3, 25, "TO-220", 0.5],
  ["TIP122", "stmicroelectronics", "NPN", 100, 5, 1000, "TO-220", 0.55],
  ["TIP125", "stmicroelectronics", "PNP", 60, 5, 1000, "TO-220", 0.55],
  ["TIP127", "stmicroelectronics", "PNP", 100, 5, 1000, "TO-220", 0.55],
  ["2N3055", "stmicroelectronics", "NPN", 60, 15, 20, "TO-3", 1.6],
];

export const bipolarTransistors: Family = {
  category: "bipolar-transistors",
  weight: 2,
  size: BIPOLARS.length,
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
    const [mpn, maker, polarity, vceo, ic, hfe, pkg, base] = BIPOLARS[spread(index, this.size)];
    return bipolarPart(mpn, maker, polarity, vceo, ic, hfe, pkg, priced(random, base));
  },
};
