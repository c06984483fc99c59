import ExcelJS from "exceljs";
import type { Cell } from "./statement-values";

/** A workbook cell's value as text, number or date: formulas give their result, rich text and links their text. */
function cellOf(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === "string" || typeof value === "number" || value instanceof Date) return value;
  if (typeof value === "boolean") return String(value);
  if ("result" in value) return value.result === undefined ? null : cellOf(value.result as ExcelJS.CellValue);
  if ("richText" in value) return value.richText.map((run) => run.text).join("");
  if ("text" in value) return typeof value.text === "string" ? value.text : cellOf(value.text as ExcelJS.CellValue);
  return null;
}

/**
 * The rows of a workbook's first sheet, row N of the sheet at index N − 1 (an empty row is an empty array), so that a
 * problem names the row Excel shows. Null when the bytes are not a workbook.
 */
export async function xlsxRows(content: Buffer): Promise<Cell[][] | null> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(content as unknown as ArrayBuffer);
  } catch {
    return null;
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return null;
  const rows: Cell[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    while (rows.length < rowNumber - 1) rows.push([]);
    const cells: Cell[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cellOf(cell.value);
    });
    rows.push(Array.from(cells, (cell) => cell ?? null));
  });
  return rows;
}
