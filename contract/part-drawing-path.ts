/**
 * The address of a part's package drawing, drawn by the storefront (app/features/catalog/routes/part-drawing.ts) for a
 * part the catalog has no photo of: /images/parts/{package}/{maker}/{mpn}.svg. The API gives it as the part's image;
 * the storefront reads it back for the drawing itself and for its alt text. One file per part, so any cache may keep it.
 */
export interface PartDrawing {
  /** The package as the catalog writes it ("SOT-23", "0603", "Header 2x20"); null when the part has none. */
  package: string | null;
  maker: string;
  mpn: string;
}

const PREFIX = "/images/parts/";
/** Stands for a missing value: a segment is never empty, nor "." or ".." (a browser would fold those away). */
const NONE = "_";

const segment = (text: string | null) => (!text || /^\.*$/.test(text) ? NONE : encodeURIComponent(text));

export function partDrawingPath(part: PartDrawing): string {
  return `${PREFIX}${segment(part.package)}/${segment(part.maker)}/${segment(part.mpn)}.svg`;
}

const decoded = (text: string) => (text === NONE ? null : decodeURIComponent(text));

/** The part a drawing's path names; null for any other path (a photo) or a malformed one. */
export function readPartDrawingPath(path: string | null | undefined): PartDrawing | null {
  if (!path?.startsWith(PREFIX) || !path.endsWith(".svg")) return null;
  const segments = path.slice(PREFIX.length, -".svg".length).split("/");
  if (segments.length !== 3) return null;
  try {
    const [pkg, maker, mpn] = segments.map(decoded);
    return mpn ? { package: pkg, maker: maker ?? "", mpn } : null;
  } catch {
    // A stray "%" that is no escape: not a path this module wrote.
    return null;
  }
}
