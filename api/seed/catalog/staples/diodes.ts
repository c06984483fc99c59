import type { PartSeed } from "../family";
import { rectifierPart, schottkyPart, zenerPart } from "../families/diodes";

/** The signal, rectifier, Schottky and Zener diodes every stock list carries, with their makers' ordering codes. */
export const rectifierStaples: PartSeed[] = [
  rectifierPart("1N4148", "onsemi", 100, 0.2, true, "DO-35", 0.02),
  rectifierPart("1N4148W-7-F", "diodes-inc", 75, 0.3, true, "SOD-123", 0.03),
  rectifierPart("1N4007-E3/54", "vishay", 1000, 1, false, "DO-41", 0.04),
  rectifierPart("1N4007G", "onsemi", 1000, 1, false, "DO-41", 0.04),
  rectifierPart("1N4001-E3/54", "vishay", 50, 1, false, "DO-41", 0.04),
  rectifierPart("1N4004-E3/54", "vishay", 400, 1, false, "DO-41", 0.04),
  rectifierPart("1N5408-E3/54", "vishay", 1000, 3, false, "DO-201AD", 0.12),
  rectifierPart("UF4007-E3/54", "vishay", 1000, 1, true, "DO-41", 0.08),
  rectifierPart("MUR160G", "onsemi", 600, 1, true, "DO-41", 0.15),
  rectifierPart("S1M-13-F", "diodes-inc", 1000, 1, false, "SMA", 0.05),
];

export const schottkyStaples: PartSeed[] = [
  schottkyPart("1N5819-E3/54", "vishay", 40, 1, 0.6, "DO-41", 0.06),
  schottkyPart("1N5819RLG", "onsemi", 40, 1, 0.6, "DO-41", 0.06),
  schottkyPart("1N5817-E3/54", "vishay", 20, 1, 0.45, "DO-41", 0.06),
  schottkyPart("1N5822-E3/54", "vishay", 40, 3, 0.525, "DO-201AD", 0.15),
  schottkyPart("1N5822RLG", "onsemi", 40, 3, 0.525, "DO-201AD", 0.15),
  schottkyPart("BAT54,215", "nexperia", 30, 0.2, 0.8, "SOT-23", 0.03),
  schottkyPart("BAT54LT1G", "onsemi", 30, 0.2, 0.8, "SOT-23", 0.03),
  schottkyPart("SS14-E3/61T", "vishay", 40, 1, 0.5, "SMA", 0.07),
  schottkyPart("SS34-E3/57T", "vishay", 40, 3, 0.5, "SMC", 0.12),
  schottkyPart("B340A-13-F", "diodes-inc", 40, 3, 0.5, "SMA", 0.1),
];

export const zenerStaples: PartSeed[] = [
  zenerPart("1N4728A-TR", "vishay", 3.3, 1, "DO-41", 0.05),
  zenerPart("1N4732A-TR", "vishay", 4.7, 1, "DO-41", 0.05),
  zenerPart("1N4733A-TR", "vishay", 5.1, 1, "DO-41", 0.05),
  zenerPart("1N4734A-TR", "vishay", 5.6, 1, "DO-41", 0.05),
  zenerPart("1N4739A-TR", "vishay", 9.1, 1, "DO-41", 0.05),
  zenerPart("1N4742A-TR", "vishay", 12, 1, "DO-41", 0.05),
  zenerPart("1N4744A-TR", "vishay", 15, 1, "DO-41", 0.05),
  zenerPart("BZX84C3V3LT1G", "onsemi", 3.3, 0.25, "SOT-23", 0.03),
  zenerPart("BZX84C5V1LT1G", "onsemi", 5.1, 0.25, "SOT-23", 0.03),
  zenerPart("BZX84C12LT1G", "onsemi", 12, 0.25, "SOT-23", 0.03),
  zenerPart("BZX84-C5V1,215", "nexperia", 5.1, 0.25, "SOT-23", 0.03),
  zenerPart("BZX84C5V1-7-F", "diodes-inc", 5.1, 0.3, "SOT-23", 0.03),
];
