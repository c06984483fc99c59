import { operation } from "../../operation";
import { bomCellsSchema, bomMatchBody, bomMatchSchema } from "./schemas";
import { BOM_FILE_MAX_BYTES } from "./values";

// The BOM tool (issue 36). Open to guests; a business caller's customer part numbers are matched too, and its
// answer is private (docs/decisions/043-customer-references.md).

export const matchBom = operation({
  method: "POST",
  changesNothing: true,
  path: "/bom/match",
  summary: "Match the lines of a bill of materials to the catalog: by part number, customer part number or value and package",
  tags: ["bom"],
  access: "public",
  body: bomMatchBody,
  data: bomMatchSchema,
  // Each answer lists every packaging of up to four parts per line.
  checkAnswer: false,
});

export const BOM_WORKBOOK_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** The BOM page reads an uploaded workbook here (the storefront reads no XLSX itself), then as it reads pasted text. */
export const readBomWorkbook = operation({
  method: "POST",
  changesNothing: true,
  path: "/bom/read",
  summary: "A bill of materials' Excel workbook (xlsx) as rows of cell texts: its first sheet, numbers as plain text",
  tags: ["bom"],
  access: "public",
  files: { file: { contentTypes: [BOM_WORKBOOK_TYPE], description: `The workbook (up to ${BOM_FILE_MAX_BYTES / 1024 / 1024} MB)` } },
  data: bomCellsSchema,
});
