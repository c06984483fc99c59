import { and, asc, count, eq, ilike, or, sql } from "drizzle-orm";
import type { CartOwner } from "@contract/api/carts/user-carts-schemas";
import type { Database, Executor } from "../../../db/client";
import { companyRoles, users } from "../../../db/schema";
import { AppError } from "../../../lib/errors";
import type { ApiLocale } from "../../../lib/locale";
import { message } from "../../../lib/messages";
import { containingPattern } from "../../catalog/text";

/** Whose cart an administrator opens: a user of their company. */
export interface CompanyUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
}

const person = { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email };

/** A user of the company; undefined for a user of another company or none. */
export async function findCompanyUser(db: Executor, companyId: string, userId: string): Promise<CompanyUser | undefined> {
  const [user] = await db
    .select(person)
    .from(users)
    .where(and(eq(users.id, userId), eq(users.companyId, companyId)));
  return user;
}

/** A user of the company, or 404: a user of another company (or none) answers like a missing one. */
export async function requireCompanyUser(db: Database, companyId: string, userId: string, locale: ApiLocale): Promise<CompanyUser> {
  const user = await findCompanyUser(db, companyId, userId);
  if (!user) throw new AppError(404, message("notFound", locale));
  return user;
}

// The active cart as findActiveCart picks it (store.ts): flagged active, else the most recent.
const activeCartLineCount = sql<number>`(SELECT count(*)::int FROM cart_lines l WHERE l.cart_id = (
  SELECT c.id FROM carts c WHERE c.user_id = "users"."id" ORDER BY c.is_active DESC, c.updated_at DESC, c.id DESC LIMIT 1))`;
const savedCartCount = sql<number>`(SELECT count(*)::int FROM carts c WHERE c.user_id = "users"."id" AND c.is_saved)`;

/** The company's users by name, each with the lines of their active cart and how many carts they keep saved. */
export async function listCartOwners(db: Database, companyId: string, query: { q?: string; page: number; pageSize: number }) {
  const pattern = query.q ? containingPattern(query.q) : undefined;
  const where = and(
    eq(users.companyId, companyId),
    pattern ? or(ilike(users.email, pattern), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern)) : undefined,
  );
  const rows = await db
    .select({ ...person, roleId: companyRoles.id, roleName: companyRoles.name, activeCartLineCount, savedCartCount })
    .from(users)
    .leftJoin(companyRoles, eq(companyRoles.id, users.roleId))
    .where(where)
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.email))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [{ total }] = await db.select({ total: count() }).from(users).where(where);
  const items: CartOwner[] = rows.map(({ roleId, roleName, ...row }) => ({
    ...row,
    role: roleId && roleName !== null ? { id: roleId, name: roleName } : null,
  }));
  return { items, page: query.page, pageSize: query.pageSize, totalCount: total };
}
