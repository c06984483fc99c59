// The catalog desk's enumerations and limits both sides name (docs/decisions/044-catalog-desk.md).

/** What an import file updates: the price breaks of SKUs, their stock and upcoming stock, or whole parts (new or changed). */
export const CATALOG_IMPORT_KINDS = ["prices", "stock", "products"] as const;
export type CatalogImportKind = (typeof CATALOG_IMPORT_KINDS)[number];

/** An import is reviewed (its dry run stored with the file) until applied; applied once only. */
export const CATALOG_IMPORT_STATUSES = ["reviewed", "applied"] as const;
export type CatalogImportStatus = (typeof CATALOG_IMPORT_STATUSES)[number];

/** An import file's size and its rows after the header: a whole price list of the 5,000-SKU catalog fits. */
export const CATALOG_IMPORT_LIMITS = { maxBytes: 5 * 1024 * 1024, maxRows: 50_000 } as const;

/**
 * The columns of each kind, in the order the documentation lists them (docs/catalog-import.md). The header names the
 * API recognises for each are in api/modules/catalog-desk/import-file.ts.
 */
export const CATALOG_IMPORT_COLUMNS = {
  prices: ["sku", "quantity", "unitPrice", "currency"],
  stock: ["sku", "stock", "upcomingStock", "upcomingStockDate"],
  products: [
    "mpn",
    "manufacturer",
    "category",
    "sku",
    "packaging",
    "erpRef",
    "minimumOrderQuantity",
    "orderQuantityMultiplier",
    "descriptionTr",
    "descriptionEn",
    "quantity",
    "unitPrice",
    "currency",
    "stock",
    "datasheetUrl",
  ],
} as const satisfies Record<CatalogImportKind, readonly string[]>;
export type CatalogImportColumn = (typeof CATALOG_IMPORT_COLUMNS)[CatalogImportKind][number];

/** Why an import row is refused: each has its text in locales/<language>/api.json (`catalogDesk.refusals.*`). */
export const IMPORT_REFUSALS = [
  "unknownSku",
  "badQuantity",
  "badPrice",
  "badCurrency",
  "repeated",
  "firstBreak",
  "badStock",
  "badDate",
  "unknownCategory",
  "notLeafCategory",
  "otherCategory",
  "unknownMaker",
  "missingValue",
  "badPackaging",
  "badText",
  "badUrl",
  "skuOfOtherProduct",
  "erpRefTaken",
  "mpnTaken",
] as const;
export type ImportRefusal = (typeof IMPORT_REFUSALS)[number];

/** The most price breaks a variant has (the editor shows this many rows at most). */
export const PRICE_BREAKS_MAX = 12;

/** The catalog's prices are kept in US dollars (docs/decisions/010-price-display.md): a price row in another currency is refused. */
export const CATALOG_PRICE_CURRENCY = "USD";
