import { and, asc, count, eq, ilike, isNotNull, isNull, or, type SQL } from "drizzle-orm";
import type { CompanyUser, UserStatus } from "@contract/api/identity/user-management-schemas";
import type { Database, Executor } from "../../db/client";
import { companyRoles, users } from "../../db/schema";
import { AppError, notFound } from "../../lib/errors";
import type { ApiLocale } from "../../lib/locale";
import { message, text } from "../../lib/messages";
import type { Identity } from "../../plugins/auth";
import { containingPattern } from "../catalog/text";
import { holdsEvery, permissionsByRole, refuseRoleBeyondHeld } from "./grants";
import { readRoles } from "./roles";

/** Where a user stands, as the list filters it. */
const STATUS_CONDITIONS: Record<UserStatus, SQL | undefined> = {
  invited: and(isNull(users.deactivatedAt), isNull(users.emailVerifiedAt)),
  active: and(isNull(users.deactivatedAt), isNotNull(users.emailVerifiedAt)),
  deactivated: isNotNull(users.deactivatedAt),
};

const columns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phoneCountryCode: users.phoneCountryCode,
  phone: users.phone,
  emailVerifiedAt: users.emailVerifiedAt,
  deactivatedAt: users.deactivatedAt,
  createdAt: users.createdAt,
  roleId: companyRoles.id,
  roleName: companyRoles.name,
};
const selectUsers = (db: Executor) => db.select(columns).from(users).leftJoin(companyRoles, eq(companyRoles.id, users.roleId));
type UserRow = Awaited<ReturnType<typeof selectUsers>>[number];

/** Users as the answers show them: with whether the caller may act on each (they hold every permission of its role). */
async function companyUsersOf(db: Executor, rows: UserRow[], identity: Identity): Promise<CompanyUser[]> {
  const roleIds = [...new Set(rows.flatMap((row) => (row.roleId ? [row.roleId] : [])))];
  const permissions = await permissionsByRole(db, roleIds);
  return rows.map((row) => companyUserOf(row, identity, permissions.get(row.roleId ?? "") ?? []));
}

function companyUserOf(row: UserRow, identity: Identity, rolePermissions: string[]): CompanyUser {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phoneCountryCode: row.phoneCountryCode,
    phone: row.phone,
    role: row.roleId && row.roleName ? { id: row.roleId, name: row.roleName } : null,
    status: row.deactivatedAt ? "deactivated" : row.emailVerifiedAt ? "active" : "invited",
    isSelf: row.id === identity.userId,
    canManage: holdsEvery(identity, rolePermissions),
    createdAt: row.createdAt.toISOString(),
  };
}

const ofCompany = (companyId: string) => and(eq(users.companyId, companyId), eq(users.userType, "b2b"));
const companyIdOf = (identity: Identity) => identity.companyId as string;

export async function listCompanyUsers(
  db: Database,
  identity: Identity,
  query: { q?: string; status?: UserStatus; page: number; pageSize: number },
) {
  const pattern = query.q ? containingPattern(query.q) : undefined;
  const search = pattern ? or(ilike(users.firstName, pattern), ilike(users.lastName, pattern), ilike(users.email, pattern)) : undefined;
  const where = and(ofCompany(companyIdOf(identity)), search, query.status ? STATUS_CONDITIONS[query.status] : undefined);
  const [rows, [total], roles] = await Promise.all([
    selectUsers(db)
      .where(where)
      .orderBy(asc(users.firstName), asc(users.lastName), asc(users.email))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(users).where(where),
    readRoles(db, identity),
  ]);
  return {
    items: await companyUsersOf(db, rows, identity),
    page: query.page,
    pageSize: query.pageSize,
    totalCount: total.n,
    grantableRoles: roles.filter((role) => role.canGrant).map((role) => ({ id: role.id, name: role.name })),
  };
}

/** One user of the caller's company; another company's (or a missing) id is a 404. */
export async function findCompanyUser(db: Executor, identity: Identity, userId: string, locale: ApiLocale) {
  const [row] = await selectUsers(db).where(and(ofCompany(companyIdOf(identity)), eq(users.id, userId)));
  if (!row) throw notFound(message("notFound", locale));
  const [user] = await companyUsersOf(db, [row], identity);
  return user;
}

/**
 * The role a body's `roleId` gives: one of the caller's company (any other is a 400 on the field) whose every
 * permission the caller holds (any other a 403 on the field).
 */
export async function grantableRoleFor(db: Executor, identity: Identity, roleId: string, locale: ApiLocale) {
  const [role] = await readRoles(db, identity, roleId);
  if (!role) {
    const problem = text("userManagement.roleNotFound", locale);
    throw new AppError(400, problem, [{ field: "roleId", message: problem }]);
  }
  refuseRoleBeyondHeld(role, locale);
  return role;
}

/** Nobody deletes or deactivates the account they are using. */
export function refuseSelf(identity: Identity, userId: string, locale: ApiLocale) {
  if (identity.userId === userId) throw new AppError(409, text("userManagement.notYourself", locale));
}
