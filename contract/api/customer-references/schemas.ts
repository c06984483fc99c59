import * as z from "zod";
import { optionalText, requiredText } from "../../rules";
import { CUSTOMER_REFERENCE_EXPORT_FORMATS, CUSTOMER_REFERENCE_LIMITS, customerReferenceKey, IMPORT_ROW_OUTCOMES } from "./values";

// A company's customer part numbers (docs/decisions/043-customer-references.md).

const { numberMax, noteMax, pageSizeMax } = CUSTOMER_REFERENCE_LIMITS;

/** A customer part number: trimmed, and some letters or digits must remain (its key is what is unique). */
export const customerReferenceNumberText = requiredText(numberMax).refine(
  (value) => customerReferenceKey(value) !== "",
  "validation.customerReferenceNumber",
);

export const customerReferenceListQuery = z.object({
  /** Part of a customer part number, a SKU or an MPN. */
  q: z.string().trim().max(60).optional(),
  /** The numbers of these parts only (the product page asks for its packagings'). */
  variantId: z
    .union([z.coerce.number<number>().int().positive(), z.array(z.coerce.number<number>().int().positive()).max(20)])
    .transform((value) => (Array.isArray(value) ? value : [value]))
    .optional(),
  page: z.coerce.number<number>().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number<number>().int().min(1).max(pageSizeMax).default(25),
});
export type CustomerReferenceListQuery = z.output<typeof customerReferenceListQuery>;

export const customerReferenceSchema = z.object({
  id: z.number().int(),
  variantId: z.number().int(),
  sku: z.string(),
  mpn: z.string(),
  manufacturerName: z.string(),
  productSlug: z.string(),
  categorySlug: z.string(),
  number: z.string(),
  note: z.string().nullable(),
  updatedAt: z.string(),
  /** Who last changed it, as their name is now (null: that user is gone). */
  updatedByName: z.string().nullable(),
});
export type CustomerReference = z.output<typeof customerReferenceSchema>;

export const customerReferenceListSchema = z.object({
  items: z.array(customerReferenceSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  totalCount: z.number().int(),
  /** Whether the caller may add, change, delete and import (manage-customer-references). */
  canManage: z.boolean(),
});
export type CustomerReferenceList = z.output<typeof customerReferenceListSchema>;

/** Add a part's number, or replace it: the part by its variant id or its SKU (one of them). */
export const saveCustomerReferenceBody = z
  .object({
    variantId: z.coerce.number<number>().int().positive().optional(),
    sku: optionalText(60),
    number: customerReferenceNumberText,
    note: optionalText(noteMax),
  })
  .refine((body) => body.variantId !== undefined || body.sku !== null, { path: ["sku"], message: "validation.required" });
export type SaveCustomerReferenceBody = z.output<typeof saveCustomerReferenceBody>;

export const customerReferenceIdParams = z.object({ id: z.coerce.number<number>().int().positive() });

export const customerReferenceExportQuery = z.object({ format: z.enum(CUSTOMER_REFERENCE_EXPORT_FORMATS) });

export const importRowSchema = z.object({
  /** The CSV record's or the sheet's row number. */
  line: z.number().int(),
  /** The part as the row named it (SKU or MPN), and the number it gave. */
  part: z.string(),
  number: z.string(),
  outcome: z.enum(IMPORT_ROW_OUTCOMES),
  /** Why a row was refused, in the caller's language. */
  reason: z.string().nullable(),
});
export type ImportRow = z.output<typeof importRowSchema>;

export const importResultSchema = z.object({
  rows: z.array(importRowSchema),
  added: z.number().int(),
  changed: z.number().int(),
  unchanged: z.number().int(),
  refused: z.number().int(),
});
export type ImportResult = z.output<typeof importResultSchema>;
