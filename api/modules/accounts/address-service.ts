import { and, count, desc, eq, isNotNull, isNull, ne } from "drizzle-orm";
import type { Database, Executor } from "../../db/client";
import { addresses, type Address, type TypedAddress } from "../../db/schema";
import type { Identity } from "../../plugins/auth";

export type AddressKind = "billing" | "shipping";
/** The columns an address body fills (a guest's typed address has the same). */
export type AddressValues = TypedAddress;

/**
 * Whose address book it is: a consumer's own, or a business user's company's, shared by its users
 * (docs/decisions/042-company-addresses.md).
 */
export type AddressOwner = Pick<Identity, "userId" | "companyId">;

/** A business user adds to the company's book when they may place orders or keep the company's profile. */
export const mayAddAddress = (identity: Identity) =>
  identity.companyId === null ||
  identity.permissions.some((permission) => permission === "create-orders" || permission === "manage-company-profile");

/** A company's address is changed by whoever keeps the company's profile, or by the user who added it. */
export const mayChangeAddress = (identity: Identity, row: Pick<Address, "userId">) =>
  identity.companyId === null || identity.permissions.includes("manage-company-profile") || row.userId === identity.userId;

const ownedBy = (owner: AddressOwner) =>
  owner.companyId ? eq(addresses.companyId, owner.companyId) : and(eq(addresses.userId, owner.userId), isNull(addresses.companyId));

const owned = (owner: AddressOwner, kind: AddressKind, id?: string) =>
  and(ownedBy(owner), eq(addresses.kind, kind), id ? eq(addresses.id, id) : undefined);

export async function listAddresses(db: Database, owner: AddressOwner, kind: AddressKind, page: number, pageSize: number) {
  const items = await db
    .select()
    .from(addresses)
    .where(owned(owner, kind))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [{ total }] = await db.select({ total: count() }).from(addresses).where(owned(owner, kind));
  return { items, page, pageSize, totalCount: total };
}

/** Every address the owner's book holds, both kinds, oldest first (the checkout chooses from them). */
export function addressBook(db: Executor, owner: AddressOwner) {
  return db.select().from(addresses).where(ownedBy(owner)).orderBy(addresses.createdAt);
}

/** One address of the caller's book; another user's or company's id finds nothing (the route answers 404). */
export async function findAddress(db: Executor, owner: AddressOwner, kind: AddressKind, id: string): Promise<Address | null> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(owned(owner, kind, id));
  return row ?? null;
}

export async function findDefaultAddress(db: Database, owner: AddressOwner, kind: AddressKind) {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(owned(owner, kind), eq(addresses.isDefault, true)));
  return row ?? null;
}

async function makeDefault(db: Executor, owner: AddressOwner, kind: AddressKind, id: string) {
  await db
    .update(addresses)
    .set({ isDefault: false })
    .where(and(owned(owner, kind), ne(addresses.id, id)));
  const [row] = await db
    .update(addresses)
    .set({ isDefault: true, updatedAt: new Date() })
    .where(owned(owner, kind, id))
    .returning();
  return row;
}

/** The first address of a kind is its default; asking for default moves the flag. */
export async function createAddress(db: Database, owner: AddressOwner, kind: AddressKind, values: AddressValues, isDefault: boolean) {
  return db.transaction(async (tx) => {
    const [{ existing }] = await tx.select({ existing: count() }).from(addresses).where(owned(owner, kind));
    const [row] = await tx
      .insert(addresses)
      .values({ ...values, userId: owner.userId, companyId: owner.companyId, kind })
      .returning();
    if (existing === 0 || isDefault) return makeDefault(tx, owner, kind, row.id);
    return row;
  });
}

export async function updateAddress(
  db: Database,
  owner: AddressOwner,
  kind: AddressKind,
  id: string,
  values: AddressValues,
  isDefault: boolean,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(addresses)
      .set({ ...values, updatedAt: new Date() })
      .where(owned(owner, kind, id))
      .returning();
    if (row && isDefault && !row.isDefault) return makeDefault(tx, owner, kind, id);
    return row ?? null;
  });
}

export async function setDefaultAddress(db: Database, owner: AddressOwner, kind: AddressKind, id: string) {
  return db.transaction(async (tx) => ((await findAddress(tx, owner, kind, id)) ? makeDefault(tx, owner, kind, id) : null));
}

/** Deleting the default hands the flag to the newest remaining address. */
export async function deleteAddress(db: Database, owner: AddressOwner, kind: AddressKind, id: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(addresses)
      .where(owned(owner, kind, id))
      .returning();
    if (!row) return false;
    if (row.isDefault) {
      const [next] = await tx
        .select({ id: addresses.id })
        .from(addresses)
        .where(owned(owner, kind))
        .orderBy(desc(addresses.createdAt))
        .limit(1);
      if (next) await makeDefault(tx, owner, kind, next.id);
    }
    return true;
  });
}

/** Before a company user is deleted: the company's addresses they added stay the company's (the cascade would take them). */
export async function releaseCompanyAddresses(db: Executor, userId: string) {
  await db
    .update(addresses)
    .set({ userId: null })
    .where(and(eq(addresses.userId, userId), isNotNull(addresses.companyId)));
}
