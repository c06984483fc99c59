import type { PartSeed } from "../family";
import { LOGIC_DEVICES, logicPart, packagesOf } from "../families/logic";
import { optocouplerPart } from "../families/optocouplers";
import { orderedTimer } from "../families/timers";

const TI_DATASHEETS = "https://www.ti.com/lit/ds/symlink/";

/** A TI logic IC by device name and package letters, with the device's datasheet. */
function logic(name: string, code: string, priceUsd: number, datasheet: string): PartSeed {
  const device = LOGIC_DEVICES.find((item) => item.name === name)!;
  const packageIndex = packagesOf(device).findIndex(([letters]) => letters === code);
  return { ...logicPart(device, packageIndex, priceUsd), datasheetUrl: `${TI_DATASHEETS}${datasheet}.pdf` };
}

export const logicStaples: PartSeed[] = [
  logic("SN74HC595", "N", 0.45, "sn74hc595"),
  logic("SN74HC595", "DR", 0.3, "sn74hc595"),
  logic("SN74HC00", "N", 0.3, "sn74hc00"),
  logic("SN74HC14", "N", 0.3, "sn74hc14"),
  logic("SN74HC14", "DR", 0.2, "sn74hc14"),
  logic("CD4017B", "E", 0.4, "cd4017b"),
];

/** A timer by maker, device and package letters, with the device's datasheet. */
const timer = (manufacturer: string, name: string, code: string, priceUsd: number, datasheetUrl: string): PartSeed => ({
  ...orderedTimer(manufacturer, name, code, priceUsd),
  datasheetUrl,
});

export const timerStaples: PartSeed[] = [
  timer("texas-instruments", "NE555", "P", 0.25, `${TI_DATASHEETS}ne555.pdf`),
  timer("texas-instruments", "NE555", "DR", 0.15, `${TI_DATASHEETS}ne555.pdf`),
  timer("stmicroelectronics", "NE555", "N", 0.25, "https://www.st.com/resource/en/datasheet/ne555.pdf"),
  timer("texas-instruments", "LM555C", "N/NOPB", 0.3, `${TI_DATASHEETS}lm555.pdf`),
  timer("texas-instruments", "TLC555C", "P", 0.7, `${TI_DATASHEETS}tlc555.pdf`),
  timer("texas-instruments", "NE556", "N", 0.45, `${TI_DATASHEETS}ne556.pdf`),
];

export const optocouplerStaples: PartSeed[] = [
  optocouplerPart("PC817XNNSZ0F", "sharp", "Transistor", 5000, 1, "DIP-4", 0.12),
  optocouplerPart("4N35", "vishay", "Transistor", 5000, 1, "DIP-6", 0.3),
  optocouplerPart("4N25", "vishay", "Transistor", 5000, 1, "DIP-6", 0.3),
  optocouplerPart("6N137", "broadcom", "Logic", 3750, 1, "DIP-8", 1.1),
  optocouplerPart("MOC3021M", "onsemi", "Triac", 4170, 1, "DIP-6", 0.45),
];
