import type { FastifyRequest } from "fastify";
import { and, eq, gt, isNull } from "drizzle-orm";
import { STAFF_ROLE_PERMISSIONS, type StaffPermission, type StaffRole } from "@contract/api/back-office/permissions";
import type { Database } from "../../db/client";
import { staffMembers, staffSessions } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { requestLocale } from "../../lib/locale";
import { message, text } from "../../lib/messages";

/** The `typ` claim of a staff access token: api/plugins/auth.ts reads it as a staff member's, never a customer's. */
export const STAFF_TOKEN_TYPE = "staff";

/** The staff member calling, as the database holds them now (a role changed counts from the next request). */
export interface StaffIdentity {
  staffId: string;
  email: string;
  name: string;
  firstName: string;
  lastName: string;
  role: StaffRole;
  permissions: readonly StaffPermission[];
}

/**
 * The active staff member of a token's subject and sign-in; null for one deactivated or removed, or a sign-in ended
 * (signed out, replayed, past its length): their token is worth nothing from that moment. Staff calls are few, so
 * the database is asked each time rather than a revocation list kept.
 */
export async function currentStaff(db: Database, staffId: string, sessionId: string): Promise<StaffIdentity | null> {
  const [row] = await db
    .select({
      email: staffMembers.email,
      firstName: staffMembers.firstName,
      lastName: staffMembers.lastName,
      role: staffMembers.role,
      active: staffMembers.active,
    })
    .from(staffMembers)
    .innerJoin(
      staffSessions,
      and(eq(staffSessions.staffId, staffMembers.id), eq(staffSessions.id, sessionId), isNull(staffSessions.revokedAt)),
    )
    .where(and(eq(staffMembers.id, staffId), gt(staffSessions.expiresAt, new Date())));
  if (!row?.active) return null;
  return {
    staffId,
    email: row.email,
    name: `${row.firstName} ${row.lastName}`,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    permissions: STAFF_ROLE_PERMISSIONS[row.role],
  };
}

/**
 * The route hook of a staff operation (lib/route.ts): no valid token answers 401; a customer's token, or a staff
 * member whose role lacks `permission`, 403.
 */
export function requireStaff(permission: StaffPermission) {
  return async (request: FastifyRequest) => {
    const locale = requestLocale(request);
    if (!request.staff) {
      if (request.identity) throw new AppError(403, message("forbidden", locale));
      throw new AppError(401, message("unauthorized", locale));
    }
    if (!request.staff.permissions.includes(permission)) {
      throw new AppError(
        403,
        text("backOffice.missingPermission", locale, { permission: text(`staffPermissionNames.${permission}`, locale) }),
      );
    }
  };
}

/** The staff member of a route guarded by `requireStaff`. */
export function staffOf(request: FastifyRequest): StaffIdentity {
  if (!request.staff) throw new AppError(401, message("unauthorized", requestLocale(request)));
  return request.staff;
}
