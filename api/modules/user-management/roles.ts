import { and, asc, count, eq, inArray } from "drizzle-orm";
import type { CompanyRole, GrantablePermission, RoleInput } from "@contract/api/identity/user-management-schemas";
import type { Database, Executor, Transaction } from "../../db/client";
import { companyRoles, rolePermissions, users } from "../../db/schema";
import { AppError, notFound } from "../../lib/errors";
import type { ApiLocale } from "../../lib/locale";
import { message, text } from "../../lib/messages";
import type { Identity } from "../../plugins/auth";
import { ALL_PERMISSIONS, isPermission } from "../identity/permissions";
import { permissionItems } from "../lookups/service";
import { changeKeepingFullAccess } from "./full-access";
import { holdsEvery, permissionsByRole, refusePermissionsBeyondHeld, refuseRoleChangeBeyondHeld } from "./grants";

const companyIdOf = (identity: Identity) => identity.companyId as string;

/**
 * The caller's company's roles (one when `roleId` is given), each with its permissions, how many users hold it and
 * whether the caller may give, change or delete it (docs/decisions/027-business-accounts.md).
 */
export async function readRoles(db: Executor, identity: Identity, roleId?: string): Promise<CompanyRole[]> {
  const roles = await db
    .select()
    .from(companyRoles)
    .where(and(eq(companyRoles.companyId, companyIdOf(identity)), roleId ? eq(companyRoles.id, roleId) : undefined))
    .orderBy(asc(companyRoles.name));
  if (!roles.length) return [];
  const ids = roles.map((role) => role.id);
  const [permissions, holders] = await Promise.all([
    permissionsByRole(db, ids),
    db.select({ roleId: users.roleId, n: count() }).from(users).where(inArray(users.roleId, ids)).groupBy(users.roleId),
  ]);
  return roles.map((role) => {
    const held = (permissions.get(role.id) ?? []).filter(isPermission).sort();
    return {
      id: role.id,
      name: role.name,
      isAdmin: role.isAdmin,
      permissions: held,
      userCount: holders.find((row) => row.roleId === role.id)?.n ?? 0,
      canGrant: holdsEvery(identity, held),
    };
  });
}

export const listRoles = (db: Database, identity: Identity) => readRoles(db, identity);

export async function findRole(db: Executor, identity: Identity, roleId: string, locale: ApiLocale) {
  const [role] = await readRoles(db, identity, roleId);
  if (!role) throw notFound(message("notFound", locale));
  return role;
}

/** The permissions a role may hold, each saying whether the caller may put it into one (they hold it). */
export function grantablePermissions(identity: Identity, locale: ApiLocale): GrantablePermission[] {
  return permissionItems(locale).map((item) => ({ ...item, canGrant: identity.permissions.includes(item.code) }));
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

/** Creates a role of permissions the caller holds. */
export async function createRole(db: Database, identity: Identity, input: RoleInput, locale: ApiLocale) {
  refusePermissionsBeyondHeld(identity, input.permissions, locale);
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
 * Renames a role and sets its permissions, both the role's and the new ones held by the caller. The administrator
 * role keeps every permission; taking a permission from a role must leave the company an active user holding every
 * permission (the change counts from its holders' next request).
 */
export async function updateRole(db: Database, identity: Identity, roleId: string, input: RoleInput, locale: ApiLocale) {
  const companyId = companyIdOf(identity);
  await changeKeepingFullAccess(db, companyId, locale, async (tx) => {
    const role = await findRole(tx, identity, roleId, locale);
    refuseRoleChangeBeyondHeld(role, locale);
    refusePermissionsBeyondHeld(identity, input.permissions, locale);
    if (role.isAdmin && input.permissions.length !== ALL_PERMISSIONS.length) {
      throw new AppError(409, text("userManagement.adminRoleFixed", locale), [
        { field: "permissions", message: text("userManagement.adminRoleFixed", locale) },
      ]);
    }
    await assertNameFree(tx, companyId, input.name, locale, roleId);
    await tx.update(companyRoles).set({ name: input.name }).where(eq(companyRoles.id, roleId));
    await tx.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
    if (input.permissions.length) await tx.insert(rolePermissions).values(input.permissions.map((permission) => ({ roleId, permission })));
  });
  return findRole(db, identity, roleId, locale);
}

/** Deletes a role no user holds and whose every permission the caller holds; never the administrator role. */
export async function deleteRole(db: Database, identity: Identity, roleId: string, locale: ApiLocale) {
  const role = await findRole(db, identity, roleId, locale);
  refuseRoleChangeBeyondHeld(role, locale);
  if (role.isAdmin) throw new AppError(409, text("userManagement.adminRoleFixed", locale));
  if (role.userCount > 0) throw new AppError(409, text("userManagement.roleInUse", locale, { n: role.userCount }));
  await db.delete(companyRoles).where(eq(companyRoles.id, roleId));
}
