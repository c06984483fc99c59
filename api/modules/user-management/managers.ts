import { and, count, eq, isNotNull, isNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import { companies, rolePermissions, users } from "../../db/schema";
import { AppError } from "../../lib/errors";
import type { ApiLocale } from "../../lib/locale";
import { text } from "../../lib/messages";

/** A transaction of the database client. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** The permission whose holders can always repair the rest: with it an administrator gives any user any role. */
const USER_MANAGER_PERMISSION = "manage-users";

/**
 * Runs a change to a company's users or roles so that the company can never lock itself out
 * (docs/decisions/027-business-accounts.md): the company row is locked (two administrators demoting each other at
 * once take turns), the change is made, and if no active user could manage users any more it is rolled back with
 * a 409. The change's own checks run inside it.
 */
export async function changeKeepingAManager<T>(
  db: Database,
  companyId: string,
  locale: ApiLocale,
  change: (tx: Transaction) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for("update");
    const result = await change(tx);
    const [managers] = await tx
      .select({ n: count() })
      .from(users)
      .innerJoin(rolePermissions, and(eq(rolePermissions.roleId, users.roleId), eq(rolePermissions.permission, USER_MANAGER_PERMISSION)))
      .where(and(eq(users.companyId, companyId), isNull(users.deactivatedAt), isNotNull(users.emailVerifiedAt)));
    if (managers.n === 0) throw new AppError(409, text("userManagement.lastManager", locale));
    return result;
  });
}
