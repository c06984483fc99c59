// Two- and three-terminal parts, connectors and the generic outline, drawn as they are recognised on a board.
import { AREA, CENTER_X, CENTER_Y, COLOR, box, circle, epoxyEdge, metal, path, rect, spread } from "./svg-parts";

/** A chip resistor or capacitor: its body with metal end caps, longer for a bigger size code (not to scale). */
export function chip(lengthMm: number, widthMm: number): string {
  const length = Math.min(AREA.width - 16, 44 + lengthMm * 12);
  const width = Math.max(20, length * (widthMm / lengthMm));
  const cap = length * 0.2;
  return [
    box(CENTER_X, CENTER_Y, length, width, COLOR.epoxy, `rx="1.5" ${epoxyEdge}`),
    rect(CENTER_X - length / 2, CENTER_Y - width / 2, cap, width, COLOR.metal, `rx="1.5" ${metal}`),
    rect(CENTER_X + length / 2 - cap, CENTER_Y - width / 2, cap, width, COLOR.metal, `rx="1.5" ${metal}`),
  ].join("");
}

/** SMA, SOD-123, a tantalum case: a moulded body between two flat leads, with the polarity band at one end. */
export function molded(tone: "epoxy" | "tantalum"): string {
  const [body, band] = tone === "tantalum" ? [COLOR.tantalum, COLOR.tantalumBand] : [COLOR.epoxy, COLOR.mark];
  return [
    box(CENTER_X - 36, CENTER_Y, 16, 20, COLOR.metal, metal),
    box(CENTER_X + 36, CENTER_Y, 16, 20, COLOR.metal, metal),
    box(CENTER_X, CENTER_Y, 64, 38, body, `rx="2" ${epoxyEdge}`),
    rect(CENTER_X - 26, CENTER_Y - 19, 9, 38, band),
  ].join("");
}

/** A leaded part lying on its side: wires out of both ends, a diode's cathode band or a resistor's colour bands. */
export function axial(band: "diode" | "resistor"): string {
  const wire = rect(CENTER_X - 66, CENTER_Y - 1.5, 132, 3, COLOR.metal, metal);
  if (band === "diode")
    return [
      wire,
      box(CENTER_X, CENTER_Y, 56, 26, COLOR.epoxy, `rx="3" ${epoxyEdge}`),
      rect(CENTER_X + 14, CENTER_Y - 13, 8, 26, COLOR.mark),
    ].join("");
  const bands = ["#7a4b24", "#1f1f1f", "#e0752d", "#b8962e"].map((colour, index) =>
    rect(CENTER_X - 20 + index * 11 + (index === 3 ? 6 : 0), CENTER_Y - 14, 5, 28, colour),
  );
  return [wire, box(CENTER_X, CENTER_Y, 64, 28, COLOR.resistor, `rx="9" stroke="#a88f63" stroke-width="1"`), ...bands].join("");
}

/** An electrolytic capacitor standing on two leads, its negative side striped. */
export function radial(): string {
  const top = CENTER_Y - 40;
  return [
    rect(CENTER_X - 13, CENTER_Y + 22, 3, 24, COLOR.metal, metal),
    rect(CENTER_X + 10, CENTER_Y + 22, 3, 20, COLOR.metal, metal),
    rect(CENTER_X - 26, top, 52, 64, COLOR.capacitorSleeve, `rx="5" ${epoxyEdge}`),
    rect(CENTER_X + 8, top, 12, 64, COLOR.mark, `opacity=".8"`),
    path(`M${CENTER_X + 14} ${top + 14}v6m0 12v6m0 12v6`, "none", `stroke="${COLOR.capacitorSleeve}" stroke-width="3"`),
    rect(CENTER_X - 26, top, 52, 6, COLOR.can, `rx="3"`),
  ].join("");
}

/** An electrolytic capacitor for surface mounting: the round can on its square base, the negative side dark. */
export function smdCan(): string {
  return [
    box(CENTER_X, CENTER_Y, 74, 74, "#e8ebef", `rx="3" stroke="${COLOR.outline}" stroke-width="1"`),
    path(`M${CENTER_X - 37} ${CENTER_Y - 37}h14l-14 14z`, COLOR.outline),
    circle(CENTER_X, CENTER_Y, 32, COLOR.can, metal),
    path(`M${CENTER_X - 32} ${CENTER_Y}a32 32 0 0 1 32 -32v64a32 32 0 0 1 -32 -32z`, COLOR.capacitorSleeve, `opacity=".85"`),
  ].join("");
}

/** A through-hole LED: the dome on two leads, the longer one the anode. */
export function led(): string {
  return [
    rect(CENTER_X - 11, CENTER_Y + 18, 3, 28, COLOR.metal, metal),
    rect(CENTER_X + 8, CENTER_Y + 18, 3, 24, COLOR.metal, metal),
    path(`M${CENTER_X - 22} ${CENTER_Y + 18}v-30a22 22 0 0 1 44 0v30z`, "#f4d4d4", `stroke="#b86262" stroke-width="1.5"`),
    rect(CENTER_X - 26, CENTER_Y + 14, 52, 6, "#f4d4d4", `stroke="#b86262" stroke-width="1.5"`),
  ].join("");
}

/** A square surface-mount block (power inductor, PLCC LED): the body over two wide terminals. */
export function block(): string {
  return [
    box(CENTER_X - 30, CENTER_Y, 18, 44, COLOR.metal, metal),
    box(CENTER_X + 30, CENTER_Y, 18, 44, COLOR.metal, metal),
    box(CENTER_X, CENTER_Y, 70, 70, COLOR.epoxy, `rx="6" ${epoxyEdge}`),
    circle(CENTER_X, CENTER_Y, 22, "none", `stroke="${COLOR.mark}" stroke-width="2" opacity=".6"`),
  ].join("");
}

/** TO-92: the flat face of the half-round body over three leads. */
export function to92(): string {
  const leads = spread(3, 14, CENTER_X).map((x) => rect(x - 1.5, CENTER_Y + 12, 3, 34, COLOR.metal, metal));
  return [...leads, path(`M${CENTER_X - 22} ${CENTER_Y + 14}v-30q0 -14 22 -14t22 14v30z`, COLOR.epoxy, epoxyEdge)].join("");
}

/** TO-220 and TO-247: the metal tab with its mounting hole (TO-247: in the body) over the leads. */
export function powerTab(kind: "to-220" | "to-247", pins: number): string {
  const wide = kind === "to-247";
  const width = wide ? 66 : 56;
  const tabTop = CENTER_Y - 46;
  const bodyTop = wide ? tabTop + 8 : tabTop + 26;
  const bodyBottom = CENTER_Y + 16;
  const pitch = Math.min(wide ? 20 : 15, (width - 8) / pins);
  const leads = spread(pins, pitch, CENTER_X).map((x) => rect(x - 2.5, bodyBottom, 5, 34, COLOR.metal, metal));
  return [
    ...leads,
    rect(CENTER_X - width / 2, tabTop, width, 30, COLOR.metal, `rx="2" ${metal}`),
    rect(CENTER_X - width / 2, bodyTop, width, bodyBottom - bodyTop, COLOR.epoxy, `rx="1.5" ${epoxyEdge}`),
    circle(CENTER_X, tabTop + 13, 6, "#ffffff", metal),
  ].join("");
}

/** DPAK and D2PAK: a body on its tab, two leads out of the other side (the middle one cut short). */
export function dpak(): string {
  return [
    rect(CENTER_X - 26, CENTER_Y - 42, 52, 20, COLOR.metal, `rx="2" ${metal}`),
    rect(CENTER_X - 24, CENTER_Y + 16, 6, 26, COLOR.metal, metal),
    rect(CENTER_X + 18, CENTER_Y + 16, 6, 26, COLOR.metal, metal),
    rect(CENTER_X - 3, CENTER_Y + 16, 6, 6, COLOR.metal, metal),
    box(CENTER_X, CENTER_Y - 6, 58, 46, COLOR.epoxy, `rx="2" ${epoxyEdge}`),
  ].join("");
}

/** A pin header: the plastic strip with a square pin in every position, in its rows. */
export function header(rows: number, columns: number): string {
  const pitch = Math.min(16, (AREA.width - 4) / columns);
  const width = pitch * columns;
  const height = pitch * rows;
  const pins = spread(rows, pitch, CENTER_Y).flatMap((y) =>
    spread(columns, pitch, CENTER_X).map((x) => box(x, y, pitch * 0.4, pitch * 0.4, COLOR.metal, metal)),
  );
  const cells = spread(columns, pitch, CENTER_X).map((x) => box(x, CENTER_Y, pitch - 1, height - 1, "#3a3f46"));
  return [box(CENTER_X, CENTER_Y, width, height, COLOR.epoxy, epoxyEdge), ...cells, ...pins].join("");
}

/** A PCB terminal block: a screw over a wire entry in every position. */
export function terminalBlock(pins: number): string {
  const pitch = Math.min(26, (AREA.width - 4) / pins);
  const width = pitch * pins;
  const positions = spread(pins, pitch, CENTER_X).flatMap((x) => [
    circle(x, CENTER_Y - 12, pitch * 0.3, COLOR.metal, metal),
    path(`M${x - pitch * 0.2} ${CENTER_Y - 12}h${pitch * 0.4}`, "none", `stroke="${COLOR.metalEdge}" stroke-width="1.5"`),
    box(x, CENTER_Y + 16, pitch * 0.6, 14, "#14381f"),
  ]);
  return [box(CENTER_X, CENTER_Y, width, 64, COLOR.terminalBlock, `rx="2" stroke="#1c4f31" stroke-width="1"`), ...positions].join("");
}

/** Any other part: a neutral outline that claims no package. */
export function generic(): string {
  return box(CENTER_X, CENTER_Y, 100, 70, "#f1f3f5", `rx="8" stroke="${COLOR.outline}" stroke-width="1.5" stroke-dasharray="5 4"`);
}
