import * as z from "zod";
import { optionalText, requiredText } from "../../rules";
import { auditEntrySchema } from "../back-office/schemas";
import { SPECIAL_PRODUCT_LIMITS } from "./values";

// Special products (issue 33 item 4, docs/decisions/053-special-products.md): sales makes a part exclusive to one
// company, or gives the company a fixed price for it, or both; the company's users see them on their page.

const page = z.coerce.number<number>().int().min(1).max(10_000).default(1);
const pageSize = z.coerce.number<number>().int().min(1).max(100).default(20);
const pathId = z.coerce.number<number>().int().min(1).max(2_147_483_647).meta({ example: 1 });

/** A special product as its company and the back office see it; `fixedPriceUsd` null: the catalog's price breaks. */
export const specialProductSchema = z.object({
  id: z.number().int(),
  variantId: z.number().int(),
  productId: z.number().int(),
  sku: z.string(),
  mpn: z.string(),
  manufacturerName: z.string(),
  description: z.string(),
  slug: z.string(),
  categorySlug: z.string(),
  packaging: z.string(),
  minimumOrderQuantity: z.number().int(),
  orderQuantityMultiplier: z.number().int(),
  isExclusive: z.boolean(),
  fixedPriceUsd: z.string().nullable(),
  updatedAt: z.string(),
});
export type SpecialProduct = z.output<typeof specialProductSchema>;

// ── The company's users ──────────────────────────────────────────────────────────────────────────────

export const specialProductListQuery = z.object({ page, pageSize });

export const specialProductListSchema = z.object({
  items: z.array(specialProductSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  totalCount: z.number().int(),
});
export type SpecialProductList = z.output<typeof specialProductListSchema>;

// ── The back office ──────────────────────────────────────────────────────────────────────────────────

/** A fixed unit price in USD as sales types it (a point or a Turkish comma); empty: none. */
const fixedPriceUsd = z.preprocess(
  (value) => (typeof value === "string" ? value.replace(/\s/g, "").replace(",", ".") : value),
  z
    .string()
    .refine((value) => value === "" || (/^\d{1,10}(\.\d{1,6})?$/.test(value) && Number(value) > 0), "validation.unitPrice")
    .optional()
    .transform((value) => value || null),
);

/** What a special product grants: exclusivity, a fixed price, or both (one at least), and sales' note. */
const termsFields = {
  isExclusive: z.boolean().default(false),
  fixedPriceUsd,
  note: optionalText(SPECIAL_PRODUCT_LIMITS.noteMax).transform((value) => value ?? ""),
};
const grantsSomething = (terms: { isExclusive: boolean; fixedPriceUsd: string | null }) =>
  terms.isExclusive || terms.fixedPriceUsd !== null;
const grantsNothing = { message: "validation.specialProductTerms", path: ["fixedPriceUsd"] };

export const specialProductTermsBody = z.object(termsFields).refine(grantsSomething, grantsNothing);
export type SpecialProductTerms = z.output<typeof specialProductTermsBody>;

/** A part made special for the company: its SKU or MPN as typed (an MPN in several packagings needs the SKU). */
export const specialProductBody = z
  .object({ part: requiredText(SPECIAL_PRODUCT_LIMITS.partMax), ...termsFields })
  .refine(grantsSomething, grantsNothing);
export type SpecialProductBody = z.output<typeof specialProductBody>;

export const companySpecialProductsParams = z.object({
  companyId: z.uuid().meta({ example: "4f7c2a9e-1b3d-4c5e-8f6a-2d1e0b9c8a7f" }),
});
export const specialProductParams = companySpecialProductsParams.extend({ specialProductId: pathId });

/** A company's special products in the back office, with the staff's changes to them. */
export const deskSpecialProductsSchema = z.object({
  companyId: z.string(),
  companyTitle: z.string(),
  items: z.array(specialProductSchema.extend({ note: z.string() })),
  audit: z.array(auditEntrySchema),
});
export type DeskSpecialProducts = z.output<typeof deskSpecialProductsSchema>;
