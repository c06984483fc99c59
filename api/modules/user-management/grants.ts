import { inArray } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { rolePermissions } from "../../db/schema";
import { AppError } from "../../lib/errors";
import type { ApiLocale } from "../../lib/locale";
import { text, type TextKey } from "../../lib/messages";
import type { Identity } from "../../plugins/auth";

// You hand out only what you hold (docs/decisions/027-business-accounts.md): a caller gives a role, puts a
// permission into a role, changes or deletes a role, or acts on a user only when they hold every permission of it;
// nobody changes their own role. The answers carry the same verdicts (canManage, canGrant) for the storefront.

/** Whether the caller holds every one of `permissions`. */
export const holdsEvery = (identity: Identity, permissions: readonly string[]) =>
  permissions.every((permission) => identity.permissions.includes(permission));

/** The permissions of each of the roles, by role id (none for a role without any). */
export async function permissionsByRole(db: Executor, roleIds: string[]): Promise<Map<string, string[]>> {
  const byRole = new Map(roleIds.map((id): [string, string[]] => [id, []]));
  if (!roleIds.length) return byRole;
  for (const row of await db.select().from(rolePermissions).where(inArray(rolePermissions.roleId, roleIds)))
    byRole.get(row.roleId)?.push(row.permission);
  return byRole;
}

function refusal(key: TextKey, locale: ApiLocale, field?: string) {
  const problem = text(key, locale);
  return new AppError(403, problem, field ? [{ field, message: problem }] : []);
}

/** Giving a role (inviting with it, changing a user to it): only one whose every permission the caller holds. */
export function refuseRoleBeyondHeld(role: { canGrant: boolean }, locale: ApiLocale) {
  if (!role.canGrant) throw refusal("userManagement.roleBeyondYours", locale, "roleId");
}

/** Putting permissions into a role (creating or changing it): only ones the caller holds. */
export function refusePermissionsBeyondHeld(identity: Identity, permissions: readonly string[], locale: ApiLocale) {
  if (!holdsEvery(identity, permissions)) throw refusal("userManagement.permissionsBeyondYours", locale, "permissions");
}

/** Changing or deleting a role: only one whose every permission the caller holds. */
export function refuseRoleChangeBeyondHeld(role: { canGrant: boolean }, locale: ApiLocale) {
  if (!role.canGrant) throw refusal("userManagement.roleChangeBeyondYours", locale);
}

/** Editing, deactivating, deleting a user or changing their role: only one whose role the caller holds all of. */
export function refuseUserBeyondHeld(user: { canManage: boolean }, locale: ApiLocale) {
  if (!user.canManage) throw refusal("userManagement.userBeyondYours", locale);
}

/** Nobody changes their own role: not to take more, nor to leave the company without its last full administrator. */
export function refuseOwnRole(identity: Identity, userId: string, locale: ApiLocale) {
  if (identity.userId === userId) throw refusal("userManagement.ownRole", locale);
}
