import * as z from "zod";
import { CURRENCIES } from "../../limits";
import { requiredText } from "../../rules";
import { auditEntrySchema } from "../back-office/schemas";
import { OFFER_LINE_KINDS } from "../requests-desk/offer-values";
import { PROJECT_LIMITS, PROJECT_STATUSES } from "./values";

// Business projects (issue 33 item 3, docs/decisions/045-projects.md): sales keeps a company's projects in the back
// office; the company's users holding view-projects read them and put their items in a cart as Project lines.

const page = z.coerce.number<number>().int().min(1).max(10_000).default(1);
const pageSize = z.coerce.number<number>().int().min(1).max(100).default(20);
/** A date filter of a GET form: an empty field is no filter. */
const dateFilter = z.preprocess((value) => (value === "" ? undefined : value), z.iso.date({ error: "validation.date" }).optional());
const pathId = z.coerce.number<number>().int().min(1).max(2_147_483_647).meta({ example: 1 });

export const projectParams = z.object({ projectId: pathId });
export const projectItemParams = z.object({ projectId: pathId, itemId: pathId });

/** A project as a list and its page show it; `isOrderable`: active and today within its period. */
export const projectSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.enum(PROJECT_STATUSES),
  periodStart: z.string(),
  periodEnd: z.string(),
  interestRateCode: z.string(),
  maturityDays: z.number().int(),
  isOrderable: z.boolean(),
  itemCount: z.number().int(),
  createdAt: z.string(),
});
export type ProjectSummary = z.output<typeof projectSummarySchema>;

/**
 * The offer line sales added a project item from (docs/decisions/045-projects.md): its reference (`TKL-000012/2`), and
 * what an item made to order is sold by: its kind, specification and the offered unit price in the offer's currency.
 */
export const projectOfferLineSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  kind: z.enum(OFFER_LINE_KINDS),
  specification: z.string(),
  unitPrice: z.string(),
  currency: z.enum(CURRENCIES),
});

/**
 * One item of a project: a part at its project price (USD), or an item made to order from an offer line (variant and
 * product 0, its reference as SKU, its price the offer line's), with the quantity committed and what orders took.
 */
export const projectItemSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  projectName: z.string(),
  variantId: z.number().int(),
  productId: z.number().int(),
  sku: z.string(),
  mpn: z.string(),
  manufacturerName: z.string(),
  description: z.string(),
  slug: z.string(),
  categorySlug: z.string(),
  /** Null for an item made to order: it is sold at its offer line's price. */
  unitPriceUsd: z.string().nullable(),
  committedQuantity: z.number().int(),
  orderedQuantity: z.number().int(),
  offerLine: projectOfferLineSchema.nullable(),
  /** What "add to cart" puts in: what is left of the commitment, raised to the part's minimum and multiple. */
  cartQuantity: z.number().int(),
});
export type ProjectItem = z.output<typeof projectItemSchema>;

export const projectDetailSchema = projectSummarySchema.extend({ items: z.array(projectItemSchema) });
export type ProjectDetail = z.output<typeof projectDetailSchema>;

// ── The company's users ──────────────────────────────────────────────────────────────────────────────

/** The project list's filters: part of the name, the status, and a period the project's must overlap. */
export const projectListQuery = z.object({
  page,
  pageSize,
  name: z.string().trim().max(PROJECT_LIMITS.nameMax).optional(),
  status: z.preprocess((value) => (value === "" ? undefined : value), z.enum(PROJECT_STATUSES).optional()),
  from: dateFilter,
  to: dateFilter,
});
export type ProjectListQuery = z.output<typeof projectListQuery>;

export const projectListSchema = z.object({
  items: z.array(projectSummarySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  totalCount: z.number().int(),
});
export type ProjectList = z.output<typeof projectListSchema>;

/** The items of the company's active projects within their period; `productId` narrows them to one product's parts. */
export const projectItemsQuery = z.object({ productId: z.coerce.number<number>().int().min(1).optional() });
export const projectItemListSchema = z.object({ items: z.array(projectItemSchema) });

/** Items of one project to put in the active cart, each at its `cartQuantity`; none named: every item. */
export const addProjectItemsBody = z.object({
  itemIds: z.array(z.number().int().min(1)).max(PROJECT_LIMITS.itemsMax).default([]),
});

export const addedProjectItemsSchema = z.object({
  items: z.array(z.object({ itemId: z.number().int(), variantId: z.number().int(), added: z.boolean(), message: z.string().nullable() })),
});

// ── The back office ──────────────────────────────────────────────────────────────────────────────────

const maturityDays = z.coerce
  .number<number>({ error: "validation.maturityDays" })
  .int("validation.maturityDays")
  .min(0, "validation.maturityDays")
  .max(PROJECT_LIMITS.maturityDaysMax, "validation.maturityDays");

/** A project's fields as sales sets them; the period's end is not before its start. */
export const projectBody = z
  .object({
    name: requiredText(PROJECT_LIMITS.nameMax),
    status: z.enum(PROJECT_STATUSES, { error: "validation.required" }).default("active"),
    periodStart: z.iso.date({ error: "validation.date" }),
    periodEnd: z.iso.date({ error: "validation.date" }),
    interestRateCode: requiredText(PROJECT_LIMITS.interestRateCodeMax),
    maturityDays,
  })
  .refine((project) => project.periodStart <= project.periodEnd, { message: "validation.periodOrder", path: ["periodEnd"] });
export type ProjectBody = z.output<typeof projectBody>;

export const companyProjectsParams = z.object({
  companyId: z.uuid().meta({ example: "4f7c2a9e-1b3d-4c5e-8f6a-2d1e0b9c8a7f" }),
});

/** A part added to a project: its SKU or MPN as typed, the project unit price in USD (a point or a Turkish comma). */
export const projectItemBody = z.object({
  part: requiredText(80),
  unitPriceUsd: requiredText(20)
    .transform((value) => value.replace(/\s/g, "").replace(",", "."))
    .refine((value) => /^\d{1,10}(\.\d{1,6})?$/.test(value) && Number(value) > 0, "validation.unitPrice"),
  committedQuantity: z.coerce
    .number<number>({ error: "validation.quantity" })
    .int("validation.quantity")
    .min(1, "validation.quantity")
    .max(PROJECT_LIMITS.committedQuantityMax, "validation.quantityTooLarge"),
});

/** An offer whose lines become a project's items: its number (`TKL-000012`, or the bare number) as sales types it. */
export const projectOfferBody = z.object({
  offerNumber: requiredText(20).refine((value) => /^(TKL-?)?\d{1,9}$/i.test(value), "validation.offerNumber"),
});

export const deskProjectListSchema = z.object({ items: z.array(projectSummarySchema) });

/** A project's back-office page: its company, its items with what has been ordered, and the staff's changes. */
export const deskProjectSchema = projectDetailSchema.extend({
  companyId: z.string(),
  companyTitle: z.string(),
  audit: z.array(auditEntrySchema),
});
export type DeskProject = z.output<typeof deskProjectSchema>;
