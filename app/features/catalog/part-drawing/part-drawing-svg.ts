import { escapeHtml } from "@contract/html";
import type { PartDrawing } from "@contract/part-drawing-path";
import { AREA, CENTER_X, CENTER_Y } from "./svg-parts";
import { packageShape, type PackageShape } from "./package-shape";
import { ballGrid, dualRow, noLead, quadLeaded, smallOutline } from "./ic-outlines";
import { axial, block, chip, dpak, generic, header, led, molded, powerTab, radial, smdCan, terminalBlock, to92 } from "./discrete-outlines";

const SIZE = 160;
const TEXT_WIDTH = SIZE - 12;
const FONT = "ui-monospace,SFMono-Regular,Menlo,Consolas,monospace";

function outline(shape: PackageShape): string {
  switch (shape.kind) {
    case "chip":
      return chip(shape.lengthMm, shape.widthMm);
    case "molded":
      return molded(shape.tone);
    case "sot":
      return smallOutline(shape.bottom, shape.top, shape.tab);
    case "dual-row":
    case "dip":
      return dualRow(shape.pins, shape.kind === "dip");
    case "quad-leaded":
      return quadLeaded(shape.pins);
    case "quad-no-lead":
    case "dual-no-lead":
      return noLead(shape.pins, shape.kind === "quad-no-lead" ? 4 : 2);
    case "bga":
      return ballGrid(shape.pins);
    case "to-92":
      return to92();
    case "to-220":
    case "to-247":
      return powerTab(shape.kind, shape.pins);
    case "dpak":
      return dpak();
    case "axial":
      return axial(shape.band);
    case "radial":
      return radial();
    case "led":
      return led();
    case "smd-can":
      return smdCan();
    case "block":
      return block();
    case "header":
      return header(shape.rows, shape.columns);
    case "terminal-block":
      return terminalBlock(shape.pins);
    case "generic":
      return generic();
  }
}

/** Characters XML does not allow (controls, lone surrogates) are dropped: the file must stay well-formed whatever it is given. */
const printable = (text: string) =>
  text.replace(
    // eslint-disable-next-line no-control-regex -- finding control characters is this expression's job
    /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
    "",
  );

/**
 * One line of text sized to fit `width` (a character takes about 0.6 of the font size), cut with an ellipsis when even
 * the smallest size would overflow; escaped for the SVG.
 */
function fittedText(text: string, y: number, largest: number, width: number, attributes: string): string {
  const characters = Array.from(printable(text).replace(/\s+/g, " ").trim());
  if (characters.length === 0) return "";
  const smallest = 7;
  const fits = Math.floor(width / (0.6 * smallest));
  const shown = characters.length > fits ? [...characters.slice(0, fits - 1), "…"] : characters;
  const size = Math.max(smallest, Math.min(largest, width / (0.6 * shown.length)));
  return `<text x="${CENTER_X}" y="${y}" text-anchor="middle" font-family="${FONT}" font-size="${Math.round(size * 10) / 10}" ${attributes}>${escapeHtml(shown.join(""))}</text>`;
}

/** The drawing of a part's package with its part number, maker and package written under it. */
export function partDrawingSvg(part: PartDrawing): string {
  const shape = packageShape(part.package);
  const caption = [part.maker, part.package].filter(Boolean).join(" · ");
  // The generic outline names the package inside it: it is the only picture of what the catalog calls it.
  const named = shape.kind === "generic" && part.package ? fittedText(part.package, CENTER_Y + 4, 12, 88, `fill="#4b5563"`) : "";
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" width="${SIZE}" height="${SIZE}">`,
    `<rect width="${SIZE}" height="${SIZE}" rx="8" fill="#ffffff"/>`,
    `<g>${outline(shape)}</g>`,
    named,
    fittedText(part.mpn, CENTER_Y + AREA.height / 2 + 24, 15, TEXT_WIDTH, `font-weight="700" fill="#111827"`),
    fittedText(caption, CENTER_Y + AREA.height / 2 + 42, 11, TEXT_WIDTH, `fill="#4b5563"`),
    "</svg>",
  ].join("");
}
