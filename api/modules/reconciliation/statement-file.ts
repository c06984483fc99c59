import type { StatementFormat } from "@contract/api/reconciliation/values";

// What a statement file is, by its bytes (its name and declared type are the sender's word), and its text when it is
// a CSV export (docs/decisions/038-bank-reconciliation.md).

const UTF8_BOM = [0xef, 0xbb, 0xbf];
const UTF16LE_BOM = [0xff, 0xfe];

const startsWith = (content: Buffer, bytes: number[]) => bytes.every((byte, at) => content[at] === byte);

/**
 * "xlsx" for a zip (an Excel workbook), "csv" for text, null for anything else: an old binary .xls (whose bytes hold
 * NULs) or an image is not a statement we read.
 */
export function statementFormatOf(content: Buffer): StatementFormat | null {
  if (content[0] === 0x50 && content[1] === 0x4b && content[2] === 3 && content[3] === 4) return "xlsx";
  if (startsWith(content, UTF16LE_BOM)) return "csv";
  return content.includes(0) ? null : "csv";
}

/**
 * A CSV export's text: UTF-8 with or without its byte order mark, UTF-16 with its mark (Excel's "Unicode text"), and
 * otherwise Windows-1254, the Turkish code page older bank software still writes (its bytes are not valid UTF-8).
 */
export function statementText(content: Buffer): string {
  if (startsWith(content, UTF8_BOM)) return new TextDecoder("utf-8").decode(content.subarray(UTF8_BOM.length));
  if (startsWith(content, UTF16LE_BOM)) return new TextDecoder("utf-16le").decode(content.subarray(UTF16LE_BOM.length));
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(content);
  } catch {
    return new TextDecoder("windows-1254").decode(content);
  }
}
