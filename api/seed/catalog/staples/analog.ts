import type { PartSeed } from "../family";
import { opAmpPart, regulatorPart } from "../families/analog";

const TI_DATASHEETS = "https://www.ti.com/lit/ds/symlink/";
const COMMERCIAL = "0 °C ~ 70 °C";
const INDUSTRIAL = "-40 °C ~ 85 °C";

/** The op-amps every stock list carries, with their makers' ordering codes. */
export const opAmpStaples: PartSeed[] = [
  { ...opAmpPart("LM358P", "texas-instruments", 2, 0.7e6, "DIP-8", COMMERCIAL, false, 0.25), datasheetUrl: `${TI_DATASHEETS}lm358.pdf` },
  { ...opAmpPart("LM358DR", "texas-instruments", 2, 0.7e6, "SOIC-8", COMMERCIAL, true, 0.15), datasheetUrl: `${TI_DATASHEETS}lm358.pdf` },
  opAmpPart("LM358N", "stmicroelectronics", 2, 1.1e6, "DIP-8", COMMERCIAL, false, 0.25),
  { ...opAmpPart("LM324N", "texas-instruments", 4, 1.2e6, "DIP-14", COMMERCIAL, false, 0.3), datasheetUrl: `${TI_DATASHEETS}lm324.pdf` },
  { ...opAmpPart("LM324DR", "texas-instruments", 4, 1.2e6, "SOIC-14", COMMERCIAL, true, 0.2), datasheetUrl: `${TI_DATASHEETS}lm324.pdf` },
  { ...opAmpPart("TL072CP", "texas-instruments", 2, 3e6, "DIP-8", COMMERCIAL, false, 0.45), datasheetUrl: `${TI_DATASHEETS}tl072.pdf` },
  { ...opAmpPart("TL072CDR", "texas-instruments", 2, 3e6, "SOIC-8", COMMERCIAL, true, 0.35), datasheetUrl: `${TI_DATASHEETS}tl072.pdf` },
  { ...opAmpPart("TL074CN", "texas-instruments", 4, 3e6, "DIP-14", COMMERCIAL, false, 0.55), datasheetUrl: `${TI_DATASHEETS}tl074.pdf` },
  { ...opAmpPart("NE5532P", "texas-instruments", 2, 10e6, "DIP-8", COMMERCIAL, false, 0.6), datasheetUrl: `${TI_DATASHEETS}ne5532.pdf` },
  { ...opAmpPart("NE5532DR", "texas-instruments", 2, 10e6, "SOIC-8", COMMERCIAL, true, 0.45), datasheetUrl: `${TI_DATASHEETS}ne5532.pdf` },
  { ...opAmpPart("LM741CN", "texas-instruments", 1, 1e6, "DIP-8", COMMERCIAL, false, 0.5), datasheetUrl: `${TI_DATASHEETS}lm741.pdf` },
  { ...opAmpPart("OPA2134PA", "texas-instruments", 2, 8e6, "DIP-8", INDUSTRIAL, false, 2.9), datasheetUrl: `${TI_DATASHEETS}opa2134.pdf` },
  {
    ...opAmpPart("MCP6002-I/SN", "microchip", 2, 1e6, "SOIC-8", INDUSTRIAL, false, 0.3),
    datasheetUrl: "https://www.microchip.com/en-us/product/MCP6002",
  },
];

const AMS1117 = "http://www.advanced-monolithic.com/pdf/ds1117.pdf";
const ST_L78 = "https://www.st.com/resource/en/datasheet/l78.pdf";
const MCP1700 = "https://www.microchip.com/en-us/product/MCP1700";

/** The regulators every stock list carries: AMS1117, 78xx, LM317, MCP1700 and friends. */
export const regulatorStaples: PartSeed[] = [
  {
    ...regulatorPart("AMS1117-3.3", "advanced-monolithic-systems", "LDO", 3.3, 1, "SOT-223", "-40 °C ~ 125 °C", true, 0.12),
    datasheetUrl: AMS1117,
  },
  {
    ...regulatorPart("AMS1117-5.0", "advanced-monolithic-systems", "LDO", 5, 1, "SOT-223", "-40 °C ~ 125 °C", true, 0.12),
    datasheetUrl: AMS1117,
  },
  { ...regulatorPart("L7805CV", "stmicroelectronics", "Linear", 5, 1.5, "TO-220", "0 °C ~ 125 °C", false, 0.35), datasheetUrl: ST_L78 },
  { ...regulatorPart("L7812CV", "stmicroelectronics", "Linear", 12, 1.5, "TO-220", "0 °C ~ 125 °C", false, 0.35), datasheetUrl: ST_L78 },
  regulatorPart("LM7805CT", "onsemi", "Linear", 5, 1, "TO-220", "0 °C ~ 125 °C", false, 0.4),
  regulatorPart("MC7805CTG", "onsemi", "Linear", 5, 1, "TO-220", "0 °C ~ 125 °C", false, 0.4),
  regulatorPart("LM317T", "stmicroelectronics", "Linear", null, 1.5, "TO-220", "0 °C ~ 125 °C", false, 0.4),
  { ...regulatorPart("MCP1700-3302E/TO", "microchip", "LDO", 3.3, 0.25, "TO-92", "-40 °C ~ 125 °C", false, 0.35), datasheetUrl: MCP1700 },
  { ...regulatorPart("MCP1700T-3302E/TT", "microchip", "LDO", 3.3, 0.25, "SOT-23", "-40 °C ~ 125 °C", true, 0.3), datasheetUrl: MCP1700 },
  regulatorPart("AP2112K-3.3TRG1", "diodes-inc", "LDO", 3.3, 0.6, "SOT-23-5", "-40 °C ~ 85 °C", true, 0.18),
  regulatorPart("LD1117S33TR", "stmicroelectronics", "LDO", 3.3, 0.8, "SOT-223", "0 °C ~ 125 °C", true, 0.3),
  {
    ...regulatorPart("LM2596S-5.0/NOPB", "texas-instruments", "Switching (Buck)", 5, 3, "TO-263-5", "-40 °C ~ 125 °C", false, 3.2),
    datasheetUrl: `${TI_DATASHEETS}lm2596.pdf`,
  },
];
