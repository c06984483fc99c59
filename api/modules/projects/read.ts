import { and, asc, count, desc, eq, gte, ilike, lte, sql, type SQL } from "drizzle-orm";
import type { ProjectItem, ProjectList, ProjectListQuery, ProjectSummary } from "@contract/api/projects/schemas";
import { offerNumber, type OfferLineKind } from "@contract/api/requests-desk/offer-values";
import type { CurrencyCode } from "@contract/limits";
import type { Executor } from "../../db/client";
import { projects, type ProjectRow } from "../../db/schema";
import { AppError } from "../../lib/errors";
import type { ApiLocale } from "../../lib/locale";
import { message } from "../../lib/messages";
import { toMicro, unitPriceText } from "../../lib/money";
import { queryRows } from "../../lib/query-rows";
import { istanbulClock } from "../rates/calendar";

// Reading projects (docs/decisions/045-projects.md), for the company's users and for the back office alike.

/** Today in Istanbul: a project's period is in the store's days. */
export const projectToday = () => istanbulClock(new Date()).date;

/** Active, and today within its period: only then do its items go in a cart. */
export const isOrderable = (project: Pick<ProjectRow, "status" | "periodStart" | "periodEnd">, today = projectToday()) =>
  project.status === "active" && project.periodStart <= today && today <= project.periodEnd;

// Spelled out: inside the subquery a bare column name would be project_items' own.
const itemCount = sql<number>`(SELECT count(*)::int FROM project_items i WHERE i.project_id = "projects"."id")`;

export function summaryOf(row: ProjectRow & { itemCount: number }, today = projectToday()): ProjectSummary {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    interestRateCode: row.interestRateCode,
    maturityDays: row.maturityDays,
    isOrderable: isOrderable(row, today),
    itemCount: row.itemCount,
    createdAt: row.createdAt.toISOString(),
  };
}

const newestPeriodFirst = [desc(projects.periodStart), desc(projects.id)];

/** A company's projects, filtered (a period filter keeps the projects whose period overlaps it), a page at a time. */
export async function companyProjects(executor: Executor, companyId: string, query: ProjectListQuery): Promise<ProjectList> {
  // The name filter is matched as typed: % and _ are not wildcards here.
  const namePattern = query.name ? `%${query.name.replace(/[\\%_]/g, "\\$&")}%` : undefined;
  const conditions: (SQL | undefined)[] = [
    eq(projects.companyId, companyId),
    namePattern ? ilike(projects.name, namePattern) : undefined,
    query.status ? eq(projects.status, query.status) : undefined,
    query.from ? gte(projects.periodEnd, query.from) : undefined,
    query.to ? lte(projects.periodStart, query.to) : undefined,
  ];
  const where = and(...conditions);
  const [{ total }] = await executor.select({ total: count() }).from(projects).where(where);
  const rows = await executor
    .select({ project: projects, itemCount })
    .from(projects)
    .where(where)
    .orderBy(...newestPeriodFirst)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const today = projectToday();
  return {
    items: rows.map((row) => summaryOf({ ...row.project, itemCount: row.itemCount }, today)),
    page: query.page,
    pageSize: query.pageSize,
    totalCount: total,
  };
}

/** Every project of a company, for the back office's company page. */
export async function allCompanyProjects(executor: Executor, companyId: string): Promise<ProjectSummary[]> {
  const rows = await executor
    .select({ project: projects, itemCount })
    .from(projects)
    .where(eq(projects.companyId, companyId))
    .orderBy(...newestPeriodFirst);
  const today = projectToday();
  return rows.map((row) => summaryOf({ ...row.project, itemCount: row.itemCount }, today));
}

/** A project by id within a company (null: any company, for the back office); another company's is a 404. */
export async function requireProject(executor: Executor, projectId: number, companyId: string | null, locale: ApiLocale) {
  const [row] = await executor
    .select({ project: projects, itemCount })
    .from(projects)
    .where(and(eq(projects.id, projectId), companyId === null ? undefined : eq(projects.companyId, companyId)));
  if (!row) throw new AppError(404, message("notFound", locale));
  return { ...row.project, itemCount: row.itemCount };
}

interface ItemRow {
  id: number;
  projectId: number;
  projectName: string;
  /** Null (and every part's fact with it) for an item made to order. */
  variantId: number | null;
  productId: number | null;
  sku: string | null;
  mpn: string | null;
  manufacturerName: string | null;
  descriptionTr: string | null;
  descriptionEn: string | null;
  slug: string | null;
  categorySlugTr: string | null;
  categorySlugEn: string | null;
  unitPriceUsd: string | null;
  committedQuantity: number;
  orderedQuantity: number;
  minimumOrderQuantity: number | null;
  orderQuantityMultiplier: number | null;
  offerLineId: number | null;
  offerId: number | null;
  offerLinePosition: number | null;
  offerLineKind: OfferLineKind | null;
  offerLineDescription: string | null;
  specification: string | null;
  offeredUnitPrice: string | null;
  offerCurrency: CurrencyCode | null;
}

/**
 * What "add to cart" offers: what is left of the commitment, at least the part's minimum, raised to a whole number of
 * its multiple, so that the cart's quantity rules (contract/quantity-rules.ts) accept it.
 */
export function cartQuantityOf(
  row: Pick<ItemRow, "variantId" | "committedQuantity" | "orderedQuantity" | "minimumOrderQuantity" | "orderQuantityMultiplier">,
) {
  // An item made to order is sold at the quantity its offer priced (docs/decisions/046-offers.md).
  if (row.variantId === null) return row.committedQuantity;
  const multiplier = Math.max(1, row.orderQuantityMultiplier ?? 1);
  const wanted = Math.max(1, row.minimumOrderQuantity ?? 1, row.committedQuantity - row.orderedQuantity);
  return Math.ceil(wanted / multiplier) * multiplier;
}

/** The offer line an item came from, as the item shows it; null for a part added by SKU. */
function offerLineOf(row: ItemRow): ProjectItem["offerLine"] {
  if (row.offerLineId === null) return null;
  return {
    id: row.offerLineId,
    reference: `${offerNumber(row.offerId!)}/${row.offerLinePosition}`,
    kind: row.offerLineKind!,
    specification: row.specification ?? "",
    unitPrice: unitPriceText(toMicro(row.offeredUnitPrice!)),
    currency: row.offerCurrency!,
  };
}

/**
 * The items of the given projects with their parts (or, made to order, their offer lines) and what orders took against
 * each: the quantities of the order lines bought for the project (`order_lines.project_id`) of the item's part or offer
 * line, cancelled orders left out.
 */
export async function itemsOfProjects(
  executor: Executor,
  projectIds: number[],
  locale: ApiLocale,
  productId?: number,
): Promise<ProjectItem[]> {
  if (projectIds.length === 0) return [];
  const rows = await queryRows<ItemRow>(
    executor,
    sql`SELECT i.id, i.project_id AS "projectId", pr.name AS "projectName", i.variant_id AS "variantId",
          v.product_id AS "productId", v.sku, p.mpn, m.name AS "manufacturerName", p.description_tr AS "descriptionTr",
          p.description_en AS "descriptionEn", p.slug, c.slug_tr AS "categorySlugTr", c.slug_en AS "categorySlugEn",
          i.unit_price_usd::text AS "unitPriceUsd", i.committed_quantity AS "committedQuantity",
          v.minimum_order_quantity AS "minimumOrderQuantity", v.order_quantity_multiplier AS "orderQuantityMultiplier",
          i.offer_line_id AS "offerLineId", ol.offer_id AS "offerId", ol.position AS "offerLinePosition", ol.kind AS "offerLineKind",
          ol.description AS "offerLineDescription", ol.specification, ol.unit_price::text AS "offeredUnitPrice",
          o.currency AS "offerCurrency",
          (SELECT coalesce(sum(l.quantity), 0)::int FROM order_lines l JOIN orders ord ON ord.id = l.order_id
            WHERE l.project_id = i.project_id AND ord.status <> 'cancelled'
              AND CASE WHEN i.variant_id IS NULL THEN l.offer_line_id = i.offer_line_id ELSE l.variant_id = i.variant_id END
          ) AS "orderedQuantity"
        FROM project_items i
        JOIN projects pr ON pr.id = i.project_id
        LEFT JOIN variants v ON v.id = i.variant_id
        LEFT JOIN products p ON p.id = v.product_id
        LEFT JOIN manufacturers m ON m.id = p.manufacturer_id
        LEFT JOIN categories c ON c.id = p.category_id
        LEFT JOIN offer_lines ol ON ol.id = i.offer_line_id
        LEFT JOIN offers o ON o.id = ol.offer_id
        WHERE i.project_id = ANY(${sql.param(projectIds)}::int[])
          ${productId === undefined ? sql`` : sql`AND v.product_id = ${productId}`}
        ORDER BY pr.period_start DESC, pr.id DESC, i.id`,
  );
  return rows.map((row) => {
    const offerLine = offerLineOf(row);
    return {
      id: row.id,
      projectId: row.projectId,
      projectName: row.projectName,
      variantId: row.variantId ?? 0,
      productId: row.productId ?? 0,
      sku: row.sku ?? offerLine!.reference,
      mpn: row.mpn ?? "",
      manufacturerName: row.manufacturerName ?? "",
      description: (locale === "en" ? row.descriptionEn : row.descriptionTr) ?? row.offerLineDescription ?? "",
      slug: row.slug ?? "",
      categorySlug: (locale === "en" ? row.categorySlugEn : row.categorySlugTr) ?? "",
      unitPriceUsd: row.unitPriceUsd,
      committedQuantity: row.committedQuantity,
      orderedQuantity: row.orderedQuantity,
      cartQuantity: cartQuantityOf(row),
      offerLine,
    };
  });
}

/** The ids of a company's projects whose items can go in a cart today. */
export async function orderableProjectIds(executor: Executor, companyId: string): Promise<number[]> {
  const today = projectToday();
  const rows = await executor
    .select({ id: projects.id })
    .from(projects)
    .where(
      and(
        eq(projects.companyId, companyId),
        eq(projects.status, "active"),
        lte(projects.periodStart, today),
        gte(projects.periodEnd, today),
      ),
    )
    .orderBy(asc(projects.id));
  return rows.map((row) => row.id);
}
