import { eq, sql } from "drizzle-orm";
import type { StaffRole } from "../../../contract/api/back-office/permissions";
import type { Database } from "../../../api/db/client";
import { staffMembers } from "../../../api/db/schema";
import { startStaffSession } from "../../../api/modules/back-office/sessions";
import { DEMO_STAFF } from "../../../api/seed/staff";
import { TEST_JWT_SECRET } from "./test-app";

// The back office's staff in API tests (docs/decisions/036-staff-accounts.md). Convention 15: a test that is not
// about the sign-in gets its staff token from a sign-in made directly, not through the password and TOTP steps.

export { DEMO_STAFF };

/** The id of the seeded demo staff member of `role`. */
export async function staffIdOf(db: Database, role: StaffRole): Promise<string> {
  const [member] = await db
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .where(eq(sql`lower(${staffMembers.email})`, DEMO_STAFF.emailOf(role)));
  if (!member) throw new Error(`no demo staff member of role ${role}: create the test app with { seed: true }`);
  return member.id;
}

/** A staff access token of the demo staff member of `role` (a sign-in of its own): `bearer(await staffToken(t.db, "finance"))`. */
export async function staffToken(db: Database, role: StaffRole): Promise<string> {
  const tokens = await startStaffSession({ db, secret: TEST_JWT_SECRET }, await staffIdOf(db, role));
  return tokens.accessToken;
}
