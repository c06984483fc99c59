import { asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../../api/db/client";
import { companyRoles, rolePermissions, users } from "../../../api/db/schema";

/**
 * What a company's user administration can change, as the database holds it: its users (name, phone, role, whether
 * deactivated) and its roles (name, permissions). Two equal states mean a refused request changed nothing.
 */
export async function companyState(db: Database, companyId: string) {
  const people = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
      roleId: users.roleId,
      deactivatedAt: users.deactivatedAt,
    })
    .from(users)
    .where(eq(users.companyId, companyId))
    .orderBy(asc(users.id));
  const roles = await db
    .select({ id: companyRoles.id, name: companyRoles.name })
    .from(companyRoles)
    .where(eq(companyRoles.companyId, companyId))
    .orderBy(asc(companyRoles.id));
  const grants = roles.length
    ? await db
        .select()
        .from(rolePermissions)
        .where(
          inArray(
            rolePermissions.roleId,
            roles.map((role) => role.id),
          ),
        )
        .orderBy(asc(rolePermissions.roleId), asc(rolePermissions.permission))
    : [];
  return { people, roles, grants };
}

/** The company of a business user, by e-mail. */
export async function companyIdOf(db: Database, email: string): Promise<string> {
  const user = await db.query.users.findFirst({ where: eq(users.email, email) });
  if (!user?.companyId) throw new Error(`${email} is not a business user`);
  return user.companyId;
}
