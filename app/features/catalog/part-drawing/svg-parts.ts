/** The pieces every package outline is drawn with: a 160×160 canvas, the drawing centred in its top 100 units. */
export const CENTER_X = 80;
export const CENTER_Y = 58;
/** The room a package outline has (its pins included). */
export const AREA = { width: 136, height: 96 };

export const COLOR = {
  epoxy: "#2f3640",
  epoxyEdge: "#1f242b",
  metal: "#b7bec8",
  metalEdge: "#7d8793",
  mark: "#d7dce2",
  tantalum: "#c99a3b",
  tantalumBand: "#8a6420",
  resistor: "#d8c29d",
  can: "#c9d1db",
  capacitorSleeve: "#24466b",
  terminalBlock: "#2f7d4f",
  outline: "#8b95a1",
} as const;

const n = (value: number) => String(Math.round(value * 10) / 10);

export function rect(x: number, y: number, width: number, height: number, fill: string, extra = ""): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
}

/** A rectangle given by its centre. */
export function box(centerX: number, centerY: number, width: number, height: number, fill: string, extra = ""): string {
  return rect(centerX - width / 2, centerY - height / 2, width, height, fill, extra);
}

export function circle(centerX: number, centerY: number, radius: number, fill: string, extra = ""): string {
  return `<circle cx="${n(centerX)}" cy="${n(centerY)}" r="${n(radius)}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
}

export function path(d: string, fill: string, extra = ""): string {
  return `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
}

/** `count` positions `pitch` apart, centred on `center`. */
export function spread(count: number, pitch: number, center: number): number[] {
  return Array.from({ length: count }, (_, index) => center + (index - (count - 1) / 2) * pitch);
}

export const metal = `stroke="${COLOR.metalEdge}" stroke-width=".6"`;
export const epoxyEdge = `stroke="${COLOR.epoxyEdge}" stroke-width="1"`;
