import { and, desc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import type { CustomerReference, CustomerReferenceListQuery, SaveCustomerReferenceBody } from "@contract/api/customer-references/schemas";
import { customerReferenceKey } from "@contract/api/customer-references/values";
import type { Database, Executor, Transaction } from "../../db/client";
import { carts, customerReferences, products, users, variants } from "../../db/schema";
import { AppError } from "../../lib/errors";
import type { ApiLocale } from "../../lib/locale";
import { text } from "../../lib/messages";
import type { Identity } from "../../plugins/auth";
import { catalogReference, categorySlug } from "../catalog/reference";
import { containingPattern } from "../catalog/text";
import { partByName, partByVariantId, type NamedPart } from "./parts";

// A company's customer part numbers (docs/decisions/043-customer-references.md): every query is scoped by the
// caller's company; an id of another company is not found.

/** The company of a business caller (route() lets only business users with a company through). */
export const companyOf = (identity: Identity) => identity.companyId as string;

const listedColumns = {
  id: customerReferences.id,
  variantId: customerReferences.variantId,
  sku: variants.sku,
  mpn: products.mpn,
  manufacturerId: products.manufacturerId,
  categoryId: products.categoryId,
  productSlug: products.slug,
  number: customerReferences.number,
  note: customerReferences.note,
  updatedAt: customerReferences.updatedAt,
  updatedByFirstName: users.firstName,
  updatedByLastName: users.lastName,
};

/** The list's rows, scoped to the company, with the part and who changed each last. */
async function listedRows(db: Database, companyId: string, where: SQL | undefined, paging?: { limit: number; offset: number }) {
  const query = db
    .select(listedColumns)
    .from(customerReferences)
    .innerJoin(variants, eq(variants.id, customerReferences.variantId))
    .innerJoin(products, eq(products.id, variants.productId))
    .leftJoin(users, eq(users.id, customerReferences.updatedBy))
    .where(and(eq(customerReferences.companyId, companyId), where))
    .orderBy(desc(customerReferences.updatedAt), desc(customerReferences.id));
  const rows = paging ? await query.limit(paging.limit).offset(paging.offset) : await query;
  const reference = await catalogReference(db);
  return (locale: ApiLocale): CustomerReference[] =>
    rows.map((row) => {
      const category = reference.categoryById.get(row.categoryId);
      return {
        id: row.id,
        variantId: row.variantId,
        sku: row.sku,
        mpn: row.mpn,
        manufacturerName: reference.manufacturerById.get(row.manufacturerId)?.name ?? "",
        productSlug: row.productSlug,
        categorySlug: category ? categorySlug(category, locale) : "",
        number: row.number,
        note: row.note,
        updatedAt: row.updatedAt.toISOString(),
        updatedByName: row.updatedByFirstName === null ? null : `${row.updatedByFirstName} ${row.updatedByLastName}`.trim(),
      };
    });
}

function searchCondition(query: Pick<CustomerReferenceListQuery, "q" | "variantId">): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.variantId?.length) conditions.push(inArray(customerReferences.variantId, query.variantId));
  const search = query.q?.trim();
  if (search) {
    const pattern = containingPattern(search);
    const key = customerReferenceKey(search);
    const matches = [ilike(customerReferences.number, pattern), ilike(variants.sku, pattern), ilike(products.mpn, pattern)];
    if (key) matches.push(sql`${customerReferences.numberKey} LIKE ${containingPattern(key)}`);
    conditions.push(or(...matches) as SQL);
  }
  return conditions.length ? and(...conditions) : undefined;
}

export async function listReferences(db: Database, identity: Identity, query: CustomerReferenceListQuery, locale: ApiLocale) {
  const companyId = companyOf(identity);
  const where = searchCondition(query);
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(customerReferences)
    .innerJoin(variants, eq(variants.id, customerReferences.variantId))
    .innerJoin(products, eq(products.id, variants.productId))
    .where(and(eq(customerReferences.companyId, companyId), where));
  const present = await listedRows(db, companyId, where, { limit: query.pageSize, offset: (query.page - 1) * query.pageSize });
  return {
    items: present(locale),
    page: query.page,
    pageSize: query.pageSize,
    totalCount: count,
    canManage: identity.permissions.includes("manage-customer-references"),
  };
}

/** Every number of the company, for an export. */
export async function allReferences(db: Database, identity: Identity, locale: ApiLocale) {
  return (await listedRows(db, companyOf(identity), undefined))(locale);
}

export async function referenceById(db: Database, companyId: string, id: number, locale: ApiLocale) {
  const [found] = (await listedRows(db, companyId, eq(customerReferences.id, id)))(locale);
  if (!found) throw new AppError(404, text("customerReferences.notFound", locale));
  return found;
}

/**
 * Serialises a company's changes to its numbers, so that the uniqueness checked before a write still holds when it
 * commits (the unique indexes stay the last word).
 */
export async function lockCompanyReferences(tx: Transaction, companyId: string) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`customer_references:${companyId}`}))`);
}

export type SaveOutcome = "added" | "changed" | "unchanged";

/** Why a number cannot be given to a part: another part of the company has it. */
export interface NumberTaken {
  takenBy: string;
}

/**
 * Gives `part` the number (replacing the one it had) inside a transaction holding the company's lock; a number already
 * on another part of the company is not given. A note left undefined stays as it was.
 */
export async function upsertReference(
  tx: Transaction,
  companyId: string,
  userId: string,
  part: NamedPart,
  change: { number: string; note: string | null | undefined },
): Promise<{ outcome: SaveOutcome; id: number } | NumberTaken> {
  const numberKey = customerReferenceKey(change.number);
  const existing = await tx
    .select({
      id: customerReferences.id,
      variantId: customerReferences.variantId,
      number: customerReferences.number,
      note: customerReferences.note,
      sku: variants.sku,
    })
    .from(customerReferences)
    .innerJoin(variants, eq(variants.id, customerReferences.variantId))
    .where(
      and(
        eq(customerReferences.companyId, companyId),
        or(eq(customerReferences.variantId, part.variantId), eq(customerReferences.numberKey, numberKey)),
      ),
    );
  const other = existing.find((row) => row.variantId !== part.variantId);
  if (other) return { takenBy: other.sku };
  const own = existing[0];
  // An import without a note column leaves the notes as they are.
  const note = change.note === undefined ? (own?.note ?? null) : change.note;
  if (own && own.number === change.number && own.note === note) return { outcome: "unchanged", id: own.id };
  if (own) {
    await tx
      .update(customerReferences)
      .set({ number: change.number, numberKey, note, updatedBy: userId, updatedAt: new Date() })
      .where(eq(customerReferences.id, own.id));
    return { outcome: "changed", id: own.id };
  }
  const [added] = await tx
    .insert(customerReferences)
    .values({ companyId, variantId: part.variantId, number: change.number, numberKey, note, createdBy: userId, updatedBy: userId })
    .returning({ id: customerReferences.id });
  return { outcome: "added", id: added.id };
}

/** Add-or-update from the form or the API: the part by variant id or SKU; a refusal names its field. */
export async function saveReference(db: Database, identity: Identity, body: SaveCustomerReferenceBody, locale: ApiLocale) {
  const companyId = companyOf(identity);
  const id = await db.transaction(async (tx) => {
    const part = body.variantId !== undefined ? await partByVariantId(tx, body.variantId) : await partByName(tx, body.sku ?? "");
    if (part === null || typeof part === "string") {
      const field = body.variantId !== undefined ? "variantId" : "sku";
      const refusal = text(`customerReferences.${part ?? "unknownPart"}`, locale);
      throw new AppError(404, refusal, [{ field, message: refusal }]);
    }
    await lockCompanyReferences(tx, companyId);
    const saved = await upsertReference(tx, companyId, identity.userId, part, { number: body.number, note: body.note });
    if ("takenBy" in saved) {
      const refusal = text("customerReferences.numberTaken", locale, { sku: saved.takenBy });
      throw new AppError(409, refusal, [{ field: "number", message: refusal }]);
    }
    return saved.id;
  });
  return referenceById(db, companyId, id, locale);
}

export async function deleteReference(db: Executor, identity: Identity, id: number, locale: ApiLocale) {
  const deleted = await db
    .delete(customerReferences)
    .where(and(eq(customerReferences.id, id), eq(customerReferences.companyId, companyOf(identity))))
    .returning({ id: customerReferences.id });
  if (deleted.length === 0) throw new AppError(404, text("customerReferences.notFound", locale));
}

/** The variants a company's customer part number names, by the exact key (the unique index): for the search. */
export async function variantsByCustomerNumber(db: Executor, companyId: string, search: string): Promise<number[]> {
  const numberKey = customerReferenceKey(search);
  if (!numberKey) return [];
  const rows = await db
    .select({ variantId: customerReferences.variantId })
    .from(customerReferences)
    .where(and(eq(customerReferences.companyId, companyId), eq(customerReferences.numberKey, numberKey)));
  return rows.map((row) => row.variantId);
}

/** The company's numbers of these parts, by variant id: for the product page and new cart lines. */
export async function numbersOfVariants(db: Executor, companyId: string, variantIds: number[]): Promise<Map<number, string>> {
  if (variantIds.length === 0) return new Map();
  const rows = await db
    .select({ variantId: customerReferences.variantId, number: customerReferences.number })
    .from(customerReferences)
    .where(and(eq(customerReferences.companyId, companyId), inArray(customerReferences.variantId, variantIds)));
  return new Map(rows.map((row) => [row.variantId, row.number]));
}

/**
 * The reference a new cart line starts with: the number the cart owner's company gave the part, or none (a guest's or
 * a consumer's cart). An SQL value, so that every way a line is added takes it in the insert itself.
 */
export const companyNumberForCartLine = (cartId: number, variantId: number) => sql<string>`COALESCE((
  SELECT r.number FROM ${customerReferences} r
  JOIN ${users} u ON u.company_id = r.company_id
  JOIN ${carts} c ON c.user_id = u.id
  WHERE c.id = ${cartId} AND r.variant_id = ${variantId}), '')`;
