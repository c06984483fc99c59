import type { StaffRole } from "@contract/api/back-office/permissions";
import { STAFF_ROLES } from "@contract/api/back-office/permissions";
import type { Executor } from "../db/client";
import { staffMembers } from "../db/schema";
import { hashPassword } from "../lib/passwords";
import { plainTotpSecret } from "../modules/back-office/totp-secret";

/**
 * The demo staff, one per role (README, docs/decisions/036-staff-accounts.md): `<role>@staff.devre.example`, the demo
 * password, and one TOTP secret for all, to be added to an authenticator app. Demo-only: never outside a demo database.
 */
export const DEMO_STAFF = {
  password: "Demo1234!",
  totpSecret: "JBSWY3DPEHPK3PXP",
  emailOf: (role: StaffRole) => `${role}@staff.devre.example`,
} as const;

const DEMO_STAFF_NAMES: Record<StaffRole, [string, string]> = {
  owner: ["Deniz", "Aksoy"],
  operations: ["Emre", "Kaya"],
  finance: ["Selin", "Yıldız"],
  sales: ["Burak", "Demir"],
  catalog: ["Elif", "Şahin"],
  content: ["Ayşe", "Çelik"],
};

/** Adds the demo staff members that are missing (by e-mail): a demo database of an earlier release gets them too. */
export async function seedDemoStaff(db: Executor) {
  const passwordHash = await hashPassword(DEMO_STAFF.password);
  await db
    .insert(staffMembers)
    .values(
      STAFF_ROLES.map((role) => ({
        email: DEMO_STAFF.emailOf(role),
        firstName: DEMO_STAFF_NAMES[role][0],
        lastName: DEMO_STAFF_NAMES[role][1],
        passwordHash,
        // Marked plain: the seed has no key; each member's first sign-in seals it (docs/decisions/036-staff-accounts.md).
        totpSecret: plainTotpSecret(DEMO_STAFF.totpSecret),
        role,
      })),
    )
    .onConflictDoNothing();
}
