import type { Family } from "../family";
import { ceramicCapacitors, electrolyticCapacitors, tantalumCapacitors } from "./capacitors";
import { rectifierDiodes, schottkyDiodes, zenerDiodes } from "./diodes";
import { powerInductors } from "./discretes";
import { opAmps, voltageRegulators } from "./analog";
import { interfaceIcs, memory } from "./interface-memory";
import { logicIcs } from "./logic";
import { microcontrollers } from "./microcontrollers";
import {
  acDcConverters,
  dcDcConverters,
  heatSinks,
  ledLighting,
  leds,
  optocouplers,
  pinHeaders,
  relays,
  switches,
  temperatureSensors,
  terminalBlocks,
} from "./others";
import { chipResistors, throughHoleResistors } from "./resistors";
import { timers } from "./timers";
import { bipolarTransistors, mosfets } from "./transistors";

/** Every leaf category's generator, in a fixed order (the order is part of the seed). */
export const families: Family[] = [
  chipResistors,
  throughHoleResistors,
  ceramicCapacitors,
  electrolyticCapacitors,
  tantalumCapacitors,
  powerInductors,
  rectifierDiodes,
  zenerDiodes,
  schottkyDiodes,
  mosfets,
  bipolarTransistors,
  microcontrollers,
  opAmps,
  voltageRegulators,
  interfaceIcs,
  memory,
  pinHeaders,
  terminalBlocks,
  leds,
  optocouplers,
  temperatureSensors,
  relays,
  switches,
  acDcConverters,
  dcDcConverters,
  ledLighting,
  heatSinks,
  timers,
  logicIcs,
];
