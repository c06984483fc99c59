import { and, asc, count, eq, inArray } from "drizzle-orm";
import type { CompanyRole, RoleInput } from "@contract/api/identity/user-management-schemas";
import type { Database } from "../../db/client";
import { companyRoles, rolePermissions, users } from "../../db/schema";
import { AppError, notFound } from "../../lib/errors";
import type { ApiLocale } from "../../lib/locale";
import { message, text } from "../../lib/messages";
import type { Identity } from "../../plugins/auth";
import { ALL_PERMISSIONS, isPermission } from "../identity/permissions";
import { changeKeepingAManager, type Transaction } from "./managers";

const companyIdOf = (identity: Identity) => identity.companyId as string;

/** The company's roles (one when `roleId` is given), each with its permissions and how many users hold it. */
async function readRoles(db: Database | Transaction, companyId: string, roleId?: string): Promise<CompanyRole[]> {
  const roles = await db
    .select()
    .from(companyRoles)
    .where(and(eq(companyRoles.companyId, companyId), roleId ? eq(companyRoles.id, roleId) : undefined))
    .orderBy(asc(companyRoles.name));
  if (!roles.length) return [];
  const ids = roles.map((role) => role.id);
  const [permissions, holders] = await Promise.all([
    db.select().from(rolePermissions).where(inArray(rolePermissions.roleId, ids)),
    db.select({ roleId: users.roleId, n: count() }).from(users).where(inArray(users.roleId, ids)).groupBy(users.roleId),
  ]);
  return roles.map((role) => ({
    id: role.id,
    name: role.name,
    isAdmin: role.isAdmin,
    permissions: permissions
      .filter((row) => row.roleId === role.id)
      .map((row) => row.permission)
      .filter(isPermission)
      .sort(),
    userCount: holders.find((row) => row.roleId === role.id)?.n ?? 0,
  }));
}

export const listRoles = (db: Database, identity: Identity) => readRoles(db, companyIdOf(identity));

export async function findRole(db: Database | Transaction, identity: Identity, roleId: string, locale: ApiLocale) {
  const [role] = await readRoles(db, companyIdOf(identity), roleId);
  if (!role) throw notFound(message("notFound", locale));
  return role;
}

const nameTaken = (locale: ApiLocale) => {
  const problem = text("userManagement.roleNameTaken", locale);
  return new AppError(409, problem, [{ field: "name", message: problem }]);
};

async function assertNameFree(tx: Transaction, companyId: string, name: string, locale: ApiLocale, exceptId?: string) {
  const [same] = await tx
    .select({ id: companyRoles.id })
    .from(companyRoles)
    .where(and(eq(companyRoles.companyId, companyId), eq(companyRoles.name, name)));
  if (same && same.id !== exceptId) throw nameTaken(locale);
}

export async function createRole(db: Database, identity: Identity, input: RoleInput, locale: ApiLocale) {
  const companyId = companyIdOf(identity);
  const id = await db.transaction(async (tx) => {
    await assertNameFree(tx, companyId, input.name, locale);
    const [role] = await tx.insert(companyRoles).values({ companyId, name: input.name }).returning({ id: companyRoles.id });
    if (input.permissions.length)
      await tx.insert(rolePermissions).values(input.permissions.map((permission) => ({ roleId: role.id, permission })));
    return role.id;
  });
  return findRole(db, identity, id, locale);
}

/**
 * Renames a role and sets its permissions. The administrator role keeps every permission; taking a permission from
 * a role must leave the company a user who can manage users (the change counts from its holders' next request).
 */
export async function updateRole(db: Database, identity: Identity, roleId: string, input: RoleInput, locale: ApiLocale) {
  const role = await findRole(db, identity, roleId, locale);
  if (role.isAdmin && input.permissions.length !== ALL_PERMISSIONS.length) {
    throw new AppError(409, text("userManagement.adminRoleFixed", locale), [
      { field: "permissions", message: text("userManagement.adminRoleFixed", locale) },
    ]);
  }
  const companyId = companyIdOf(identity);
  await changeKeepingAManager(db, companyId, locale, async (tx) => {
    await assertNameFree(tx, companyId, input.name, locale, roleId);
    await tx.update(companyRoles).set({ name: input.name }).where(eq(companyRoles.id, roleId));
    await tx.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
    if (input.permissions.length) await tx.insert(rolePermissions).values(input.permissions.map((permission) => ({ roleId, permission })));
  });
  return findRole(db, identity, roleId, locale);
}

/** Deletes a role no user holds; never the administrator role. */
export async function deleteRole(db: Database, identity: Identity, roleId: string, locale: ApiLocale) {
  const role = await findRole(db, identity, roleId, locale);
  if (role.isAdmin) throw new AppError(409, text("userManagement.adminRoleFixed", locale));
  if (role.userCount > 0) throw new AppError(409, text("userManagement.roleInUse", locale, { n: role.userCount }));
  await db.delete(companyRoles).where(eq(companyRoles.id, roleId));
}
