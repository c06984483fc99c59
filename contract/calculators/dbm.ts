// Power in dBm, decibels relative to one milliwatt: P = 10^(dBm / 10) mW, so 0 dBm = 1 mW and 30 dBm = 1 W.
import { linearUnit, type Unit } from "./units";

/** The power in watts of a level in dBm. */
export const dbmToWatts = (dbm: number) => 10 ** ((dbm - 30) / 10);

/** The level in dBm of a power in watts; only a power above zero has one (0 W is −∞ dBm). */
export const wattsToDbm = (watts: number) => 10 * Math.log10(watts) + 30;

/** The dBm-to-watt calculator's units, on the watt. */
export const POWER_UNITS: Unit[] = [
  { id: "dBm", symbol: "dBm", toBase: dbmToWatts, fromBase: wattsToDbm },
  linearUnit("W", "W", 1),
  linearUnit("mW", "mW", 1, -3),
];
