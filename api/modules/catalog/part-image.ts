import { partDrawingPath } from "@contract/part-drawing-path";
import type { CatalogReference } from "./reference";

/**
 * The package a part's drawing shows: its package property, else the one its category's properties describe (a pin
 * header's rows and positions, a terminal block's positions, an electrolytic's mounting, a tantalum's case code).
 */
export function drawnPackage(categoryCode: string | undefined, properties: Record<string, number | string>): string | null {
  if (properties.package !== undefined) return String(properties.package);
  const positions = Number(properties.positions);
  switch (categoryCode) {
    case "pin-headers": {
      const rows = Number(properties.rows) || 1;
      return positions > 0 ? `Header ${rows}x${Math.ceil(positions / rows)}` : null;
    }
    case "terminal-blocks":
      return positions > 0 ? `Terminal block ${positions}` : null;
    case "aluminum-electrolytic-capacitors":
      return properties.mounting === "Surface Mount" ? "SMD can" : "Radial";
    case "tantalum-capacitors":
      return properties["case-code"] === undefined ? null : `Case ${properties["case-code"]}`;
    default:
      return null;
  }
}

/** What a part's picture is chosen from: a catalog row with its photos, maker, category and properties. */
export interface ImagedPart {
  medias: Array<{ kind: string; path: string }>;
  mpn: string;
  manufacturerId: number;
  categoryId: number;
  properties: Record<string, number | string>;
}

/** A part's picture: its first photo, else the drawing of its package with its maker and part number on it. */
export function partImagePath(part: ImagedPart, reference: CatalogReference): string {
  const photo = part.medias.find((media) => media.kind === "image");
  if (photo) return photo.path;
  return partDrawingPath({
    package: drawnPackage(reference.categoryById.get(part.categoryId)?.code, part.properties),
    maker: reference.manufacturerById.get(part.manufacturerId)?.name ?? "",
    mpn: part.mpn,
  });
}
