import { normalizePartNumber } from "../../modules/catalog/text";
import type { Family, PartSeed } from "./family";
import { type Random } from "./random";
import { staplesOf } from "./staples";

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

/** Parts a family can make: its staples, its base combinations, and (only for large synthetic catalogs) the suffix cycles. */
export const capacityOf = (family: Family, cycles: number) => staplesOf(family.category).length + family.size * cycles;

/**
 * Part number `index` of a family: its staples (the real parts every engineer looks for) first, then its base
 * combinations, then an ordering-code suffix per extra cycle.
 */
export function buildPart(family: Family, index: number, random: Random): PartSeed {
  const staples = staplesOf(family.category);
  if (index < staples.length) return staples[index];
  const generated = index - staples.length;
  const base = family.build(generated % family.size, random);
  const cycle = Math.floor(generated / family.size);
  if (cycle === 0) return base;
  if (cycle >= MAX_CYCLES) throw new RangeError(`${family.category}: no more than ${family.size * MAX_CYCLES} distinct parts`);
  const suffix = ORDERING_SUFFIXES[cycle - 1];
  return { ...base, mpn: `${base.mpn}${suffix.code}`, en: `${base.en}, ${suffix.en}`, tr: `${base.tr}, ${suffix.tr}` };
}

/** Keeps MPNs unique across the catalog: a part already written (a staple the generator meets again) is not written twice. */
export class MpnRegistry {
  private readonly seen = new Set<string>();

  /** False when the part number is already in the catalog. */
  claim(mpn: string): boolean {
    const normalized = normalizePartNumber(mpn);
    if (this.seen.has(normalized)) return false;
    this.seen.add(normalized);
    return true;
  }
}
