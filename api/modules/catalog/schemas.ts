import { z } from "zod";
import { PACKAGING_VALUES } from "../../db/schema";
import { currencySchema } from "./currency";
import { SORTS } from "./variant-search";

/** A query value that may come once or repeated (?a=1&a=2) as a list. */
const repeated = <T extends z.ZodType>(item: T) =>
  z.preprocess((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]), z.array(item).max(50));
const flag = z.enum(["true", "false", "1", "0"]).transform((value) => value === "true" || value === "1");
const id = z.coerce.number().int().positive().max(2_147_483_647);

export const PAGE_SIZES = [10, 15, 25, 50, 100] as const;

export const variantSearchQuery = z.object({
  categoryId: id.optional(),
  category: z.string().min(1).max(200).optional(),
  search: z.string().max(200).optional(),
  manufacturer: repeated(z.string().min(1).max(100)),
  packaging: repeated(z.enum(PACKAGING_VALUES)),
  inStock: flag.optional(),
  rohs: flag.optional(),
  prop: repeated(z.string().min(3).max(200).regex(/^[a-z0-9-]+:.+$/, "expected <property code>:<value>")),
  min: repeated(z.string().min(3).max(100).regex(/^[a-z0-9-]+:.+$/, "expected <property code>:<number>")),
  max: repeated(z.string().min(3).max(100).regex(/^[a-z0-9-]+:.+$/, "expected <property code>:<number>")),
  sort: z.enum(SORTS).default("relevance"),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((value) => (PAGE_SIZES as readonly number[]).includes(value), "pageSize must be 10, 15, 25, 50 or 100")
    .default(25),
  currency: currencySchema.optional(),
});

export const currencyQuery = z.object({ currency: currencySchema.optional() });
export const takeQuery = (fallback: number, max: number) => z.object({ take: z.coerce.number().int().min(0).max(max).default(fallback), currency: currencySchema.optional() });

export const categoryKeyParams = z.object({ key: z.string().min(1).max(200) });
export const productIdParams = z.object({ productId: id });
export const variantIdParams = z.object({ variantId: id });
export const slugParams = z.object({ slug: z.string().min(1).max(300) });
export const skuParams = z.object({ sku: z.string().min(1).max(200) });
export const erpParams = z.object({ erpRefId: z.string().min(1).max(200) });
export const groupTypeParams = z.object({ code: z.enum(["discounted-products", "home-page-special", "led-lighting-page"]) });

export const headerSearchQuery = z.object({ search: z.string().max(200).default(""), take: z.coerce.number().int().min(1).max(20).default(8) });
export const categorySearchQuery = z.object({ search: z.string().min(1).max(200), take: z.coerce.number().int().min(1).max(50).default(10) });
export const bySlugQuery = z.object({ sku: z.string().min(1).max(200).optional(), currency: currencySchema.optional() });
export const totalPriceQuery = z.object({ quantity: z.coerce.number().int().min(1).max(100_000_000), currency: currencySchema.optional() });
export const manufacturersQuery = z.object({
  search: z.string().max(100).optional(),
  letter: z.string().length(1).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(100),
});
export const compareBody = z
  .object({ variantIds: z.array(id).max(10).default([]), skus: z.array(z.string().min(1).max(200)).max(10).default([]) })
  .refine((body) => body.variantIds.length + body.skus.length >= 1 && body.variantIds.length + body.skus.length <= 10, {
    message: "give 1 to 10 variantIds or skus",
    path: ["variantIds"],
  });
export const recordViewBody = z.object({ variantId: id });

/* Response schemas: the contract of app/lib/catalog-types.ts. */
const packaging = z.enum(PACKAGING_VALUES);
const breadcrumbItem = z.object({ id: z.number(), code: z.string(), name: z.string(), slug: z.string() });
const categorySummary = z.object({ id: z.number(), code: z.string(), name: z.string(), slug: z.string(), imagePath: z.string().nullable(), productCount: z.number() });
export interface CategoryNodeShape extends z.infer<typeof categorySummary> {
  children: CategoryNodeShape[];
}
const categoryNode: z.ZodType<CategoryNodeShape> = z.lazy(() => categorySummary.extend({ children: z.array(categoryNode) }));
const propertyColumn = z.object({ code: z.string(), label: z.string(), unit: z.string().nullable(), kind: z.enum(["numeric", "enum"]) });
const propertyValue = propertyColumn.extend({ value: z.union([z.number(), z.string()]), display: z.string() });
const manufacturerRef = z.object({ id: z.number(), name: z.string(), slug: z.string() });
const priceBreak = z.object({ quantity: z.number(), unitPrice: z.number() });
const media = z.object({ path: z.string(), kind: z.enum(["image", "datasheet", "drawing"]), alt: z.string() });

export const listItemSchema = z.object({
  variantId: z.number(),
  productId: z.number(),
  sku: z.string(),
  mpn: z.string(),
  productSlug: z.string(),
  categoryId: z.number(),
  categorySlug: z.string(),
  categoryName: z.string(),
  description: z.string(),
  manufacturer: manufacturerRef,
  imagePath: z.string().nullable(),
  packaging,
  isReel: z.boolean(),
  rohs: z.boolean(),
  status: z.enum(["active", "new", "nrnd", "obsolete"]),
  isShowPrice: z.boolean(),
  isShowStock: z.boolean(),
  stock: z.number().nullable(),
  upcomingStock: z.number().nullable(),
  upcomingStockDate: z.string().nullable(),
  minimumOrderQuantity: z.number(),
  orderQuantityMultiplier: z.number(),
  mpq: z.number(),
  currency: currencySchema,
  unitPrice: z.number().nullable(),
  priceBreaks: z.array(priceBreak),
  properties: z.record(z.string(), propertyValue),
  discountRate: z.number().nullable().optional(),
});

const facetValue = z.object({ value: z.string(), label: z.string(), count: z.number() });
export const variantSearchResult = z.object({
  items: z.array(listItemSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  pageCount: z.number(),
  sort: z.enum(SORTS),
  currency: currencySchema,
  category: categorySummary.nullable(),
  breadcrumb: z.array(breadcrumbItem),
  tableProperties: z.array(propertyColumn),
  facets: z.object({
    manufacturers: z.array(facetValue),
    packaging: z.array(facetValue),
    inStock: z.number(),
    rohs: z.number(),
    properties: z.array(propertyColumn.extend({ values: z.array(facetValue), min: z.number().nullable(), max: z.number().nullable() })),
  }),
  interpretedSearch: z
    .object({
      text: z.string(),
      properties: z.array(z.object({ code: z.string(), label: z.string(), value: z.union([z.number(), z.string()]), display: z.string() })),
      words: z.array(z.string()),
      exactMatch: z.boolean(),
    })
    .nullable(),
});

export const categorySummarySchema = categorySummary;
export const categoryTreeSchema = z.array(categoryNode);
export const breadcrumbSchema = z.array(breadcrumbItem);
export const categoryDetailSchema = categorySummary.extend({
  parentId: z.number().nullable(),
  slugs: z.object({ tr: z.string(), en: z.string() }),
  isFeatured: z.boolean(),
  breadcrumb: z.array(breadcrumbItem),
  children: z.array(categorySummary),
  tableProperties: z.array(propertyColumn),
  topProducts: z.array(listItemSchema),
});

export const headerSearchResult = z.object({
  parts: z.array(
    z.object({
      variantId: z.number(),
      sku: z.string(),
      mpn: z.string(),
      productSlug: z.string(),
      categorySlug: z.string(),
      description: z.string(),
      manufacturerName: z.string(),
      imagePath: z.string().nullable(),
    }),
  ),
  categories: z.array(categorySummary),
  manufacturers: z.array(manufacturerRef),
});

const variantSummary = z.object({
  variantId: z.number(),
  sku: z.string(),
  erpRefId: z.string(),
  packaging,
  isReel: z.boolean(),
  mpq: z.number(),
  minimumOrderQuantity: z.number(),
  orderQuantityMultiplier: z.number(),
  isShowPrice: z.boolean(),
  isShowStock: z.boolean(),
  totalStock: z.number().nullable(),
  onOrder: z.number().nullable(),
  upcomingStock: z.number().nullable(),
  upcomingStockDate: z.string().nullable(),
  isDiscountAllowed: z.boolean(),
  maxDiscountRate: z.number(),
  priceBreaks: z.array(priceBreak),
});

export const productDetailSchema = z.object({
  id: z.number(),
  productId: z.number(),
  mainCategoryId: z.number(),
  currency: currencySchema,
  mpn: z.string(),
  slug: z.string(),
  sku: z.string(),
  erpReference: z.string(),
  referenceCode: z.string(),
  description: z.string(),
  detailedDescription: z.string(),
  medias: z.array(media),
  datasheetUrl: z.string().nullable(),
  properties: z.array(propertyValue),
  categories: z.array(breadcrumbItem),
  breadcrumb: z.array(breadcrumbItem),
  categorySlugs: z.object({ tr: z.string(), en: z.string() }),
  manufacturer: manufacturerRef,
  rohs: z.boolean(),
  productStatus: z.enum(["active", "new", "nrnd", "obsolete"]),
  variantPackageType: packaging,
  variantPricingType: z.literal("price-breaks"),
  isFixedPrice: z.boolean(),
  isSpecial: z.boolean(),
  isProject: z.boolean(),
  upcomingStock: z.number().nullable(),
  upcomingStockDate: z.string().nullable(),
  availability: z.object({
    mpq: z.number(),
    minimumOrderQuantity: z.number(),
    orderQuantityMultiplier: z.number(),
    totalStock: z.number().nullable(),
    onOrder: z.number().nullable(),
    isDiscountAllowed: z.boolean(),
    maxDiscountRate: z.number(),
    isShowPrice: z.boolean(),
    isShowStock: z.boolean(),
  }),
  isReel: z.boolean(),
  priceBreaks: z.array(priceBreak),
  variants: z.array(variantSummary),
});

export const variantPriceSchema = z.object({
  variantId: z.number(),
  sku: z.string(),
  currency: currencySchema,
  isShowPrice: z.boolean(),
  unitPrice: z.number().nullable(),
  exchangeRate: z.number(),
  exchangeRateDate: z.string(),
});
export const priceTreeSchema = z.object({
  variantId: z.number(),
  sku: z.string(),
  currency: currencySchema,
  isShowPrice: z.boolean(),
  breaks: z.array(priceBreak.extend({ extendedPrice: z.number() })),
});
export const saleOptionsSchema = z.array(
  z.object({
    variantId: z.number(),
    sku: z.string(),
    packaging,
    isReel: z.boolean(),
    mpq: z.number(),
    minimumOrderQuantity: z.number(),
    orderQuantityMultiplier: z.number(),
    stock: z.number().nullable(),
    unitPrice: z.number().nullable(),
    currency: currencySchema,
    isSelected: z.boolean(),
  }),
);
export const totalPriceSchema = z.object({
  variantId: z.number(),
  quantity: z.number(),
  currency: currencySchema,
  isValid: z.boolean(),
  problems: z.array(z.object({ code: z.enum(["below-minimum", "not-multiple"]), message: z.string() })),
  suggestedQuantity: z.number(),
  unitPrice: z.number().nullable(),
  totalPrice: z.number().nullable(),
  isInStock: z.boolean().nullable(),
});
export const compareResultSchema = z.object({
  products: z.array(listItemSchema.extend({ allProperties: z.record(z.string(), propertyValue) })),
  properties: z.array(propertyColumn),
});
const manufacturerSummary = manufacturerRef.extend({ logoPath: z.string().nullable(), isRepresentativeOffice: z.boolean(), productCount: z.number() });
export const manufacturerSummaries = z.array(manufacturerSummary);
export const manufacturerPageSchema = z.object({ items: z.array(manufacturerSummary), total: z.number(), page: z.number(), pageSize: z.number() });
export const manufacturerDetailSchema = manufacturerSummary.extend({
  description: z.string(),
  websiteUrl: z.string().nullable(),
  categories: z.array(categorySummary),
  topProducts: z.array(listItemSchema),
});
export const categoryGroupsSchema = z.array(
  z.object({
    id: z.number(),
    code: z.string(),
    groupTypeCode: z.enum(["discounted-products", "home-page-special", "led-lighting-page"]),
    name: z.string(),
    products: z.array(listItemSchema),
  }),
);
export const exchangeRatesSchema = z.array(z.object({ currency: currencySchema, rate: z.number(), rateDate: z.string() }));
