import type { Family } from "../family";
import { ceramicCapacitors, electrolyticCapacitors, tantalumCapacitors } from "./capacitors";
import { rectifierDiodes, schottkyDiodes, zenerDiodes } from "./diodes";
import { powerInductors } from "./discretes";
import { opAmps, voltageRegulators } from "./analog";
import { interfaceIcs, memory } from "./interface-memory";
import { logicIcs } from "./logic";
import { microcontrollers } from "./microcontrollers";
import { pinHeaders, terminalBlocks } from "./connectors";
import { leds } from "./leds";
import { optocouplers } from "./optocouplers";
import { heatSinks, ledLighting, switches } from "./others";
import { acDcConverters, dcDcConverters } from "./power-supplies";
import { relays } from "./relays";
import { temperatureSensors } from "./temperature-sensors";
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
