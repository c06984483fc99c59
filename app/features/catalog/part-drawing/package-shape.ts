/**
 * What a package text ("SOIC-8", "0603", "LQFP-48", "Header 2x20") says about how the part looks: the outline it
 * belongs to and its pin count. Anything not recognised, or with a pin count no real package has, is "generic".
 */
export type PackageShape =
  | { kind: "chip"; lengthMm: number; widthMm: number }
  | { kind: "molded"; tone: "epoxy" | "tantalum" }
  | { kind: "sot"; bottom: number; top: number; tab: boolean }
  | { kind: "dual-row" | "dip" | "dual-no-lead" | "quad-leaded" | "quad-no-lead" | "bga"; pins: number }
  | { kind: "to-92" | "dpak" }
  | { kind: "to-220" | "to-247"; pins: number }
  | { kind: "axial"; band: "diode" | "resistor" }
  | { kind: "radial" | "led" | "smd-can" | "block" | "generic" }
  | { kind: "header"; rows: number; columns: number }
  | { kind: "terminal-block"; pins: number };

export type ShapeKind = PackageShape["kind"];

/** EIA chip sizes (inch code): length and width in millimetres. */
const CHIP_SIZES: Record<string, [number, number]> = {
  "0201": [0.6, 0.3],
  "0402": [1.0, 0.5],
  "0603": [1.6, 0.8],
  "0805": [2.0, 1.25],
  "1206": [3.2, 1.6],
  "1210": [3.2, 2.5],
  "1812": [4.5, 3.2],
  "2010": [5.0, 2.5],
  "2512": [6.4, 3.2],
};

/** The pin counts a drawing accepts per kind: more would be no real package (and a costly drawing). */
const PIN_RANGE: Record<"dual-row" | "dip" | "dual-no-lead" | "quad-leaded" | "quad-no-lead" | "bga", [number, number]> = {
  "dual-row": [4, 80],
  dip: [4, 64],
  "dual-no-lead": [2, 40],
  "quad-leaded": [8, 304],
  "quad-no-lead": [8, 128],
  bga: [4, 1024],
};

const GENERIC: PackageShape = { kind: "generic" };

function withPins(kind: keyof typeof PIN_RANGE, text: string): PackageShape {
  const pins = Number(text);
  const [least, most] = PIN_RANGE[kind];
  // Two-row and four-sided packages have an even number of pins (four-sided: a multiple of four).
  const even = kind === "quad-leaded" || kind === "quad-no-lead" ? pins % 4 === 0 : kind === "bga" || pins % 2 === 0;
  return pins >= least && pins <= most && even ? { kind, pins } : GENERIC;
}

const inRange = (value: number, least: number, most: number) => Number.isInteger(value) && value >= least && value <= most;

/** Tried in order, on the text in capitals with single spaces: the first that matches decides. */
const RULES: Array<[RegExp, (match: RegExpMatchArray) => PackageShape]> = [
  [/^(0201|0402|0603|0805|1206|1210|1812|2010|2512)$/, ([, code]) => chip(code!)],
  [
    /^HEADER (\d+)X(\d+)$/,
    ([, rows, columns]) =>
      inRange(+rows!, 1, 3) && inRange(+columns!, 1, 50) ? { kind: "header", rows: +rows!, columns: +columns! } : GENERIC,
  ],
  [/^TERMINAL BLOCK (\d+)$/, ([, pins]) => (inRange(+pins!, 1, 24) ? { kind: "terminal-block", pins: +pins! } : GENERIC)],
  [/^SOT-?(?:223|89)$/, () => ({ kind: "sot", bottom: 3, top: 1, tab: true })],
  [/^(?:SOT-?23|SOT-?323|SC-?70)(?:-([356]))?$/, ([, pins]) => sot(Number(pins ?? 3))],
  [/^SOT-?2([56])$/, ([, pins]) => sot(Number(pins))],
  [/^(?:SMA|SMB|SMC|SOD-?\d{3}F?|DO-?214A[ABC]|MINIMELF|MELF)$/, () => ({ kind: "molded", tone: "epoxy" })],
  [/^CASE [A-EPRSTUVWXY]$/, () => ({ kind: "molded", tone: "tantalum" })],
  [/^DO-?(?:35|41|15|201(?:AD)?)$/, () => ({ kind: "axial", band: "diode" })],
  [/^AXIAL$/, () => ({ kind: "axial", band: "resistor" })],
  [/^RADIAL$/, () => ({ kind: "radial" })],
  [/^SMD CAN$/, () => ({ kind: "smd-can" })],
  [/^(?:3|5|8|10) ?MM$/, () => ({ kind: "led" })],
  [/^PLCC-?[2-6]$/, () => ({ kind: "block" })],
  [/^\d+(?:\.\d+)? ?X ?\d+(?:\.\d+)? ?MM$/, () => ({ kind: "block" })],
  [/^TO-?92$/, () => ({ kind: "to-92" })],
  [/^TO-?220(?:AB|F|FP)?(?:-(\d))?$/, ([, pins]) => leadedPower("to-220", pins)],
  [/^TO-?247(?:AC|AD)?(?:-(\d))?$/, ([, pins]) => leadedPower("to-247", pins)],
  [/^(?:D2?PAK|TO-?252|TO-?263)(?:-\d)?$/, () => ({ kind: "dpak" })],
  [/(?:^|[ -])P?DIP-?(\d+)$/, ([, pins]) => withPins("dip", pins!)],
  [/(?:QFN|QFPN|LFCSP|MLF)-?(\d+)$/, ([, pins]) => withPins("quad-no-lead", pins!)],
  [/(?:DFN|SON)-?(\d+)$/, ([, pins]) => withPins("dual-no-lead", pins!)],
  [/(?:QFP|PLCC)-?(\d+)$/, ([, pins]) => withPins("quad-leaded", pins!)],
  [/BGA-?(\d+)$/, ([, pins]) => withPins("bga", pins!)],
  // The small-outline family and its makers' names: SO-8N, SOIC-14, TSSOP-20, VSSOP-8, HTSOP-J8, SO PowerPAD-8, SMD-4…
  [/(?:^|[ -])(?:\w*SO\w*|SMD|POWERPAD|POWERPAK)(?: \w+)?-?J?(\d+)[A-Z]?$/, ([, pins]) => withPins("dual-row", pins!)],
];

function chip(code: string): PackageShape {
  const [lengthMm, widthMm] = CHIP_SIZES[code]!;
  return { kind: "chip", lengthMm, widthMm };
}

/** SOT-23 has two leads under and one over; the five- and six-lead ones three under and the rest over. */
const sot = (pins: number): PackageShape => ({ kind: "sot", bottom: pins === 3 ? 2 : 3, top: pins === 3 ? 1 : pins - 3, tab: false });

function leadedPower(kind: "to-220" | "to-247", pins: string | undefined): PackageShape {
  const count = Number(pins ?? 3);
  return inRange(count, 2, 7) ? { kind, pins: count } : GENERIC;
}

export function packageShape(text: string | null): PackageShape {
  const key = (text ?? "").toUpperCase().replace(/\s+/g, " ").trim();
  if (!key || key.length > 40) return GENERIC;
  for (const [pattern, shape] of RULES) {
    const match = key.match(pattern);
    if (match) return shape(match);
  }
  return GENERIC;
}
