import { and, eq, isNull } from "drizzle-orm";
import type { BusinessSignUpInput, ConsumerSignUpInput } from "@contract/api/identity/schemas";
import type { UserType } from "@contract/limits";
import type { Database, Executor } from "../../db/client";
import { companies, companyDocuments, companyRoles, rolePermissions, users } from "../../db/schema";
import { AppError } from "../../lib/errors";
import type { ApiLocale } from "../../lib/locale";
import { text } from "../../lib/messages";
import { hashPassword } from "../../lib/passwords";
import { placeCityName, placeZipCode } from "../lookups/places";
import { resolvedTaxOffice } from "../lookups/tax-offices";
import { ALL_PERMISSIONS } from "./permissions";
import type { UploadedFile } from "../../lib/multipart";
import { limitSignupsPerAddress, tellOwnerOfSignup, verifiedAccount } from "./repeated-signup";
import { sendSignupCode } from "./service";
import { DEFAULT_NOTIFICATIONS, type IdentityDeps } from "./settings";

/**
 * The newest sign-up attempt for an unverified e-mail replaces the pending one; the replaced attempt's codes and link
 * go with its row (one_time_codes.user_id cascades), so they can never verify the new attempt's password.
 */
async function replacePendingAttempt(db: Executor, email: string, userType: UserType) {
  const pending = await db.query.users.findFirst({
    where: and(eq(users.email, email), eq(users.userType, userType), isNull(users.emailVerifiedAt)),
  });
  if (!pending) return;
  if (pending.companyId) await db.delete(companies).where(eq(companies.id, pending.companyId));
  await db.delete(users).where(eq(users.id, pending.id));
}

/**
 * A tax number belongs to a company, not to a person: refusing one a verified company holds says nothing about any
 * e-mail, so it stays (docs/decisions/028-pending-sign-ups.md). A registered e-mail is never refused here.
 */
export async function assertSignupInfoFree(db: Database, input: { taxNumber: string }, locale: ApiLocale) {
  const company = await db.query.companies.findFirst({ where: eq(companies.taxNumber, input.taxNumber) });
  const owner = company && (await db.query.users.findFirst({ where: eq(users.companyId, company.id) }));
  if (company && owner?.emailVerifiedAt) {
    const taken = text("identity.taxNumberTaken", locale);
    throw new AppError(409, taken, [{ field: "taxNumber", message: taken }]);
  }
}

function personValues(input: ConsumerSignUpInput | BusinessSignUpInput, passwordHash: string, locale: ApiLocale) {
  const now = new Date();
  const commercial = input.isCommercialMessagesAccepted;
  return {
    email: input.email,
    passwordHash,
    firstName: input.firstName,
    lastName: input.lastName,
    phoneCountryCode: input.phoneCountryCode ?? null,
    phone: input.phone,
    languageCode: input.languageCode ?? locale,
    membershipAgreementAcceptedAt: now,
    kvkkAcceptedAt: now,
    commercialEmail: commercial,
    commercialSms: commercial,
    commercialPhone: commercial,
    commercialMessagesUpdatedAt: commercial ? now : null,
    notificationPreferences: DEFAULT_NOTIFICATIONS,
  };
}

export async function signUpConsumer(deps: IdentityDeps, input: ConsumerSignUpInput, locale: ApiLocale) {
  await limitSignupsPerAddress(deps.counters, input.email, locale);
  // Hashed before the account is looked up, so a registered address answers in the same time as a new one.
  const passwordHash = await hashPassword(input.password);
  const owner = await verifiedAccount(deps.db, input.email, "b2c");
  if (owner) return tellOwnerOfSignup(deps, owner);
  const user = await deps.db.transaction(async (tx) => {
    await replacePendingAttempt(tx, input.email, "b2c");
    const [row] = await tx
      .insert(users)
      .values({ ...personValues(input, passwordHash, locale), userType: "b2c" })
      .returning();
    return row;
  });
  return sendSignupCode(deps, user);
}

/** A business sign-up: the company, its administrator role holding every permission, its first user and document. */
export async function signUpBusiness(deps: IdentityDeps, input: BusinessSignUpInput, document: UploadedFile, locale: ApiLocale) {
  await limitSignupsPerAddress(deps.counters, input.email, locale);
  await assertSignupInfoFree(deps.db, input, locale);
  const passwordHash = await hashPassword(input.password);
  const owner = await verifiedAccount(deps.db, input.email, "b2b");
  if (owner) return tellOwnerOfSignup(deps, owner);
  const user = await deps.db.transaction(async (tx) => {
    await replacePendingAttempt(tx, input.email, "b2b");
    // An unverified earlier sign-up of the same company gives way, as its e-mail does.
    await tx.delete(companies).where(eq(companies.taxNumber, input.taxNumber));
    const { taxOffice, taxOfficeCode } = resolvedTaxOffice(input);
    const [company] = await tx
      .insert(companies)
      .values({
        title: input.companyTitle,
        // The body's checks leave a name: the chosen office's, or the one typed outside Turkey.
        taxOffice: taxOffice ?? "",
        taxOfficeCode,
        taxNumber: input.taxNumber,
        companyTypeCode: input.companyTypeCode,
        sectorCode: input.sectorCode,
        activityAreaCode: input.activityAreaCode,
        phoneCountryCode: input.phoneCountryCode ?? null,
        phone: input.phone,
        countryCode: input.countryCode,
        cityId: input.cityId,
        cityName: placeCityName(input),
        townId: input.townId,
        districtId: input.districtId,
        zipCode: placeZipCode(input),
        addressLine: input.addressLine,
      })
      .returning();
    await tx.insert(companyDocuments).values({ companyId: company.id, ...document, size: document.content.length });
    const [role] = await tx
      .insert(companyRoles)
      .values({ companyId: company.id, name: (input.languageCode ?? locale) === "tr" ? "Yönetici" : "Administrator", isAdmin: true })
      .returning();
    await tx.insert(rolePermissions).values(ALL_PERMISSIONS.map((permission) => ({ roleId: role.id, permission })));
    const [row] = await tx
      .insert(users)
      .values({
        ...personValues(input, passwordHash, locale),
        userType: "b2b",
        titleCode: input.titleCode ?? null,
        companyId: company.id,
        roleId: role.id,
      })
      .returning();
    return row;
  });
  return sendSignupCode(deps, user);
}
