// Integrated-circuit packages seen from above: pins on two or four sides, pads under the body, or a ball grid.
// Pin 1 is bottom left on two-row packages (as a datasheet's top view) and top left on the others, marked by a dot.
import { AREA, CENTER_X, CENTER_Y, COLOR, box, circle, epoxyEdge, metal, path, rect, spread } from "./svg-parts";

const pinOneDot = (x: number, y: number, radius: number) => circle(x, y, radius, COLOR.mark);

/** SOIC, TSSOP, MSOP…: gull-wing leads on the long sides; a DIP: a wider body, longer leads and a notch at pin 1's end. */
export function dualRow(pins: number, throughHole: boolean): string {
  const perSide = pins / 2;
  const pitch = Math.min(throughHole ? 14 : 12, (AREA.width - 16) / perSide);
  const width = perSide * pitch + pitch * 0.6;
  const height = throughHole ? 46 : Math.min(40, 22 + perSide * 1.5);
  const lead = throughHole ? 14 : 11;
  const leadWidth = Math.max(1, pitch * (throughHole ? 0.4 : 0.5));
  const top = CENTER_Y - height / 2;
  const bottom = CENTER_Y + height / 2;
  const leads = spread(perSide, pitch, CENTER_X).flatMap((x) => [
    rect(x - leadWidth / 2, top - lead, leadWidth, lead, COLOR.metal, metal),
    rect(x - leadWidth / 2, bottom, leadWidth, lead, COLOR.metal, metal),
  ]);
  const left = CENTER_X - width / 2;
  const notch = throughHole ? path(`M${left} ${CENTER_Y - 7}a7 7 0 0 1 0 14z`, COLOR.epoxyEdge) : "";
  return [
    ...leads,
    box(CENTER_X, CENTER_Y, width, height, COLOR.epoxy, `rx="2" ${epoxyEdge}`),
    notch,
    pinOneDot(left + 7, bottom - 7, 3),
  ].join("");
}

/** QFP and PLCC: leads on all four sides. */
export function quadLeaded(pins: number): string {
  const perSide = pins / 4;
  const size = 70;
  const pitch = (size - 10) / perSide;
  const leadWidth = Math.max(0.6, pitch * 0.5);
  const lead = 11;
  const half = size / 2;
  const leads = spread(perSide, pitch, 0).flatMap((offset) => [
    rect(CENTER_X + offset - leadWidth / 2, CENTER_Y - half - lead, leadWidth, lead, COLOR.metal),
    rect(CENTER_X + offset - leadWidth / 2, CENTER_Y + half, leadWidth, lead, COLOR.metal),
    rect(CENTER_X - half - lead, CENTER_Y + offset - leadWidth / 2, lead, leadWidth, COLOR.metal),
    rect(CENTER_X + half, CENTER_Y + offset - leadWidth / 2, lead, leadWidth, COLOR.metal),
  ]);
  return [
    ...leads,
    box(CENTER_X, CENTER_Y, size, size, COLOR.epoxy, epoxyEdge),
    pinOneDot(CENTER_X - half + 8, CENTER_Y - half + 8, 3),
  ].join("");
}

/** QFN (four sides) and DFN/SON (two sides): pads flush with the body's edge, and the exposed pad under it. */
export function noLead(pins: number, sides: 2 | 4): string {
  const perSide = pins / sides;
  const width = sides === 4 ? 80 : Math.min(90, 40 + perSide * 8);
  const height = sides === 4 ? 80 : 64;
  const along = sides === 4 ? width : height;
  const pitch = (along - 14) / perSide;
  const padWidth = Math.max(0.8, pitch * 0.55);
  const pad = 7;
  const left = CENTER_X - width / 2;
  const right = CENTER_X + width / 2;
  const top = CENTER_Y - height / 2;
  const bottom = CENTER_Y + height / 2;
  const offsets = spread(perSide, pitch, 0);
  const sidePads = offsets.flatMap((offset) => [
    rect(left, CENTER_Y + offset - padWidth / 2, pad, padWidth, COLOR.metal),
    rect(right - pad, CENTER_Y + offset - padWidth / 2, pad, padWidth, COLOR.metal),
  ]);
  const topBottomPads =
    sides === 4
      ? offsets.flatMap((offset) => [
          rect(CENTER_X + offset - padWidth / 2, top, padWidth, pad, COLOR.metal),
          rect(CENTER_X + offset - padWidth / 2, bottom - pad, padWidth, pad, COLOR.metal),
        ])
      : [];
  return [
    box(CENTER_X, CENTER_Y, width, height, COLOR.epoxy, `rx="2" ${epoxyEdge}`),
    ...sidePads,
    ...topBottomPads,
    box(CENTER_X, CENTER_Y, width - 2 * pad - 10, height - 2 * pad - 10, COLOR.metal, `opacity=".55"`),
    pinOneDot(left + pad + 4, top + pad + 4, 2.5),
  ].join("");
}

/** A ball grid, seen from below: the balls in rows, pin A1's corner cut. */
export function ballGrid(balls: number): string {
  const perRow = Math.ceil(Math.sqrt(balls));
  const size = 86;
  const pitch = (size - 10) / perRow;
  const positions = spread(perRow, pitch, 0);
  const radius = Math.max(0.5, pitch * 0.32);
  const drawn = positions
    .flatMap((y) => positions.map((x) => [x, y] as const))
    .slice(0, balls)
    .map(([x, y]) => circle(CENTER_X + x, CENTER_Y + y, radius, COLOR.metal));
  const half = size / 2;
  return [
    box(CENTER_X, CENTER_Y, size, size, COLOR.epoxy, epoxyEdge),
    path(`M${CENTER_X - half} ${CENTER_Y - half + 10}l10 -10h-10z`, COLOR.mark),
    ...drawn,
  ].join("");
}

/** SOT-23 and its kin: a small body, leads under and over it; SOT-223 and SOT-89: one wide tab over it. */
export function smallOutline(bottom: number, top: number, tab: boolean): string {
  const width = tab ? 68 : 48;
  const height = tab ? 38 : 28;
  const pitch = tab ? 20 : 16;
  const lead = 14;
  const leadWidth = tab ? 7 : 6;
  const upper = CENTER_Y - height / 2;
  const lower = CENTER_Y + height / 2;
  // SOT-23's third lead sits in the middle over its two; SOT-23-5's two over the outer ones; SOT-23-6's on the pitch.
  const topPitch = top === 2 ? pitch * (bottom - 1) : pitch;
  const topLeads = tab
    ? [rect(CENTER_X - 17, upper - lead, 34, lead, COLOR.metal, metal)]
    : spread(top, topPitch, CENTER_X).map((x) => rect(x - leadWidth / 2, upper - lead, leadWidth, lead, COLOR.metal, metal));
  const bottomLeads = spread(bottom, pitch, CENTER_X).map((x) => rect(x - leadWidth / 2, lower, leadWidth, lead, COLOR.metal, metal));
  return [
    ...topLeads,
    ...bottomLeads,
    box(CENTER_X, CENTER_Y, width, height, COLOR.epoxy, `rx="1.5" ${epoxyEdge}`),
    pinOneDot(CENTER_X - width / 2 + 6, lower - 6, 2.5),
  ].join("");
}
