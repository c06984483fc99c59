// What the catalog operations take: path parameters, queries and bodies (their answers are in schemas.ts).
import * as z from "zod";
import { CURRENCIES, MAX_PRICE_QUANTITY, PACKAGING_VALUES, PAGE_SIZES, SORTS } from "../../limits";
import { MAX_SEARCH_CHARACTERS } from "../../search-text";
import { CATEGORY_GROUP_TYPES } from "./values";

/** A query value that may come once or repeated (?a=1&a=2), read as a list (none: empty). */
const repeated = <T extends z.ZodType>(item: T) =>
  z.preprocess((value: string | string[]) => (Array.isArray(value) ? value : [value]), z.array(item).max(50)).default([]);
/** A yes/no query value; a caller may give a boolean, which travels as "true" or "false". */
const flag = z
  .preprocess(
    (value: boolean | "true" | "false" | "1" | "0") => (typeof value === "boolean" ? String(value) : value),
    z.enum(["true", "false", "1", "0"]),
  )
  .transform((value) => value === "true" || value === "1");
const id = z.coerce.number<number>().int().positive().max(2_147_483_647);
const whole = () => z.coerce.number<number>().int();
/** The currency of an answer's prices; without it, X-Currency-Code, then USD. */
const currency = z.enum(CURRENCIES).optional();
/** `<property code>:<value>`, as the property filters take it. */
const propertyFilter = (maxLength: number, expected: string) =>
  z
    .string()
    .min(3)
    .max(maxLength)
    .regex(/^[a-z0-9-]+:.+$/, `expected <property code>:<${expected}>`);

/** The product list's query (docs/spec.md §7): every filter, the sort and the page. */
export const variantSearchQuery = z.object({
  categoryId: id.optional(),
  category: z.string().min(1).max(200).optional(),
  search: z.string().max(MAX_SEARCH_CHARACTERS).optional(),
  manufacturer: repeated(z.string().min(1).max(100)),
  packaging: repeated(z.enum(PACKAGING_VALUES)),
  inStock: flag.optional(),
  rohs: flag.optional(),
  prop: repeated(propertyFilter(200, "value")),
  min: repeated(propertyFilter(100, "number")),
  max: repeated(propertyFilter(100, "number")),
  sort: z.enum(SORTS).default("relevance"),
  /** The quantity the price sorts compare unit prices at; without it, each part's first price break. */
  quantity: whole().min(1).max(MAX_PRICE_QUANTITY).optional(),
  page: whole().min(1).default(1),
  pageSize: whole()
    .refine(
      (value) => (PAGE_SIZES as readonly number[]).includes(value),
      `pageSize must be ${PAGE_SIZES.slice(0, -1).join(", ")} or ${PAGE_SIZES.at(-1)}`,
    )
    .default(25),
  currency,
});
export type VariantSearchQuery = z.input<typeof variantSearchQuery>;

/** A category's filter options: the list's query without the category, which the path names. */
export const filterOptionsQuery = variantSearchQuery.omit({ categoryId: true, category: true });

export const currencyQuery = z.object({ currency });
export const takeQuery = (fallback: number, max: number) => z.object({ take: whole().min(0).max(max).default(fallback), currency });

export const categoryKeyParams = z.object({ key: z.string().min(1).max(200) });
export const productIdParams = z.object({ productId: id });
export const variantIdParams = z.object({ variantId: id });
export const slugParams = z.object({ slug: z.string().min(1).max(300) });
export const skuParams = z.object({ sku: z.string().min(1).max(200) });
export const erpParams = z.object({ erpRefId: z.string().min(1).max(200) });
export const groupTypeParams = z.object({ code: z.enum(CATEGORY_GROUP_TYPES) });

export const headerSearchQuery = z.object({
  search: z.string().max(MAX_SEARCH_CHARACTERS).default(""),
  take: whole().min(1).max(20).default(8),
});
export const categorySearchQuery = z.object({ search: z.string().min(1).max(200), take: whole().min(1).max(50).default(10) });
export const bySlugQuery = z.object({ sku: z.string().min(1).max(200).optional(), currency });
export const totalPriceQuery = z.object({ quantity: whole().min(1).max(MAX_PRICE_QUANTITY), currency });
export const manufacturersQuery = z.object({
  search: z.string().max(100).optional(),
  letter: z.string().length(1).optional(),
  page: whole().min(1).default(1),
  pageSize: whole().min(1).max(200).default(100),
});

export const compareBody = z
  .object({
    variantIds: z
      .array(id)
      .max(10)
      .default([])
      .meta({ example: [1] }),
    skus: z.array(z.string().min(1).max(200)).max(10).default([]),
  })
  .refine((body) => body.variantIds.length + body.skus.length >= 1 && body.variantIds.length + body.skus.length <= 10, {
    message: "give 1 to 10 variantIds or skus",
    path: ["variantIds"],
  });
export const recordViewBody = z.object({ variantId: id });
