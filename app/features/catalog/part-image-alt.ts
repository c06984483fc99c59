import type { TFunction } from "~/lib/i18n/translate";
import { localSizeText } from "@contract/engineering";
import type { Locale } from "@contract/locale";
import { readPartDrawingPath } from "@contract/part-drawing-path";

/**
 * A package as the page's language says it: the names the catalog gives a part's category-implied package
 * (api/modules/catalog/part-image.ts: "Header 2x20", "Terminal block 3", "Radial", "SMD can", "Case A") translated,
 * a size with the page's decimal sign, a package code (SOT-23, 0603) as it is.
 */
function packageName(t: TFunction, locale: Locale, pkg: string): string {
  const header = /^Header (\d+)x(\d+)$/.exec(pkg);
  if (header) return t("partImage.package.header", { rows: header[1], columns: header[2] });
  const terminalBlock = /^Terminal block (\d+)$/.exec(pkg);
  if (terminalBlock) return t("partImage.package.terminalBlock", { positions: terminalBlock[1] });
  const tantalumCase = /^Case ([A-Z])$/.exec(pkg);
  if (tantalumCase) return t("partImage.package.case", { code: tantalumCase[1] });
  if (pkg === "Radial") return t("partImage.package.radial");
  if (pkg === "SMD can") return t("partImage.package.smdCan");
  return localSizeText(pkg, locale);
}

/** What a part's picture shows, in the page's language (a `catalog` translator): its package drawing, or its photo. */
export function partImageAlt(t: TFunction, locale: Locale, part: { imagePath: string; mpn: string; maker: string }): string {
  const drawing = readPartDrawingPath(part.imagePath);
  if (!drawing) return t("partImage.photo", { mpn: part.mpn, maker: part.maker });
  return drawing.package
    ? t("partImage.drawing", { package: packageName(t, locale, drawing.package), mpn: part.mpn })
    : t("partImage.outline", { mpn: part.mpn });
}
