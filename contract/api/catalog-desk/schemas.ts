import * as z from "zod";
import { PACKAGING_VALUES } from "../../limits";
import { priceBreaksProblem } from "../../price-breaks";
import { flagField, optionalText, requiredText } from "../../rules";
import { auditEntrySchema } from "../back-office/schemas";
import { PRODUCT_STATUSES } from "../catalog/values";
import { CATALOG_IMPORT_KINDS, CATALOG_IMPORT_STATUSES, IMPORT_REFUSALS, PRICE_BREAKS_MAX } from "./values";

// The back office's catalog desk (issue 33 item 5, docs/decisions/044-catalog-desk.md): products found by MPN, SKU or
// maker, a product's and its variants' editor, and imports of prices or stock with a dry run first.

const orNull = <T extends z.ZodType<string, string>>(rule: T, max: number) => optionalText(max).pipe(rule.nullable());
/** A box left unticked is not sent by a form: missing is no. */
const flag = flagField.default(false);
const count = (min: number) =>
  z.coerce
    .number<number>({ error: "validation.wholeNumber" })
    .int("validation.wholeNumber")
    .min(min, "validation.wholeNumber")
    .max(2_000_000_000, "validation.quantityTooLarge");

// ── Finding products ────────────────────────────────────────────────────────────────────────────────

export const deskProductListQuery = z.object({
  page: z.coerce.number<number>().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number<number>().int().min(1).max(100).default(25),
  /** The start of an MPN or a SKU (spaces and dashes ignored), or a part of the manufacturer's name. */
  q: z.string().trim().max(100).optional(),
});
export type DeskProductListQuery = z.output<typeof deskProductListQuery>;

export const deskProductSummarySchema = z.object({
  id: z.number().int(),
  mpn: z.string(),
  manufacturer: z.string(),
  category: z.string(),
  descriptionEn: z.string(),
  status: z.enum(PRODUCT_STATUSES),
  skus: z.array(z.string()),
});
export type DeskProductSummary = z.output<typeof deskProductSummarySchema>;

export const deskProductListSchema = z.object({
  items: z.array(deskProductSummarySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  totalCount: z.number().int(),
});
export type DeskProductList = z.output<typeof deskProductListSchema>;

// ── A product ───────────────────────────────────────────────────────────────────────────────────────

export const deskProductParams = z.object({ productId: z.coerce.number<number>().int().positive().max(2_147_483_647) });
export const deskVariantParams = z.object({
  productId: deskProductParams.shape.productId,
  variantId: z.coerce.number<number>().int().positive().max(2_147_483_647),
});

/** A price as typed: a point or a Turkish comma, at most six decimals (the catalog keeps USD to the micro-dollar). */
export const UNIT_PRICE_PATTERN = /^\d{1,12}(?:[.,]\d{1,6})?$/;
const unitPriceText = z
  .string({ error: "validation.unitPrice" })
  .trim()
  .regex(UNIT_PRICE_PATTERN, "validation.unitPrice")
  .transform((value) => value.replace(",", "."))
  .refine((value) => Number(value) > 0, "validation.unitPrice");

const priceBreakInput = z.object({
  quantity: count(1),
  unitPrice: unitPriceText,
});

/** An editor's row left empty: a form sends it blank (or, read by conform, not at all). */
const isBlankBreak = (row: unknown) =>
  row === undefined ||
  row === null ||
  (typeof row === "object" && Object.values(row).every((value) => value === undefined || value === null || value === ""));

export const variantEditBody = z
  .object({
    packaging: z.enum(PACKAGING_VALUES, { error: "validation.required" }),
    minimumOrderQuantity: count(1),
    orderQuantityMultiplier: count(1),
    mpq: count(1),
    totalStock: count(0),
    upcomingStock: z
      .preprocess((value) => (value === "" ? undefined : value), count(0).nullable().optional())
      .transform((value) => value ?? null),
    upcomingStockDate: orNull(z.iso.date("validation.date"), 10),
    isBackorderable: flag,
    isShowPrice: flag,
    isShowStock: flag,
    /** The breaks, lowest quantity first; the editor's empty rows are left out. */
    priceBreaks: z.preprocess(
      (value) => (Array.isArray(value) ? value.filter((row) => !isBlankBreak(row)) : value),
      z.array(priceBreakInput).max(PRICE_BREAKS_MAX),
    ),
  })
  .superRefine((body, context) => {
    const problem = priceBreaksProblem(
      body.priceBreaks.map((step) => ({ quantity: step.quantity, unitPrice: Number(step.unitPrice) })),
      body.minimumOrderQuantity,
    );
    if (problem) context.addIssue({ code: "custom", path: ["priceBreaks"], message: problem });
  });
export type VariantEditBody = z.output<typeof variantEditBody>;

/** A SKU or an ERP reference as typed: letters, digits and the usual separators. */
const PART_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 ._/#+-]*$/;
const partCode = requiredText(60).regex(PART_CODE_PATTERN, "validation.partCode");

/**
 * A new variant of a product (the editor's "add a variant", and a new product's first variant): its SKU and ERP
 * reference (both unique in the catalog), packaging, ordering rules, stock and its first price break.
 */
export const variantCreateBody = z
  .object({
    sku: partCode,
    erpRef: partCode,
    packaging: z.enum(PACKAGING_VALUES, { error: "validation.required" }),
    minimumOrderQuantity: count(1),
    orderQuantityMultiplier: count(1),
    totalStock: count(0),
    breakQuantity: count(1),
    unitPrice: unitPriceText,
  })
  .superRefine((body, context) => {
    const problem = priceBreaksProblem([{ quantity: body.breakQuantity, unitPrice: Number(body.unitPrice) }], body.minimumOrderQuantity);
    if (problem) context.addIssue({ code: "custom", path: ["breakQuantity"], message: problem });
  });
export type VariantCreateBody = z.output<typeof variantCreateBody>;

/** A category as the desk names it: its code, one of its slugs, or its id. */
const categoryName = requiredText(100);

/** A new product from the desk: its category (a leaf), maker (its name or slug), MPN, descriptions, then its first variant. */
export const productCreateBody = z.object({
  category: categoryName,
  manufacturer: requiredText(100),
  mpn: requiredText(80),
  descriptionTr: requiredText(500),
  descriptionEn: requiredText(500),
  datasheetUrl: orNull(z.url({ protocol: /^https?$/, error: "validation.url" }), 500),
  variant: variantCreateBody,
});
export type ProductCreateBody = z.output<typeof productCreateBody>;

/** An image as the catalog stores it: a path of the store's files or an https:// address. */
const IMAGE_PATTERN = /^(\/[^\s]*|https:\/\/[^\s]+)$/;

export const productEditBody = z.object({
  descriptionTr: requiredText(500),
  descriptionEn: requiredText(500),
  detailedDescriptionTr: optionalText(5_000).transform((value) => value ?? ""),
  detailedDescriptionEn: optionalText(5_000).transform((value) => value ?? ""),
  status: z.enum(PRODUCT_STATUSES, { error: "validation.required" }),
  datasheetUrl: orNull(z.url({ protocol: /^https?$/, error: "validation.url" }), 500),
  rohs: flag,
  /** The product's images, one a line, first shown first. */
  images: optionalText(8_000)
    .transform((value) =>
      (value ?? "")
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .refine(
      (lines) => lines.length <= 20 && lines.every((line) => line.length <= 500 && IMAGE_PATTERN.test(line)),
      "validation.imagePaths",
    ),
  /**
   * The category's property values by code, as typed: numbers in the property's SI unit (a point or a comma), enums as
   * text; an empty value removes the property. The API refuses codes the category does not define.
   */
  properties: z
    .record(
      z.string().max(60),
      z
        .string()
        .trim()
        .max(200, "validation.tooLong")
        .optional()
        .transform((value) => value ?? ""),
    )
    .default({}),
});
export type ProductEditBody = z.output<typeof productEditBody>;

export const deskPriceBreakSchema = z.object({ quantity: z.number().int(), unitPrice: z.string() });

export const deskVariantSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  packaging: z.enum(PACKAGING_VALUES),
  minimumOrderQuantity: z.number().int(),
  orderQuantityMultiplier: z.number().int(),
  mpq: z.number().int(),
  totalStock: z.number().int(),
  upcomingStock: z.number().int().nullable(),
  upcomingStockDate: z.string().nullable(),
  isBackorderable: z.boolean(),
  isShowPrice: z.boolean(),
  isShowStock: z.boolean(),
  /** USD, lowest quantity first. */
  priceBreaks: z.array(deskPriceBreakSchema),
});
export type DeskVariant = z.output<typeof deskVariantSchema>;

export const deskPropertySchema = z.object({
  code: z.string(),
  label: z.string(),
  kind: z.enum(["numeric", "enum"]),
  unit: z.string().nullable(),
  /** As stored (numbers in the SI unit), as text; empty when the product has none. */
  value: z.string(),
});

export const deskProductSchema = z.object({
  id: z.number().int(),
  mpn: z.string(),
  slug: z.string(),
  manufacturer: z.string(),
  category: z.string(),
  descriptionTr: z.string(),
  descriptionEn: z.string(),
  detailedDescriptionTr: z.string(),
  detailedDescriptionEn: z.string(),
  status: z.enum(PRODUCT_STATUSES),
  datasheetUrl: z.string().nullable(),
  rohs: z.boolean(),
  images: z.array(z.string()),
  properties: z.array(deskPropertySchema),
  variants: z.array(deskVariantSchema),
  /** The staff's changes to the product and its variants, newest first. */
  audit: z.array(auditEntrySchema),
});
export type DeskProduct = z.output<typeof deskProductSchema>;

// ── Imports ─────────────────────────────────────────────────────────────────────────────────────────

/** The text part of an import upload: what the file updates. */
export const catalogImportUploadBody = z.object({ kind: z.enum(CATALOG_IMPORT_KINDS, { error: "validation.required" }) });

export const catalogImportParams = z.object({ importId: z.coerce.number<number>().int().positive().max(2_147_483_647) });

export const importRefusalSchema = z.object({
  /** The CSV record's or the sheet's row number, as a spreadsheet shows it. */
  row: z.number().int(),
  code: z.enum(IMPORT_REFUSALS),
  value: z.string().optional(),
  /** Why, in the caller's language. */
  message: z.string(),
});
export type ImportRefusalAnswer = z.output<typeof importRefusalSchema>;

export const importChangeSchema = z.object({
  row: z.number().int(),
  sku: z.string(),
  /** What the row sets: a break's quantity (`price@100`), `stock`, `upcomingStock` or `upcomingStockDate`. */
  field: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type ImportChange = z.output<typeof importChangeSchema>;

export const catalogImportSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CATALOG_IMPORT_KINDS),
  fileName: z.string(),
  /** SHA-256 of the file's bytes, in hex. */
  fileHash: z.string(),
  status: z.enum(CATALOG_IMPORT_STATUSES),
  uploadedAt: z.string(),
  appliedAt: z.string().nullable(),
  /** Rows that add a price break, change a value, change nothing, or are refused. */
  counts: z.object({ added: z.number().int(), changed: z.number().int(), unchanged: z.number().int(), refused: z.number().int() }),
  refusals: z.array(importRefusalSchema),
  /** The rows that add or change something (the first 500). */
  changes: z.array(importChangeSchema),
});
export type CatalogImport = z.output<typeof catalogImportSchema>;
