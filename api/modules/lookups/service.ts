import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { companyRoles } from "../../db/schema";
import type { ApiLocale } from "../../lib/locale";
import { permissionText } from "../identity/permission-texts";
import { PERMISSION_SCOPES, type Permission, type PermissionScope } from "../identity/permissions";

/** The roles of one company, by name: what a business administrator assigns to its users. */
export function companyRoleItems(db: Database, companyId: string) {
  return db
    .select({ id: companyRoles.id, name: companyRoles.name })
    .from(companyRoles)
    .where(eq(companyRoles.companyId, companyId))
    .orderBy(asc(companyRoles.name));
}

/** Every permission under its scope, with its name and description in the caller's language. */
export function permissionItems(locale: ApiLocale) {
  return (Object.entries(PERMISSION_SCOPES) as Array<[PermissionScope, readonly Permission[]]>).flatMap(([scope, codes]) =>
    codes.map((code) => ({ scope, code, ...permissionText(code, locale) })),
  );
}
