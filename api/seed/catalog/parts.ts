import { normalizePartNumber } from "../../modules/catalog/text";
import type { Family, PartSeed } from "./family";
import { type Random } from "./random";

/**
 * Ordering-code suffixes makers add to one base part (finish, qualification, halogen-free, packing):
 * a large catalog cycles through them once a family's base combinations are used up.
 */
const ORDERING_SUFFIXES = [
  { code: "-E3", en: "matte tin (e3) termination", tr: "mat kalay (e3) uç" },
  { code: "-AU", en: "AEC-Q qualified", tr: "AEC-Q otomotiv onaylı" },
  { code: "-HF", en: "halogen free", tr: "halojensiz" },
  { code: "-T1", en: "tape and reel, reverse orientation", tr: "ters yönlü şerit" },
  { code: "-G", en: "green (RoHS 3)", tr: "yeşil (RoHS 3)" },
  { code: "-HE3", en: "high-reliability e3", tr: "yüksek güvenilirlik e3" },
  { code: "-Q1", en: "automotive, PPAP capable", tr: "otomotiv, PPAP" },
  { code: "-LF", en: "lead free", tr: "kurşunsuz" },
  { code: "-X", en: "extended temperature screening", tr: "genişletilmiş sıcaklık taraması" },
  { code: "-NT", en: "no-trim production lot", tr: "ayarsız üretim partisi" },
] as const;

export const MAX_CYCLES = ORDERING_SUFFIXES.length + 1;

/** Part number `index` of a family: its base combination, then an ordering-code suffix per extra cycle. */
export function buildPart(family: Family, index: number, random: Random): PartSeed {
  const base = family.build(index % family.size, random);
  const cycle = Math.floor(index / family.size);
  if (cycle === 0) return base;
  if (cycle >= MAX_CYCLES) throw new RangeError(`${family.category}: no more than ${family.size * MAX_CYCLES} distinct parts`);
  const suffix = ORDERING_SUFFIXES[cycle - 1];
  return { ...base, mpn: `${base.mpn}${suffix.code}`, en: `${base.en}, ${suffix.en}`, tr: `${base.tr}, ${suffix.tr}` };
}

/** Keeps MPNs unique across the catalog: a clash (two makers' patterns meeting) gets a revision letter. */
export class MpnRegistry {
  private readonly seen = new Set<string>();

  claim(mpn: string): string {
    let candidate = mpn;
    for (let revision = 0; this.seen.has(normalizePartNumber(candidate)); revision += 1) {
      candidate = `${mpn}-R${String.fromCharCode(65 + (revision % 26))}${revision >= 26 ? Math.floor(revision / 26) : ""}`;
    }
    this.seen.add(normalizePartNumber(candidate));
    return candidate;
  }
}
