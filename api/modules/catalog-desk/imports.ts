import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { CatalogImport } from "@contract/api/catalog-desk/schemas";
import type { CatalogImportKind } from "@contract/api/catalog-desk/values";
import type { Database, Executor, Transaction } from "../../db/client";
import { catalogImports, type CatalogImportRow } from "../../db/schema";
import { AppError } from "../../lib/errors";
import type { ApiLocale } from "../../lib/locale";
import { text } from "../../lib/messages";
import { recordStaffAction } from "../back-office/audit";
import type { StaffIdentity } from "../back-office/staff-identity";
import { readImportFile, type ImportRows } from "./import-file";
import { planPrices, planStock, type ImportPlan, type PlannedStock } from "./import-plan";
import { planProducts, writeParts } from "./import-products";
import { upsertPriceBreaks } from "./price-breaks";

// Catalog imports (docs/decisions/044-catalog-desk.md, columns in docs/catalog-import.md): an upload is read and its
// dry run stored with its bytes; applying reads those bytes again, plans again against the catalog as it is then, and
// writes every change with one audit entry in one transaction.

/** How many changed rows an answer lists (the audit entry keeps them all). */
const CHANGES_SHOWN = 500;
const UPDATE_BATCH = 5_000;

/** What each kind of file would do (docs/catalog-import.md). */
const PLANNERS: Record<CatalogImportKind, (executor: Executor, file: ImportRows) => Promise<ImportPlan>> = {
  prices: planPrices,
  stock: planStock,
  products: planProducts,
};

const importNotFound = (locale: ApiLocale) => new AppError(404, text("catalogDesk.importNotFound", locale));

/** An import as answered: its refusals in the reader's language. */
export function importAnswer(row: CatalogImportRow, locale: ApiLocale): CatalogImport {
  return {
    id: row.id,
    kind: row.kind,
    fileName: row.fileName,
    fileHash: row.fileHash,
    status: row.status,
    uploadedAt: row.uploadedAt.toISOString(),
    appliedAt: row.appliedAt?.toISOString() ?? null,
    counts: row.result.counts,
    refusals: row.result.refusals.map((refusal) => ({
      ...refusal,
      message: text(`catalogDesk.${refusal.code}`, locale, { row: refusal.row, value: refusal.value ?? "" }),
    })),
    changes: row.result.changes.slice(0, CHANGES_SHOWN),
  };
}

export async function catalogImport(db: Database, importId: number, locale: ApiLocale): Promise<CatalogImport> {
  const [row] = await db.select().from(catalogImports).where(eq(catalogImports.id, importId));
  if (!row) throw importNotFound(locale);
  return importAnswer(row, locale);
}

/** Reads an uploaded file and stores it with its dry run; nothing in the catalog changes. */
export async function uploadImport(
  db: Database,
  upload: { kind: CatalogImportKind; fileName: string; content: Buffer },
  staff: StaffIdentity,
  locale: ApiLocale,
): Promise<CatalogImport> {
  const file = await readImportFile(upload.content, upload.kind, locale);
  const plan = await PLANNERS[upload.kind](db, file);
  const [row] = await db
    .insert(catalogImports)
    .values({
      kind: upload.kind,
      fileName: upload.fileName,
      fileHash: createHash("sha256").update(upload.content).digest("hex"),
      content: upload.content,
      result: plan.result,
      uploadedBy: staff.staffId,
    })
    .returning();
  return importAnswer(row, locale);
}

async function writeStock(tx: Transaction, planned: PlannedStock[]) {
  for (let start = 0; start < planned.length; start += UPDATE_BATCH) {
    const batch = planned.slice(start, start + UPDATE_BATCH);
    // Each variant row updated makes its variant_search row (stock) and the search index follow (migration 0007).
    await tx.execute(sql`
      UPDATE variants v SET total_stock = u.total_stock, upcoming_stock = u.upcoming_stock, upcoming_stock_date = u.upcoming_stock_date
      FROM unnest(${sql.param(batch.map((row) => row.variantId))}::int[], ${sql.param(batch.map((row) => row.totalStock))}::int[],
                  ${sql.param(batch.map((row) => row.upcomingStock))}::int[], ${sql.param(batch.map((row) => row.upcomingStockDate))}::date[])
        AS u(id, total_stock, upcoming_stock, upcoming_stock_date)
      WHERE v.id = u.id`);
  }
}

/** Applies a reviewed import once: a second apply (or one racing it) is refused with 409. */
export async function applyImport(db: Database, importId: number, staff: StaffIdentity, locale: ApiLocale): Promise<CatalogImport> {
  const applied = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(catalogImports).where(eq(catalogImports.id, importId)).for("update");
    if (!row) throw importNotFound(locale);
    if (row.status === "applied") throw new AppError(409, text("catalogDesk.alreadyApplied", locale));
    const file = await readImportFile(row.content, row.kind, locale);
    const plan = await PLANNERS[row.kind](tx, file);
    if (plan.parts) await writeParts(tx, plan.parts);
    await upsertPriceBreaks(tx, plan.breaks);
    await writeStock(tx, plan.stock);
    const [saved] = await tx
      .update(catalogImports)
      .set({ status: "applied", result: plan.result, appliedBy: staff.staffId, appliedAt: new Date() })
      .where(eq(catalogImports.id, importId))
      .returning();
    await recordStaffAction(tx, staff, {
      objectType: "catalog-import",
      objectId: String(importId),
      action: "apply",
      before: { status: row.status, counts: row.result.counts },
      after: {
        status: saved.status,
        kind: saved.kind,
        fileName: saved.fileName,
        fileHash: saved.fileHash,
        counts: plan.result.counts,
        changes: plan.result.changes,
      },
    });
    return saved;
  });
  return importAnswer(applied, locale);
}
