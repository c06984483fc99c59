import { and, asc, count, desc, eq, gte, ilike, lte, sql, type SQL } from "drizzle-orm";
import type { ProjectItem, ProjectList, ProjectListQuery, ProjectSummary } from "@contract/api/projects/schemas";
import type { Executor } from "../../db/client";
import { projects, type ProjectRow } from "../../db/schema";
import { AppError } from "../../lib/errors";
import type { ApiLocale } from "../../lib/locale";
import { message } from "../../lib/messages";
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
  variantId: number;
  productId: number;
  sku: string;
  mpn: string;
  manufacturerName: string;
  descriptionTr: string;
  descriptionEn: string;
  slug: string;
  categorySlugTr: string;
  categorySlugEn: string;
  unitPriceUsd: string;
  committedQuantity: number;
  orderedQuantity: number;
  minimumOrderQuantity: number;
  orderQuantityMultiplier: number;
}

/**
 * What "add to cart" offers: what is left of the commitment, at least the part's minimum, raised to a whole number of
 * its multiple, so that the cart's quantity rules (carts/quantity-rules.ts) accept it.
 */
export function cartQuantityOf(
  row: Pick<ItemRow, "committedQuantity" | "orderedQuantity" | "minimumOrderQuantity" | "orderQuantityMultiplier">,
) {
  const multiplier = Math.max(1, row.orderQuantityMultiplier);
  const wanted = Math.max(1, row.minimumOrderQuantity, row.committedQuantity - row.orderedQuantity);
  return Math.ceil(wanted / multiplier) * multiplier;
}

/**
 * The items of the given projects with their parts and what orders took against each: the quantities of the order
 * lines bought for the project (`order_lines.project_id`), cancelled orders left out.
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
          (SELECT coalesce(sum(l.quantity), 0)::int FROM order_lines l JOIN orders o ON o.id = l.order_id
            WHERE l.project_id = i.project_id AND l.variant_id = i.variant_id AND o.status <> 'cancelled') AS "orderedQuantity"
        FROM project_items i
        JOIN projects pr ON pr.id = i.project_id
        JOIN variants v ON v.id = i.variant_id
        JOIN products p ON p.id = v.product_id
        JOIN manufacturers m ON m.id = p.manufacturer_id
        JOIN categories c ON c.id = p.category_id
        WHERE i.project_id = ANY(${sql.param(projectIds)}::int[])
          ${productId === undefined ? sql`` : sql`AND v.product_id = ${productId}`}
        ORDER BY pr.period_start DESC, pr.id DESC, i.id`,
  );
  return rows.map((row) => ({
    id: row.id,
    projectId: row.projectId,
    projectName: row.projectName,
    variantId: row.variantId,
    productId: row.productId,
    sku: row.sku,
    mpn: row.mpn,
    manufacturerName: row.manufacturerName,
    description: locale === "en" ? row.descriptionEn : row.descriptionTr,
    slug: row.slug,
    categorySlug: locale === "en" ? row.categorySlugEn : row.categorySlugTr,
    unitPriceUsd: row.unitPriceUsd,
    committedQuantity: row.committedQuantity,
    orderedQuantity: row.orderedQuantity,
    cartQuantity: cartQuantityOf(row),
  }));
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
