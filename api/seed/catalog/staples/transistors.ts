import type { PartSeed } from "../family";
import { bipolarPart as bjt, mosfetPart as fet } from "../families/transistors";

/** The small-signal and power transistors every stock list carries, with their makers' ordering codes. */
export const bipolarStaples: PartSeed[] = [
  bjt("BC547B", "onsemi", "NPN", 45, 0.1, 200, "TO-92", 0.06),
  bjt("BC557B", "onsemi", "PNP", 45, 0.1, 200, "TO-92", 0.06),
  bjt("2N2222A", "microchip", "NPN", 50, 0.8, 100, "TO-18", 1.9),
  bjt("2N3904BU", "onsemi", "NPN", 40, 0.2, 100, "TO-92", 0.05),
  bjt("2N3906BU", "onsemi", "PNP", 40, 0.2, 100, "TO-92", 0.05),
  bjt("BC337-40,112", "nexperia", "NPN", 45, 0.8, 250, "TO-92", 0.07),
  bjt("BC327-40,112", "nexperia", "PNP", 45, 0.8, 250, "TO-92", 0.07),
  bjt("BC847B,215", "nexperia", "NPN", 45, 0.1, 200, "SOT-23", 0.03),
  bjt("BC857B,215", "nexperia", "PNP", 45, 0.1, 200, "SOT-23", 0.03),
  bjt("MMBT3904LT1G", "onsemi", "NPN", 40, 0.2, 100, "SOT-23", 0.03),
  bjt("MMBT3906LT1G", "onsemi", "PNP", 40, 0.2, 100, "SOT-23", 0.03),
  bjt("MMBT2222ALT1G", "onsemi", "NPN", 40, 0.6, 100, "SOT-23", 0.04),
  bjt("BD139", "stmicroelectronics", "NPN", 80, 1.5, 40, "SOT-32", 0.35),
  bjt("BD140", "stmicroelectronics", "PNP", 80, 1.5, 40, "SOT-32", 0.35),
  bjt("TIP31C", "stmicroelectronics", "NPN", 100, 3, 25, "TO-220", 0.5),
  bjt("TIP120", "stmicroelectronics", "NPN", 60, 5, 1000, "TO-220", 0.55),
];

export const mosfetStaples: PartSeed[] = [
  fet("2N7002", "onsemi", "N", 60, 0.115, 7.5, "SOT-23", 0.04),
  fet("2N7002LT1G", "onsemi", "N", 60, 0.115, 7.5, "SOT-23", 0.04),
  fet("BSS138", "onsemi", "N", 50, 0.22, 3.5, "SOT-23", 0.05),
  fet("BSS84", "onsemi", "P", 50, 0.13, 10, "SOT-23", 0.06),
  fet("AO3400A", "alpha-omega-semiconductor", "N", 30, 5.7, 0.0265, "SOT-23", 0.08),
  fet("AO3401A", "alpha-omega-semiconductor", "P", 30, 4, 0.05, "SOT-23", 0.08),
  fet("SI2302CDS-T1-GE3", "vishay", "N", 20, 2.9, 0.057, "SOT-23", 0.12),
  fet("SI2301CDS-T1-GE3", "vishay", "P", 20, 3.1, 0.112, "SOT-23", 0.12),
  fet("IRLML6344TRPBF", "infineon", "N", 30, 5, 0.029, "SOT-23", 0.15),
  fet("IRLML2502TRPBF", "infineon", "N", 20, 4.2, 0.045, "SOT-23", 0.16),
  fet("IRLML6402TRPBF", "infineon", "P", 20, 3.7, 0.065, "SOT-23", 0.17),
  fet("IRLZ44NPBF", "infineon", "N", 55, 47, 0.022, "TO-220", 1.1),
  fet("IRF540NPBF", "infineon", "N", 100, 33, 0.044, "TO-220", 0.95),
  fet("IRFZ44NPBF", "infineon", "N", 55, 49, 0.0175, "TO-220", 0.9),
  fet("IRF3205PBF", "infineon", "N", 55, 110, 0.008, "TO-220", 1.3),
  fet("IRF9540NPBF", "infineon", "P", 100, 23, 0.117, "TO-220", 1.2),
  fet("IRF740PBF", "vishay", "N", 400, 10, 0.55, "TO-220", 1.4),
  {
    ...fet("STP55NF06L", "stmicroelectronics", "N", 60, 55, 0.018, "TO-220", 1),
    datasheetUrl: "https://www.st.com/resource/en/datasheet/stp55nf06l.pdf",
  },
  fet("FQP30N06L", "onsemi", "N", 60, 32, 0.035, "TO-220", 0.9),
];
