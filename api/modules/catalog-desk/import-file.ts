import {
  CATALOG_IMPORT_COLUMNS,
  CATALOG_IMPORT_LIMITS,
  type CatalogImportColumn,
  type CatalogImportKind,
} from "@contract/api/catalog-desk/values";
import { parseCsv } from "../../lib/csv";
import { AppError } from "../../lib/errors";
import type { ApiLocale } from "../../lib/locale";
import { text } from "../../lib/messages";
import { foldText } from "../catalog/text";
import { statementFormatOf, statementText } from "../reconciliation/statement-file";
import type { Cell } from "../reconciliation/statement-values";
import { xlsxRows } from "../reconciliation/statement-xlsx";

// An import file read into rows and its columns found by their headers (docs/catalog-import.md). The bytes are read
// as the bank reconciliation reads a statement (CSV in any of its encodings, or an XLSX's first sheet).

/** The header names of each column, compared without case, accents or punctuation, in English and Turkish. */
export const HEADERS: Record<CatalogImportColumn, readonly string[]> = {
  sku: ["sku", "stok kodu", "urun kodu"],
  quantity: ["quantity", "qty", "break quantity", "miktar", "adet", "kademe", "kademe miktari"],
  unitPrice: ["unit price", "price", "unit price usd", "birim fiyat", "fiyat", "birim fiyat usd"],
  currency: ["currency", "para birimi", "doviz"],
  stock: ["stock", "total stock", "stok", "stok miktari"],
  upcomingStock: ["upcoming stock", "incoming stock", "gelecek stok", "yoldaki stok"],
  upcomingStockDate: ["upcoming stock date", "upcoming date", "gelecek stok tarihi", "gelis tarihi"],
  mpn: ["mpn", "part number", "manufacturer part number", "uretici parca numarasi", "parca numarasi"],
  manufacturer: ["manufacturer", "maker", "brand", "uretici", "marka"],
  category: ["category", "kategori"],
  packaging: ["packaging", "paketleme", "ambalaj"],
  erpRef: ["erp reference", "erp ref", "erp", "erp referansi", "erp kodu"],
  minimumOrderQuantity: ["minimum order quantity", "moq", "min order", "minimum siparis miktari", "minimum siparis"],
  orderQuantityMultiplier: ["multiplier", "order multiple", "multiple", "carpan", "siparis kati"],
  descriptionTr: ["description tr", "turkish description", "aciklama tr", "aciklama", "turkce aciklama"],
  descriptionEn: ["description en", "english description", "description", "aciklama en", "ingilizce aciklama"],
  datasheetUrl: ["datasheet", "datasheet url", "datasheet link", "veri sayfasi", "veri sayfasi baglantisi"],
};

/** The columns a file of each kind must have; the others may be left out. */
const REQUIRED: Record<CatalogImportKind, readonly CatalogImportColumn[]> = {
  prices: ["sku", "quantity", "unitPrice"],
  stock: ["sku", "stock"],
  products: ["sku", "mpn", "manufacturer"],
};

const HEADER_SEARCH_ROWS = 10;
// A list exported with a Turkish Excel separates with ";", others with "," or a tab.
const DELIMITERS = [";", ",", "\t"];

export type ImportColumns = Partial<Record<CatalogImportColumn, number>>;

export interface ImportRows {
  rows: Cell[][];
  headerIndex: number;
  columns: ImportColumns;
}

const headerName = (cell: Cell) =>
  foldText(typeof cell === "string" ? cell : "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

/** A cell as trimmed text: a workbook's date as its day. */
export const cellText = (cell: Cell | undefined) =>
  cell instanceof Date ? cell.toISOString().slice(0, 10) : cell === null || cell === undefined ? "" : String(cell).trim();

function findHeader(rows: Cell[][], kind: CatalogImportKind): { headerIndex: number; columns: ImportColumns } | null {
  for (let index = 0; index < Math.min(rows.length, HEADER_SEARCH_ROWS); index++) {
    const names = rows[index].map(headerName);
    const columns: ImportColumns = {};
    for (const column of CATALOG_IMPORT_COLUMNS[kind]) {
      const at = names.findIndex((name) => HEADERS[column].includes(name));
      if (at >= 0) columns[column] = at;
    }
    if (REQUIRED[kind].every((column) => columns[column] !== undefined)) return { headerIndex: index, columns };
  }
  return null;
}

/**
 * The rows of an import file and where its columns are. A file too large, unreadable, without the kind's header or
 * with too many rows is refused whole, in the uploader's language.
 */
export async function readImportFile(content: Buffer, kind: CatalogImportKind, locale: ApiLocale): Promise<ImportRows> {
  if (content.length > CATALOG_IMPORT_LIMITS.maxBytes)
    throw new AppError(413, text("catalogDesk.tooLarge", locale, { megabytes: CATALOG_IMPORT_LIMITS.maxBytes / 1024 / 1024 }));
  const format = statementFormatOf(content);
  let found: ImportRows | null = null;
  if (format === "xlsx") {
    const rows = await xlsxRows(content);
    if (!rows) throw new AppError(400, text("catalogDesk.unreadable", locale));
    const header = findHeader(rows, kind);
    found = header && { rows, ...header };
  } else if (format === "csv") {
    const decoded = statementText(content);
    for (const delimiter of DELIMITERS) {
      const rows = parseCsv(decoded, delimiter);
      const header = findHeader(rows, kind);
      if (header) {
        found = { rows, ...header };
        break;
      }
    }
  } else throw new AppError(400, text("catalogDesk.unreadable", locale));
  if (!found)
    throw new AppError(
      400,
      text(`catalogDesk.noHeader`, locale, { columns: REQUIRED[kind].map((column) => HEADERS[column][0]).join(", ") }),
    );
  if (found.rows.length - found.headerIndex - 1 > CATALOG_IMPORT_LIMITS.maxRows)
    throw new AppError(400, text("catalogDesk.tooManyRows", locale, { rows: CATALOG_IMPORT_LIMITS.maxRows }));
  return found;
}
