import { describe, expect, it } from "vitest";
import { significant } from "../../contract/engineering";
import { decodeCapacitor, encodeCapacitor } from "../../contract/calculators/capacitor-code";
import { convert, type QuantityId } from "../../contract/calculators/conversions";
import { dbmToWatts, wattsToDbm } from "../../contract/calculators/dbm";
import { CONVERSION_DIGITS } from "../../contract/calculators/numbers";
import { solveOhmsLaw } from "../../contract/calculators/ohms-law";
import type { Outcome } from "../../contract/calculators/outcome";
import { solveVoltageDivider } from "../../contract/calculators/voltage-divider";

/** The value of a conversion in one unit, as the page writes it (to its significant figures). */
function converted(quantity: QuantityId, value: string, from: string, to: string): number {
  const outcome = convert(quantity, { value, unit: from });
  if (outcome.status !== "done") throw new Error(`${value} ${from}: ${JSON.stringify(outcome)}`);
  return significant(outcome.value.rows.find((row) => row.unit === to)!.value, CONVERSION_DIGITS);
}

function answer<T>(outcome: Outcome<T>): T {
  if (outcome.status !== "done") throw new Error(JSON.stringify(outcome));
  return outcome.value;
}

const issue = (field: string | null, code: string) => ({ status: "invalid", issues: [{ field, code }] });

describe("unit conversions against known values", () => {
  it.each([
    ["temperature", "100", "degC", "degF", 212],
    ["temperature", "100", "degC", "K", 373.15],
    ["temperature", "212", "degF", "degC", 100],
    ["temperature", "-40", "degC", "degF", -40],
    ["temperature", "0", "K", "degC", -273.15],
    ["energy", "1", "kWh", "J", 3.6e6],
    ["energy", "1", "eV", "J", 1.602176634e-19],
    ["energy", "1", "cal", "J", 4.184],
    ["energy", "1", "kcal", "kJ", 4.184],
    ["energy", "1", "Wh", "J", 3600],
    ["length", "1", "in", "mm", 25.4],
    ["length", "1", "ft", "in", 12],
    ["length", "1", "mil", "um", 25.4],
    ["length", "1,5", "km", "m", 1500],
    ["weight", "1", "lb", "kg", 0.45359237],
    ["weight", "1", "lb", "oz", 16],
    ["weight", "1", "oz", "g", 28.349523125],
    ["volume", "1", "gal", "L", 3.785411784],
    ["volume", "1", "gal", "floz", 128],
    ["volume", "1", "floz", "mL", 29.5735295625],
    ["volume", "1", "L", "cm3", 1000],
    ["volume", "1", "mL", "cm3", 1],
    ["capacitance", "100", "nF", "uF", 0.1],
    ["capacitance", "100", "nF", "pF", 100_000],
    ["capacitance", "4.7", "uF", "pF", 4_700_000],
    ["inductance", "4,7", "uH", "nH", 4700],
    ["power", "30", "dBm", "W", 1],
    ["power", "0", "dBm", "mW", 1],
    ["power", "1", "W", "dBm", 30],
    ["power", "1", "mW", "dBm", 0],
    ["power", "-30", "dBm", "mW", 0.001],
  ] as const)("%s: %s %s = %d %s", (quantity, value, from, to, expected) => {
    expect(converted(quantity, value, from, to)).toBe(expected);
  });

  it("scales SI prefixes exactly, without float noise", () => {
    expect(answer(convert("capacitance", { value: "4.7", unit: "uF" })).rows.map((row) => row.value)).toEqual([
      4.7e-6, 0.0047, 4.7, 4700, 4_700_000,
    ]);
  });

  it("converts dBm and watts both ways", () => {
    expect(dbmToWatts(30)).toBe(1);
    expect(dbmToWatts(0)).toBe(0.001);
    expect(wattsToDbm(1)).toBe(30);
    expect(wattsToDbm(0.001)).toBe(0);
  });

  it("lists the value in every unit, the given one as typed", () => {
    const { from, rows } = answer(convert("temperature", { value: "100", unit: "degC" }));
    expect(from).toBe("degC");
    expect(rows.map((row) => [row.symbol, significant(row.value, CONVERSION_DIGITS)])).toEqual([
      ["°C", 100],
      ["°F", 212],
      ["K", 373.15],
    ]);
  });

  it.each([
    ["temperature", "-273,16", "degC", "belowAbsoluteZero"],
    ["temperature", "-460", "degF", "belowAbsoluteZero"],
    ["temperature", "-1", "K", "belowAbsoluteZero"],
    ["power", "0", "W", "powerNotPositive"],
    ["power", "-1", "mW", "powerNotPositive"],
    ["length", "-1", "m", "negativeAmount"],
    ["weight", "-0.5", "kg", "negativeAmount"],
    ["capacitance", "abc", "F", "notANumber"],
    ["length", "10k", "m", "notANumber"],
    ["length", "1e400", "m", "outOfRange"],
    ["power", "4000", "dBm", "outOfRange"],
  ] as const)("%s: %s %s is impossible (%s)", (quantity, value, unit, code) => {
    expect(convert(quantity, { value, unit })).toEqual(issue("value", code));
  });

  it("takes absolute zero itself, and a negative energy", () => {
    expect(converted("temperature", "-273.15", "degC", "K")).toBe(0);
    expect(converted("energy", "-13,6", "eV", "eV")).toBe(-13.6);
  });

  it("asks for a value, and refuses a unit of another quantity", () => {
    expect(convert("length", { value: " ", unit: "m" })).toEqual({ status: "incomplete", prompt: "enterValue" });
    expect(convert("length", { value: "1", unit: "kg" })).toEqual(issue("unit", "unknownUnit"));
  });
});

describe("Ohm's law", () => {
  it.each([
    [
      { voltage: "12", current: "2" },
      { voltage: 12, current: 2, resistance: 6, power: 24 },
    ],
    [
      { voltage: "12 V", resistance: "4k7" },
      { voltage: 12, current: 12 / 4700, resistance: 4700, power: 144 / 4700 },
    ],
    [
      { voltage: "5", power: "0,25" },
      { voltage: 5, current: 0.05, resistance: 100, power: 0.25 },
    ],
    [
      { current: "20m", resistance: "100R" },
      { voltage: 2, current: 0.02, resistance: 100, power: 0.04 },
    ],
    [
      { current: "0.5", power: "2" },
      { voltage: 4, current: 0.5, resistance: 8, power: 2 },
    ],
    [
      { resistance: "8", power: "2" },
      { voltage: 4, current: 0.5, resistance: 8, power: 2 },
    ],
    [
      { voltage: "-12", current: "-2mA" },
      { voltage: -12, current: -0.002, resistance: 6000, power: 0.024 },
    ],
  ])("%j gives %j", (texts, expected) => {
    const found = answer(solveOhmsLaw(texts));
    for (const [name, value] of Object.entries(expected)) expect(found[name as keyof typeof found]).toBeCloseTo(value, 12);
  });

  it.each([
    [{ voltage: "12", resistance: "-5" }, "resistance", "negativeResistance"],
    [{ voltage: "12", power: "-1" }, "power", "negativePower"],
    [{ voltage: "12", current: "0" }, "current", "zeroCurrent"],
    [{ power: "1", current: "0" }, "current", "zeroCurrent"],
    [{ voltage: "12", resistance: "0" }, "resistance", "zeroResistance"],
    [{ power: "1", resistance: "0" }, "resistance", "zeroResistance"],
    [{ voltage: "0", power: "1" }, "voltage", "zeroVoltage"],
    [{ voltage: "5", power: "0" }, "power", "zeroPower"],
    [{ voltage: "12", current: "-1" }, "current", "oppositeSigns"],
    [{ voltage: "12", current: "1", resistance: "12" }, null, "ohmsLawTooMany"],
    [{ voltage: "twelve", current: "1" }, "voltage", "notAValue"],
  ])("%j is impossible", (texts, field, code) => {
    expect(solveOhmsLaw(texts)).toEqual(issue(field, code));
  });

  it("asks for two values", () => {
    expect(solveOhmsLaw({ voltage: "12" })).toEqual({ status: "incomplete", prompt: "enterTwo" });
  });
});

describe("voltage divider", () => {
  it("gives Vout = Vin·R2/(R1+R2): 12 V over 10 kΩ/10 kΩ is 6 V", () => {
    expect(answer(solveVoltageDivider({ inputVoltage: "12", r1: "10k", r2: "10k" }))).toEqual({
      inputVoltage: 12,
      r1: 10_000,
      r2: 10_000,
      outputVoltage: 6,
      current: 0.0006,
    });
  });

  it.each([
    [{ r1: "10k", r2: "10k", outputVoltage: "6" }, "inputVoltage", 12],
    [{ inputVoltage: "12", r2: "10k", outputVoltage: "3" }, "r1", 30_000],
    [{ inputVoltage: "12", r1: "10k", outputVoltage: "3" }, "r2", 10_000 / 3],
    [{ inputVoltage: "5", r1: "4k7", r2: "10k" }, "outputVoltage", (5 * 10_000) / 14_700],
    [{ inputVoltage: "12", r2: "10k", outputVoltage: "12" }, "r1", 0],
  ] as const)("%j gives %s = %d", (texts, missing, expected) => {
    expect(answer(solveVoltageDivider(texts))[missing]).toBeCloseTo(expected, 9);
  });

  it.each([
    [{ inputVoltage: "12", r1: "-10k", r2: "10k" }, "r1", "resistorNotPositive"],
    [{ inputVoltage: "12", r1: "10k", r2: "0" }, "r2", "resistorNotPositive"],
    [{ inputVoltage: "12", r1: "10k", outputVoltage: "12" }, "outputVoltage", "outputEqualsInput"],
    [{ inputVoltage: "12", r2: "10k", outputVoltage: "0" }, "outputVoltage", "zeroOutput"],
    [{ inputVoltage: "12", r2: "10k", outputVoltage: "15" }, "outputVoltage", "outputBeyondInput"],
    [{ inputVoltage: "12", r1: "10k", outputVoltage: "-3" }, "outputVoltage", "outputBeyondInput"],
    [{ inputVoltage: "12", r1: "1k", r2: "1k", outputVoltage: "6" }, null, "dividerTooMany"],
  ])("%j is impossible", (texts, field, code) => {
    expect(solveVoltageDivider(texts)).toEqual(issue(field, code));
  });

  it("asks for three values", () => {
    expect(solveVoltageDivider({ inputVoltage: "12", r1: "1k" })).toEqual({ status: "incomplete", prompt: "enterThree" });
  });
});

describe("capacitor codes", () => {
  it.each([
    ["104", 1e-7, null, "104"],
    ["104K", 1e-7, "K", "104K"],
    ["104k", 1e-7, "K", "104K"],
    ["474J", 4.7e-7, "J", "474J"],
    ["220", 22e-12, null, "220"],
    ["47", 47e-12, null, "47"],
    ["479", 4.7e-12, null, "479"],
    ["108", 0.1e-12, null, "108"],
    ["4R7", 4.7e-12, null, "4R7"],
    ["4n7", 4.7e-9, null, "4n7"],
    ["p68", 0.68e-12, null, "p68"],
    ["2u2", 2.2e-6, null, "2µ2"],
    ["1µ0M", 1e-6, "M", "1µ0M"],
    ["106Z", 1e-5, "Z", "106Z"],
  ])("%s is %d F (tolerance %s), written %s", (code, farads, tolerance, written) => {
    expect(answer(decodeCapacitor({ code }))).toEqual({ code: written, farads, tolerance });
  });

  it.each([
    ["104X", "unknownTolerance"],
    ["107", "unknownMultiplier"],
    ["1040", "notACode"],
    ["R", "notACode"],
    ["000", "notACode"],
    ["abc", "notACode"],
  ])("%s is not a code (%s)", (code, expected) => {
    expect(decodeCapacitor({ code })).toEqual(issue("code", expected));
  });

  it.each([
    ["100n", "", "104", 1e-7, true],
    ["0,1µ", "K", "104K", 1e-7, true],
    ["100 nF", "J", "104J", 1e-7, true],
    ["4p7", "C", "4R7C", 4.7e-12, true],
    ["1p", "", "1R0", 1e-12, true],
    ["47p", "", "470", 47e-12, true],
    ["2,2µ", "", "225", 2.2e-6, true],
    ["99µ", "", "996", 99e-6, true],
    ["123p", "", "121", 120e-12, false],
    ["9,96p", "", "100", 10e-12, false],
  ])("%s (tolerance %j) is %s", (capacitance, tolerance, code, farads, exact) => {
    expect(answer(encodeCapacitor({ capacitance, tolerance }))).toEqual({ code, farads, exact });
  });

  it("reads each code it writes back as the same value", () => {
    for (const capacitance of ["100n", "4p7", "47p", "2,2µ", "0,5p", "1n5"]) {
      const { code, farads } = answer(encodeCapacitor({ capacitance }));
      expect(answer(decodeCapacitor({ code })).farads).toBe(farads);
    }
  });

  it.each([
    ["0", "capacitanceNotPositive"],
    ["-1n", "capacitanceNotPositive"],
    ["0,01p", "tooSmallForCode"],
    ["100µ", "tooLargeForCode"],
    ["1", "tooLargeForCode"],
  ])("%s has no code (%s)", (capacitance, code) => {
    expect(encodeCapacitor({ capacitance })).toEqual(issue("capacitance", code));
  });

  it("refuses a tolerance letter that is none", () => {
    expect(encodeCapacitor({ capacitance: "100n", tolerance: "X" })).toEqual(issue("tolerance", "unknownTolerance"));
  });
});
