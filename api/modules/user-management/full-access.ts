import { and, count, countDistinct, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client";
import { companies, rolePermissions, users } from "../../db/schema";
import { AppError } from "../../lib/errors";
import type { ApiLocale } from "../../lib/locale";
import { text } from "../../lib/messages";
import { ALL_PERMISSIONS } from "../identity/permissions";

/** The roles holding every permission: their holders can repair anything the others cannot (they may give any role). */
const fullRoleIds = (tx: Transaction) =>
  tx
    .select({ roleId: rolePermissions.roleId })
    .from(rolePermissions)
    .where(inArray(rolePermissions.permission, ALL_PERMISSIONS))
    .groupBy(rolePermissions.roleId)
    .having(eq(countDistinct(rolePermissions.permission), ALL_PERMISSIONS.length));

/**
 * Runs a change to a company's users or roles so that the company can never lock itself out
 * (docs/decisions/027-business-accounts.md): the company row is locked (two administrators demoting each other at
 * once take turns), the change is made, and if no active (verified, not deactivated) user holds every permission
 * any more it is rolled back with a 409. The change's own checks run inside it.
 */
export async function changeKeepingFullAccess<T>(
  db: Database,
  companyId: string,
  locale: ApiLocale,
  change: (tx: Transaction) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for("update");
    const result = await change(tx);
    const [holders] = await tx
      .select({ n: count() })
      .from(users)
      .where(
        and(
          eq(users.companyId, companyId),
          isNull(users.deactivatedAt),
          isNotNull(users.emailVerifiedAt),
          inArray(users.roleId, fullRoleIds(tx)),
        ),
      );
    if (holders.n === 0) throw new AppError(409, text("userManagement.lastFullAccess", locale));
    return result;
  });
}
