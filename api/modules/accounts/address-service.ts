import { and, count, desc, eq, ne } from "drizzle-orm";
import type { Database, Executor } from "../../db/client";
import { addresses, type Address, type TypedAddress } from "../../db/schema";

export type AddressKind = "billing" | "shipping";
/** The columns an address body fills (a guest's typed address has the same). */
export type AddressValues = TypedAddress;

const owned = (userId: string, kind: AddressKind, id?: string) =>
  and(eq(addresses.userId, userId), eq(addresses.kind, kind), id ? eq(addresses.id, id) : undefined);

export async function listAddresses(db: Database, userId: string, kind: AddressKind, page: number, pageSize: number) {
  const items = await db
    .select()
    .from(addresses)
    .where(owned(userId, kind))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [{ total }] = await db.select({ total: count() }).from(addresses).where(owned(userId, kind));
  return { items, page, pageSize, totalCount: total };
}

/** One of the caller's addresses; another user's id finds nothing (the route answers 404). */
export async function findAddress(db: Executor, userId: string, kind: AddressKind, id: string): Promise<Address | null> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(owned(userId, kind, id));
  return row ?? null;
}

export async function findDefaultAddress(db: Database, userId: string, kind: AddressKind) {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(owned(userId, kind), eq(addresses.isDefault, true)));
  return row ?? null;
}

async function makeDefault(db: Executor, userId: string, kind: AddressKind, id: string) {
  await db
    .update(addresses)
    .set({ isDefault: false })
    .where(and(owned(userId, kind), ne(addresses.id, id)));
  const [row] = await db
    .update(addresses)
    .set({ isDefault: true, updatedAt: new Date() })
    .where(owned(userId, kind, id))
    .returning();
  return row;
}

/** The first address of a kind is its default; asking for default moves the flag. */
export async function createAddress(db: Database, userId: string, kind: AddressKind, values: AddressValues, isDefault: boolean) {
  return db.transaction(async (tx) => {
    const [{ existing }] = await tx.select({ existing: count() }).from(addresses).where(owned(userId, kind));
    const [row] = await tx
      .insert(addresses)
      .values({ ...values, userId, kind })
      .returning();
    if (existing === 0 || isDefault) return makeDefault(tx, userId, kind, row.id);
    return row;
  });
}

export async function updateAddress(
  db: Database,
  userId: string,
  kind: AddressKind,
  id: string,
  values: AddressValues,
  isDefault: boolean,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(addresses)
      .set({ ...values, updatedAt: new Date() })
      .where(owned(userId, kind, id))
      .returning();
    if (row && isDefault && !row.isDefault) return makeDefault(tx, userId, kind, id);
    return row ?? null;
  });
}

export async function setDefaultAddress(db: Database, userId: string, kind: AddressKind, id: string) {
  return db.transaction(async (tx) => ((await findAddress(tx, userId, kind, id)) ? makeDefault(tx, userId, kind, id) : null));
}

/** Deleting the default hands the flag to the newest remaining address. */
export async function deleteAddress(db: Database, userId: string, kind: AddressKind, id: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(addresses)
      .where(owned(userId, kind, id))
      .returning();
    if (!row) return false;
    if (row.isDefault) {
      const [next] = await tx
        .select({ id: addresses.id })
        .from(addresses)
        .where(owned(userId, kind))
        .orderBy(desc(addresses.createdAt))
        .limit(1);
      if (next) await makeDefault(tx, userId, kind, next.id);
    }
    return true;
  });
}
