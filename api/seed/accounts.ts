import type { Executor } from "../db/client";
import { addresses, companies, companyCurrentAccounts, companyRoles, rolePermissions, users } from "../db/schema";
import { hashPassword } from "../lib/passwords";
import { ALL_PERMISSIONS, type Permission } from "../modules/identity/permissions";
import { DEFAULT_NOTIFICATIONS } from "../modules/identity/settings";

/** The demo accounts the README lists; demo-only passwords, never used outside a demo database. */
export const DEMO_ACCOUNTS = {
  consumer: { email: "consumer@demo.devre.example", password: "Demo1234!" },
  businessAdmin: { email: "admin@demo.devre.example", password: "Demo1234!" },
  businessBuyer: { email: "buyer@demo.devre.example", password: "Demo1234!" },
} as const;

/**
 * The demo company's roles besides the administrator (docs/decisions/027-business-accounts.md): the purchaser buys
 * and follows the company's orders; the viewer only looks; the accountant follows orders and the current accounts
 * and keeps the company's details; the engineer has no order management: they build carts and ask for quotes, and
 * a purchaser orders.
 */
export const DEMO_ROLES: Array<{ name: string; permissions: Permission[] }> = [
  { name: "Satın alma", permissions: ["view-orders", "create-orders"] },
  { name: "Görüntüleyici", permissions: ["view-orders"] },
  { name: "Muhasebe", permissions: ["view-orders", "view-current-accounts", "manage-company-profile"] },
  { name: "Mühendis", permissions: [] },
];

export async function seedDemoAccounts(db: Executor) {
  const verified = new Date("2025-01-06T09:00:00Z");
  const accepted = {
    membershipAgreementAcceptedAt: verified,
    kvkkAcceptedAt: verified,
    emailVerifiedAt: verified,
    notificationPreferences: DEFAULT_NOTIFICATIONS,
  };
  const passwordHash = await hashPassword(DEMO_ACCOUNTS.consumer.password);

  const [consumer] = await db
    .insert(users)
    .values({
      ...accepted,
      userType: "b2c",
      email: DEMO_ACCOUNTS.consumer.email,
      passwordHash,
      firstName: "Deniz",
      lastName: "Kaya",
      phoneCountryCode: "+90",
      phone: "532 000 00 01",
      genderCode: "unspecified",
    })
    .returning();

  const [company] = await db
    .insert(companies)
    .values({
      title: "Demo Elektronik Sanayi ve Ticaret A.Ş.",
      taxOffice: "Kadıköy",
      taxNumber: "1234567890",
      companyTypeCode: "joint-stock",
      sectorCode: "electronics-manufacturing",
      activityAreaCode: "ems",
      phoneCountryCode: "+90",
      phone: "216 000 00 00",
      website: "https://demo.devre.example",
      countryCode: "TR",
      cityId: "34",
      cityName: "İstanbul",
      townId: "Kadıköy",
      districtId: "Caferağa Mah",
      zipCode: "34710",
      addressLine: "Moda Caddesi No: 1",
    })
    .returning();
  const [adminRole, buyerRole, ...otherRoles] = await db
    .insert(companyRoles)
    .values([
      { companyId: company.id, name: "Yönetici", isAdmin: true },
      ...DEMO_ROLES.map((role) => ({ companyId: company.id, name: role.name })),
    ])
    .returning();
  await db
    .insert(rolePermissions)
    .values([
      ...ALL_PERMISSIONS.map((permission) => ({ roleId: adminRole.id, permission })),
      ...[buyerRole, ...otherRoles].flatMap((role, index) =>
        DEMO_ROLES[index].permissions.map((permission) => ({ roleId: role.id, permission })),
      ),
    ]);
  await db.insert(users).values([
    {
      ...accepted,
      userType: "b2b",
      email: DEMO_ACCOUNTS.businessAdmin.email,
      passwordHash,
      firstName: "Ayşe",
      lastName: "Yılmaz",
      titleCode: "purchasing-manager",
      companyId: company.id,
      roleId: adminRole.id,
    },
    {
      ...accepted,
      userType: "b2b",
      email: DEMO_ACCOUNTS.businessBuyer.email,
      passwordHash,
      firstName: "Mehmet",
      lastName: "Demir",
      titleCode: "engineer",
      companyId: company.id,
      roleId: buyerRole.id,
    },
  ]);
  await db.insert(companyCurrentAccounts).values([
    {
      companyId: company.id,
      code: "120.01.001",
      currencyCode: "USD",
      creditLimit: "25000.00",
      balance: "6420.50",
      risk: "1830.00",
      maturityDays: 30,
      maturityInterestRate: "2.50",
    },
    {
      companyId: company.id,
      code: "120.01.002",
      currencyCode: "TRY",
      creditLimit: "500000.00",
      balance: "118250.75",
      risk: "0.00",
      maturityDays: 45,
    },
  ]);
  await db.insert(addresses).values({
    userId: consumer.id,
    kind: "shipping",
    title: "Ev",
    firstName: "Deniz",
    lastName: "Kaya",
    phoneCountryCode: "+90",
    phone: "532 000 00 01",
    countryCode: "TR",
    cityId: "06",
    cityName: "Ankara",
    townId: "Çankaya",
    districtId: "Kızılay Mah",
    zipCode: "06420",
    addressLine: "Atatürk Bulvarı No: 10 Daire 3",
    isDefault: true,
  });
}
