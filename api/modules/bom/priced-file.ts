import type { BomFileFormat } from "@contract/api/bom/priced-file";
import type { ApiLocale } from "../../lib/locale";
import { isoDay } from "../carts/export-content";
import { bomFileText, type PricedBomFile } from "./priced-content";
import { pricedBomPdf } from "./priced-pdf";
import { pricedBomXlsx } from "./priced-xlsx";

/** `bom-2026-11-27.xlsx`, for the store's day. */
export const bomFileName = (format: BomFileFormat, locale: ApiLocale, date: Date) =>
  `${bomFileText("fileName", locale)}-${isoDay(date)}.${format}`;

export function buildPricedBomFile(format: BomFileFormat, content: PricedBomFile): Promise<Buffer> {
  return format === "pdf" ? pricedBomPdf(content) : pricedBomXlsx(content);
}
