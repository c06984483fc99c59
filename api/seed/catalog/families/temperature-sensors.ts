import { formatQuantity } from "../../../modules/catalog/units";
import { priced, type Family, type PartSeed } from "../family";
import { spread } from "../space";
import { packageCase } from "./ics";

type SensorRow = [mpn: string, maker: string, output: string, accuracy: number, pkg: string, range: string, base: number];

const MILITARY = "-55 °C ~ 150 °C";
const EXTENDED = "-40 °C ~ 125 °C";

/** Real temperature sensors by their makers' ordering codes, with the datasheet's maximum error over its main range. */
const SENSORS: SensorRow[] = [
  ["LM35DZ/NOPB", "texas-instruments", "Analog Voltage", 1.5, "TO-92", "0 °C ~ 100 °C", 1.6],
  ["TMP117AIDRVR", "texas-instruments", "I²C", 0.1, "WSON-6", MILITARY, 3.1],
  ["TMP102AIDRLR", "texas-instruments", "I²C", 2, "SOT-563", EXTENDED, 0.9],
  ["TMP112AIDRLR", "texas-instruments", "I²C", 0.5, "SOT-563", EXTENDED, 1],
  ["TMP275AIDGKR", "texas-instruments", "I²C", 0.5, "VSSOP-8", EXTENDED, 1.8],
  ["LM75BIMM/NOPB", "texas-instruments", "I²C", 2, "VSSOP-8", "-55 °C ~ 125 °C", 0.8],
  ["MCP9700A-E/TO", "microchip", "Analog Voltage", 2, "TO-92", EXTENDED, 0.25],
  ["MCP9700AT-E/TT", "microchip", "Analog Voltage", 2, "SOT-23", EXTENDED, 0.22],
  ["MCP9701A-E/TO", "microchip", "Analog Voltage", 2, "TO-92", EXTENDED, 0.27],
  ["MCP9808-E/MS", "microchip", "I²C", 0.5, "MSOP-8", EXTENDED, 1.1],
  ["DS18B20+", "analog-devices", "1-Wire", 0.5, "TO-92", "-55 °C ~ 125 °C", 2.5],
  ["DS18B20Z+", "analog-devices", "1-Wire", 0.5, "SOIC-8", "-55 °C ~ 125 °C", 2.7],
  ["TMP36GT9Z", "analog-devices", "Analog Voltage", 2, "TO-92", EXTENDED, 1.4],
  ["ADT7420UCPZ-R2", "analog-devices", "I²C", 0.25, "LFCSP-16", "-40 °C ~ 150 °C", 4.2],
  ["LM75BD,118", "nxp", "I²C", 2, "SOIC-8", "-55 °C ~ 125 °C", 0.5],
  ["PCT2075D,118", "nxp", "I²C", 1, "SOIC-8", "-55 °C ~ 125 °C", 0.6],
  ["STTS22HTR", "stmicroelectronics", "I²C", 0.5, "UDFN-6", EXTENDED, 1.2],
];

function sensorPart([mpn, manufacturer, output, accuracy, pkg, range]: SensorRow, priceUsd: number): PartSeed {
  const reel = !pkg.startsWith("TO-");
  const kind = output === "Analog Voltage" ? "analog" : output;
  return {
    mpn,
    manufacturer,
    properties: { "sensor-output": output, accuracy, package: pkg, "operating-temperature": range },
    en: `Temperature sensor ±${formatQuantity(accuracy, "°C", "en")}, ${kind} output, ${pkg}`,
    tr: `Sıcaklık sensörü ±${formatQuantity(accuracy, "°C", "tr")}, ${kind} çıkış, ${pkg}`,
    priceUsd,
    packaging: reel ? "tape" : "bulk",
    fullPack: reel ? 2500 : 1000,
    keywords: "temperature sensor sicaklik sensoru",
  };
}

export const temperatureSensors: Family = {
  category: "temperature-sensors",
  weight: 1,
  size: SENSORS.length,
  properties: [
    { code: "sensor-output", tr: "Çıkış", en: "Output Type", kind: "enum", key: true },
    { code: "accuracy", tr: "Doğruluk", en: "Accuracy", kind: "numeric", unit: "°C", key: true },
    packageCase,
    { code: "operating-temperature", tr: "Çalışma Sıcaklığı", en: "Operating Temperature", kind: "enum" },
  ],
  build(index, random) {
    const row = SENSORS[spread(index, this.size)];
    return sensorPart(row, priced(random, row[6]));
  },
};
