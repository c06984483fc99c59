import { and, eq, ilike, or, sql } from "drizzle-orm";
import type { DeskProject, ProjectBody } from "@contract/api/projects/schemas";
import type { Database, Executor } from "../../db/client";
import { companies, products, projectItems, projects, variants } from "../../db/schema";
import { AppError, fieldRefusal } from "../../lib/errors";
import type { ApiLocale } from "../../lib/locale";
import { message, text } from "../../lib/messages";
import { auditEntriesOf, recordStaffAction } from "../back-office/audit";
import type { StaffIdentity } from "../back-office/staff-identity";
import { auditedItem, itemNames } from "./offer-items";
import { itemsOfProjects, requireProject, summaryOf } from "./read";

// The back office's projects (docs/decisions/045-projects.md): sales creates a company's project, edits it and adds
// or removes its parts; each change is audited (object `project`) with before and after in its transaction.

/** A project's fields as the audit log keeps them. */
const auditedFields = (row: typeof projects.$inferSelect) => ({
  name: row.name,
  status: row.status,
  periodStart: row.periodStart,
  periodEnd: row.periodEnd,
  interestRateCode: row.interestRateCode,
  maturityDays: row.maturityDays,
});

/** A project's back-office page. */
export async function deskProject(executor: Executor, projectId: number, locale: ApiLocale): Promise<DeskProject> {
  const project = await requireProject(executor, projectId, null, locale);
  const [company] = await executor.select({ title: companies.title }).from(companies).where(eq(companies.id, project.companyId));
  return {
    ...summaryOf(project),
    companyId: project.companyId,
    companyTitle: company.title,
    items: await itemsOfProjects(executor, [projectId], locale),
    audit: await auditEntriesOf(executor, "project", String(projectId)),
  };
}

export async function requireCompany(executor: Executor, companyId: string, locale: ApiLocale) {
  const [company] = await executor.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  if (!company) throw new AppError(404, message("notFound", locale));
}

export async function createProject(db: Database, companyId: string, body: ProjectBody, actor: StaffIdentity, locale: ApiLocale) {
  await requireCompany(db, companyId, locale);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(projects)
      .values({ companyId, ...body, createdBy: actor.staffId })
      .returning();
    await recordStaffAction(tx, actor, {
      objectType: "project",
      objectId: String(row.id),
      action: "create",
      before: null,
      after: { companyId, ...auditedFields(row) },
    });
    return row.id;
  });
}

export async function updateProject(db: Database, projectId: number, body: ProjectBody, actor: StaffIdentity, locale: ApiLocale) {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(projects).where(eq(projects.id, projectId)).for("update");
    if (!before) throw new AppError(404, message("notFound", locale));
    const [after] = await tx
      .update(projects)
      .set({ ...body, updatedAt: sql`now()` })
      .where(eq(projects.id, projectId))
      .returning();
    await recordStaffAction(tx, actor, {
      objectType: "project",
      objectId: String(projectId),
      action: "update",
      before: auditedFields(before),
      after: auditedFields(after),
    });
  });
}

/** The one part a SKU or an MPN names (case aside); an MPN sold in several packagings needs its SKU. */
export async function partNamed(executor: Executor, part: string, locale: ApiLocale) {
  // Matched as typed: % and _ are not wildcards here.
  const literal = part.replace(/[\\%_]/g, "\\$&");
  const rows = await executor
    .select({ variantId: variants.id, sku: variants.sku })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(or(ilike(variants.sku, literal), ilike(products.mpn, literal)));
  const exact = rows.filter((row) => row.sku.toLowerCase() === part.toLowerCase());
  const found = exact.length === 1 ? exact : rows;
  if (found.length === 0) throw fieldRefusal(404, "part", text("projectsDesk.noSuchPart", locale, { part }));
  if (found.length > 1)
    throw fieldRefusal(409, "part", text("projectsDesk.severalPackagings", locale, { skus: found.map((row) => row.sku).join(", ") }));
  return found[0];
}

export async function addProjectItem(
  db: Database,
  projectId: number,
  body: { part: string; unitPriceUsd: string; committedQuantity: number },
  actor: StaffIdentity,
  locale: ApiLocale,
) {
  await requireProject(db, projectId, null, locale);
  const part = await partNamed(db, body.part, locale);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(projectItems)
      .values({ projectId, variantId: part.variantId, unitPriceUsd: body.unitPriceUsd, committedQuantity: body.committedQuantity })
      .onConflictDoNothing()
      .returning();
    if (!row) throw fieldRefusal(409, "part", text("projectsDesk.alreadyInProject", locale, { sku: part.sku }));
    await recordStaffAction(tx, actor, {
      objectType: "project",
      objectId: String(projectId),
      action: "add-item",
      before: null,
      after: auditedItem(row, part.sku, null),
    });
  });
}

export async function removeProjectItem(db: Database, projectId: number, itemId: number, actor: StaffIdentity, locale: ApiLocale) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(projectItems)
      .where(and(eq(projectItems.id, itemId), eq(projectItems.projectId, projectId)))
      .returning();
    if (!row) throw new AppError(404, message("notFound", locale));
    const names = await itemNames(tx, row);
    await recordStaffAction(tx, actor, {
      objectType: "project",
      objectId: String(projectId),
      action: "remove-item",
      before: auditedItem(row, names.sku, names.offerLine),
      after: null,
    });
  });
}
