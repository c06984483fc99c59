import * as z from "zod";
import { operation } from "../../operation";
import { bomMatchBody } from "./schemas";
import { boards, sparePercent } from "./shared";

// The priced BOM as a file (issue 36): the API matches and prices the posted lines itself, as the BOM page does
// (contract/bom/priced.ts), and answers an Excel workbook or a PDF; prices never come from the caller.

export const BOM_FILE_FORMATS = ["xlsx", "pdf"] as const;
export type BomFileFormat = (typeof BOM_FILE_FORMATS)[number];
export const BOM_FILE_TYPES = {
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  pdf: "application/pdf",
} as const satisfies Record<BomFileFormat, string>;

export const pricedBomFileBody = bomMatchBody.extend({
  boards,
  sparePercent,
  format: z.enum(BOM_FILE_FORMATS),
});
export type PricedBomFileBody = z.input<typeof pricedBomFileBody>;

export const pricedBomFile = operation({
  method: "POST",
  changesNothing: true,
  path: "/bom/priced-file",
  summary:
    "A bill of materials matched and priced for its boards and spares, as a file to download: an Excel workbook (xlsx) " +
    "or a PDF, in the caller's language and currency, with the total in USD and TRY",
  tags: ["bom"],
  access: "public",
  body: pricedBomFileBody,
  produces: Object.values(BOM_FILE_TYPES),
  data: z.string().meta({ format: "binary", description: "The priced BOM as an Excel workbook (xlsx) or a PDF" }),
});
