import { cellText } from "../catalog-desk/import-file";
import { xlsxRows } from "../reconciliation/statement-xlsx";

/**
 * An uploaded BOM workbook as rows of cell texts for contract/bom/read.ts: its first sheet, read as the other imports
 * read a workbook; numbers as plain text ("10", "0.1"), dates as their day. Null when the bytes are not a workbook.
 */
export async function readBomWorkbook(content: Buffer): Promise<string[][] | null> {
  const rows = await xlsxRows(content);
  return rows && rows.map((row) => row.map((cell) => cellText(cell)));
}
