import type { PartSeed } from "../family";
import { opAmpStaples, regulatorStaples } from "./analog";
import { pinHeaderStaples } from "./connectors";
import { rectifierStaples, schottkyStaples, zenerStaples } from "./diodes";
import { logicStaples, optocouplerStaples, timerStaples } from "./logic-timers";
import { microcontrollerStaples } from "./microcontrollers";
import { bipolarStaples, mosfetStaples } from "./transistors";

/**
 * The parts every engineer looks for, by leaf category, with their real part numbers, makers and packages: each
 * family writes them first, so the smallest demo catalog has them.
 */
const STAPLES: Record<string, PartSeed[]> = {
  "rectifier-diodes": rectifierStaples,
  "schottky-diodes": schottkyStaples,
  "zener-diodes": zenerStaples,
  mosfets: mosfetStaples,
  "bipolar-transistors": bipolarStaples,
  microcontrollers: microcontrollerStaples,
  "op-amps": opAmpStaples,
  "voltage-regulators": regulatorStaples,
  timers: timerStaples,
  "logic-ics": logicStaples,
  optocouplers: optocouplerStaples,
  "pin-headers": pinHeaderStaples,
};

export const staplesOf = (category: string): PartSeed[] => STAPLES[category] ?? [];
