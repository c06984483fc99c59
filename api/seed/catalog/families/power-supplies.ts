import { formatQuantity } from "../../../modules/catalog/units";
import { valueLabel } from "../../../modules/catalog/value-labels";
import { priced, type Family, type PartSeed } from "../family";
import { spread } from "../space";

type FormFactor = "Enclosed" | "DIN Rail" | "PCB Mount";
interface AcDcSeries {
  maker: string;
  form: FormFactor;
  watts: number;
  volts: number[];
  /** The maker's ordering code for one output voltage. */
  mpn: (volts: number) => string;
}

const meanWell = (series: string, watts: number, form: FormFactor, volts: number[]): AcDcSeries => ({
  maker: "mean-well",
  form,
  watts,
  volts,
  mpn: (output) => `${series}-${output}`,
});
const recom = (watts: number, volts: number[]): AcDcSeries => ({
  maker: "recom",
  form: "PCB Mount",
  watts,
  volts,
  mpn: (output) => `RAC${String(watts).padStart(2, "0")}-${output < 10 && output !== 3.3 ? `0${output}` : output}SK`,
});

/**
 * Real AC-DC series and the output voltages each is sold in (Mean Well IRM-05-5, LRS-50-12, HDR-30-24, RS-15-5;
 * RECOM RAC05-05SK). Outputs whose power is well below the series' name (3.3 V on the large series) are left out.
 */
const AC_DC: AcDcSeries[] = [
  meanWell("IRM-05", 5, "PCB Mount", [3.3, 5, 12, 15, 24]),
  meanWell("IRM-10", 10, "PCB Mount", [3.3, 5, 12, 15, 24]),
  meanWell("IRM-20", 20, "PCB Mount", [5, 12, 15, 24]),
  meanWell("IRM-30", 30, "PCB Mount", [5, 12, 15, 24]),
  meanWell("IRM-60", 60, "PCB Mount", [12, 15, 24, 48]),
  meanWell("RS-15", 15, "Enclosed", [5, 12, 15, 24, 48]),
  meanWell("RS-25", 25, "Enclosed", [5, 12, 15, 24, 48]),
  meanWell("RS-50", 50, "Enclosed", [5, 12, 15, 24, 48]),
  meanWell("LRS-35", 35, "Enclosed", [5, 12, 15, 24, 48]),
  meanWell("LRS-50", 50, "Enclosed", [5, 12, 15, 24, 48]),
  meanWell("LRS-100", 100, "Enclosed", [12, 15, 24, 48]),
  meanWell("LRS-150", 150, "Enclosed", [12, 15, 24, 48]),
  meanWell("LRS-200", 200, "Enclosed", [12, 15, 24, 48]),
  meanWell("LRS-350", 350, "Enclosed", [12, 15, 24, 48]),
  meanWell("HDR-15", 15, "DIN Rail", [12, 15, 24, 48]),
  meanWell("HDR-30", 30, "DIN Rail", [12, 15, 24, 48]),
  meanWell("HDR-60", 60, "DIN Rail", [12, 15, 24, 48]),
  recom(5, [3.3, 5, 12, 15, 24]),
  recom(10, [5, 12, 15, 24]),
];
const acDcParts = AC_DC.flatMap((series) => series.volts.map((volts) => ({ series, volts })));

function acDcPart(series: AcDcSeries, volts: number, priceUsd: number): PartSeed {
  const text = (locale: "tr" | "en") => `${formatQuantity(series.watts, "W", locale)} ${formatQuantity(volts, "V", locale)}`;
  return {
    mpn: series.mpn(volts),
    manufacturer: series.maker,
    properties: { "output-voltage": volts, "output-power": series.watts, "form-factor": series.form },
    en: `AC-DC power supply ${text("en")}, ${series.form.toLowerCase()}`,
    tr: `AC-DC güç kaynağı ${text("tr")}, ${valueLabel(series.form, "tr").toLocaleLowerCase("tr")}`,
    priceUsd,
    packaging: "bulk",
    fullPack: 20,
    keywords: "power supply guc kaynagi smps adaptör",
  };
}

export const acDcConverters: Family = {
  category: "ac-dc-converters",
  weight: 2,
  size: acDcParts.length,
  properties: [
    { code: "output-voltage", tr: "Çıkış Gerilimi", en: "Output Voltage", kind: "numeric", unit: "V", quantity: "voltage", key: true },
    { code: "output-power", tr: "Güç", en: "Power", kind: "numeric", unit: "W", quantity: "power", key: true },
    { code: "form-factor", tr: "Yapı", en: "Form Factor", kind: "enum", key: true },
  ],
  build(index, random) {
    const { series, volts } = acDcParts[spread(index, this.size)];
    return acDcPart(series, volts, priced(random, 6 + series.watts * 0.12));
  },
};

type DcDcRow = [mpn: string, maker: string, input: number, output: number, watts: number, isolation: string, base: number];

/** Real isolated DC-DC modules by their makers' ordering codes: RECOM RO (1 W, 1 kVDC), TI DCP01B and DCH01. */
const DC_DC: DcDcRow[] = [
  ["RO-0505S", "recom", 5, 5, 1, "1000 VDC", 2.4],
  ["RO-0512S", "recom", 5, 12, 1, "1000 VDC", 2.4],
  ["RO-0515S", "recom", 5, 15, 1, "1000 VDC", 2.4],
  ["RO-1205S", "recom", 12, 5, 1, "1000 VDC", 2.4],
  ["RO-1212S", "recom", 12, 12, 1, "1000 VDC", 2.4],
  ["RO-2405S", "recom", 24, 5, 1, "1000 VDC", 2.5],
  ["RO-2412S", "recom", 24, 12, 1, "1000 VDC", 2.5],
  ["DCP010505BP", "texas-instruments", 5, 5, 1, "1000 VDC", 6.5],
  ["DCP010512BP", "texas-instruments", 5, 12, 1, "1000 VDC", 6.5],
  ["DCH010505SN7", "texas-instruments", 5, 5, 1, "3000 VDC", 5.2],
];

function dcDcPart([mpn, manufacturer, input, output, watts, isolation]: DcDcRow, priceUsd: number): PartSeed {
  const text = (locale: "tr" | "en") =>
    `${formatQuantity(input, "V", locale)} - ${formatQuantity(output, "V", locale)}, ${formatQuantity(watts, "W", locale)}`;
  return {
    mpn,
    manufacturer,
    properties: { "input-voltage": input, "output-voltage": output, "output-power": watts, isolation },
    en: `Isolated DC-DC converter ${text("en")}`,
    tr: `İzoleli DC-DC dönüştürücü ${text("tr")}`,
    priceUsd,
    packaging: "tube",
    fullPack: 25,
    keywords: "dc-dc converter donusturucu",
  };
}

export const dcDcConverters: Family = {
  category: "dc-dc-converters",
  weight: 2,
  size: DC_DC.length,
  properties: [
    { code: "input-voltage", tr: "Giriş Gerilimi", en: "Input Voltage (Nominal)", kind: "numeric", unit: "V", key: true },
    { code: "output-voltage", tr: "Çıkış Gerilimi", en: "Output Voltage", kind: "numeric", unit: "V", quantity: "voltage", key: true },
    { code: "output-power", tr: "Güç", en: "Power", kind: "numeric", unit: "W", quantity: "power", key: true },
    { code: "isolation", tr: "İzolasyon", en: "Isolation", kind: "enum", key: true },
  ],
  build(index, random) {
    const row = DC_DC[spread(index, this.size)];
    return dcDcPart(row, priced(random, row[6]));
  },
};
