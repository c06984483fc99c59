import { and, eq, ne } from "drizzle-orm";
import type { DeskSpecialProducts, SpecialProductBody, SpecialProductTerms } from "@contract/api/special-products/schemas";
import type { Database, Executor } from "../../db/client";
import { companies, specialProducts, variantSearchChanges, variants } from "../../db/schema";
import { AppError } from "../../lib/errors";
import type { ApiLocale } from "../../lib/locale";
import { message, text } from "../../lib/messages";
import { auditEntriesOf, recordStaffAction } from "../back-office/audit";
import type { StaffIdentity } from "../back-office/staff-identity";
import { partNamed, requireCompany } from "../projects/desk";
import { allCompanySpecialProducts } from "./read";

// The back office's special products (docs/decisions/053-special-products.md): sales makes a part special for a
// company, changes its terms or ends it; each change is audited (object `special-products`, the company's id) with
// before and after in its transaction.

const OBJECT_TYPE = "special-products";

const partRefusal = (note: string) => new AppError(409, note, [{ field: "part", message: note }]);

/** A special product's terms as the audit log keeps them. */
const auditedTerms = (sku: string, row: typeof specialProducts.$inferSelect) => ({
  sku,
  isExclusive: row.isExclusive,
  fixedPriceUsd: row.fixedPriceUsd,
  note: row.note,
});

/** A company's special products page of the back office. */
export async function deskSpecialProducts(executor: Executor, companyId: string, locale: ApiLocale): Promise<DeskSpecialProducts> {
  const [company] = await executor.select({ title: companies.title }).from(companies).where(eq(companies.id, companyId));
  if (!company) throw new AppError(404, message("notFound", locale));
  return {
    companyId,
    companyTitle: company.title,
    items: await allCompanySpecialProducts(executor, companyId, locale),
    audit: await auditEntriesOf(executor, OBJECT_TYPE, companyId),
  };
}

/**
 * Refuses terms another company's special product rules out: a part exclusive to another company is not the
 * catalog's to give; an exclusive part is no one else's special product. Takes the part's row lock first, so two
 * companies' changes to one part are checked one after the other.
 */
async function checkOthers(tx: Executor, companyId: string, variant: { id: number; sku: string }, isExclusive: boolean, locale: ApiLocale) {
  await tx.select({ id: variants.id }).from(variants).where(eq(variants.id, variant.id)).for("update");
  const others = await tx
    .select({ isExclusive: specialProducts.isExclusive, title: companies.title })
    .from(specialProducts)
    .innerJoin(companies, eq(companies.id, specialProducts.companyId))
    .where(and(eq(specialProducts.variantId, variant.id), ne(specialProducts.companyId, companyId)));
  const exclusive = others.find((other) => other.isExclusive);
  if (exclusive) throw partRefusal(text("specialProductsDesk.exclusiveElsewhere", locale, { sku: variant.sku, company: exclusive.title }));
  if (isExclusive && others.length)
    throw partRefusal(
      text("specialProductsDesk.heldByOthers", locale, { sku: variant.sku, companies: others.map((other) => other.title).join(", ") }),
    );
}

/** The search index learns that a part's audience changed (changes.ts reads the log). */
const reindex = (tx: Executor, variantId: number) => tx.insert(variantSearchChanges).values({ variantId });

export async function addSpecialProduct(
  db: Database,
  companyId: string,
  body: SpecialProductBody,
  actor: StaffIdentity,
  locale: ApiLocale,
) {
  await requireCompany(db, companyId, locale);
  const part = await partNamed(db, body.part, locale);
  await db.transaction(async (tx) => {
    await checkOthers(tx, companyId, { id: part.variantId, sku: part.sku }, body.isExclusive, locale);
    const [row] = await tx
      .insert(specialProducts)
      .values({
        companyId,
        variantId: part.variantId,
        isExclusive: body.isExclusive,
        fixedPriceUsd: body.fixedPriceUsd,
        note: body.note,
        createdBy: actor.staffId,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw partRefusal(text("specialProductsDesk.alreadySpecial", locale, { sku: part.sku }));
    if (row.isExclusive) await reindex(tx, row.variantId);
    await recordStaffAction(tx, actor, {
      objectType: OBJECT_TYPE,
      objectId: companyId,
      action: "add",
      before: null,
      after: auditedTerms(part.sku, row),
    });
  });
}

/** The company's special product by id, locked for a change; another company's id answers 404. */
async function lockedSpecial(tx: Executor, companyId: string, specialProductId: number, locale: ApiLocale) {
  const [row] = await tx
    .select({ special: specialProducts, sku: variants.sku })
    .from(specialProducts)
    .innerJoin(variants, eq(variants.id, specialProducts.variantId))
    .where(and(eq(specialProducts.id, specialProductId), eq(specialProducts.companyId, companyId)))
    .for("update", { of: specialProducts });
  if (!row) throw new AppError(404, message("notFound", locale));
  return row;
}

export async function updateSpecialProduct(
  db: Database,
  companyId: string,
  specialProductId: number,
  body: SpecialProductTerms,
  actor: StaffIdentity,
  locale: ApiLocale,
) {
  await db.transaction(async (tx) => {
    const { special: before, sku } = await lockedSpecial(tx, companyId, specialProductId, locale);
    if (body.isExclusive && !before.isExclusive) await checkOthers(tx, companyId, { id: before.variantId, sku }, true, locale);
    const [after] = await tx
      .update(specialProducts)
      .set({ isExclusive: body.isExclusive, fixedPriceUsd: body.fixedPriceUsd, note: body.note, updatedAt: new Date() })
      .where(eq(specialProducts.id, specialProductId))
      .returning();
    if (after.isExclusive !== before.isExclusive) await reindex(tx, after.variantId);
    await recordStaffAction(tx, actor, {
      objectType: OBJECT_TYPE,
      objectId: companyId,
      action: "update",
      before: auditedTerms(sku, before),
      after: auditedTerms(sku, after),
    });
  });
}

export async function removeSpecialProduct(
  db: Database,
  companyId: string,
  specialProductId: number,
  actor: StaffIdentity,
  locale: ApiLocale,
) {
  await db.transaction(async (tx) => {
    const { special, sku } = await lockedSpecial(tx, companyId, specialProductId, locale);
    await tx.delete(specialProducts).where(eq(specialProducts.id, specialProductId));
    if (special.isExclusive) await reindex(tx, special.variantId);
    await recordStaffAction(tx, actor, {
      objectType: OBJECT_TYPE,
      objectId: companyId,
      action: "remove",
      before: auditedTerms(sku, special),
      after: null,
    });
  });
}
