import { and, asc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { CompanyProfile, CurrentAccount } from "@contract/api/accounts/responses";
import type { companyProfileBody } from "@contract/api/accounts/schemas";
import type { CurrencyCode } from "@contract/limits";
import type { Database } from "../../db/client";
import { companies, companyCurrentAccounts, companyDocuments, type Company } from "../../db/schema";
import { AppError } from "../../lib/errors";
import type { ApiLocale } from "../../lib/locale";
import { message } from "../../lib/messages";
import { placeCityName, placeZipCode } from "../lookups/places";
import { resolvedTaxOffice } from "../lookups/tax-offices";

// The caller's company (business users only): its profile and its current accounts.

async function profileOf(db: Database, company: Company, canEdit: boolean): Promise<CompanyProfile> {
  const [document] = await db
    .select({ fileName: companyDocuments.fileName, contentType: companyDocuments.contentType, size: companyDocuments.size })
    .from(companyDocuments)
    .where(eq(companyDocuments.companyId, company.id))
    .limit(1);
  const { countryCode, cityId, cityName, townId, districtId, zipCode, addressLine } = company;
  // A tax office typed before offices were chosen from the list is matched by its name, or answered with no code.
  const taxOffice = resolvedTaxOffice(company);
  return {
    ...company,
    taxOffice: taxOffice.taxOffice ?? company.taxOffice,
    taxOfficeCode: taxOffice.taxOfficeCode,
    address: { countryCode, cityId, cityName, townId, districtId, zipCode, addressLine },
    document: document ?? null,
    createdAt: company.createdAt.toISOString(),
    canEdit,
  };
}

export async function companyProfile(db: Database, companyId: string, canEdit: boolean, locale: ApiLocale): Promise<CompanyProfile> {
  const company = await db.query.companies.findFirst({ where: eq(companies.id, companyId) });
  if (!company) throw new AppError(404, message("notFound", locale));
  return profileOf(db, company, canEdit);
}

export async function updateCompanyProfile(
  db: Database,
  companyId: string,
  body: z.output<typeof companyProfileBody>,
  locale: ApiLocale,
): Promise<CompanyProfile> {
  const { address, ...fields } = body;
  const { taxOffice, taxOfficeCode } = resolvedTaxOffice({ ...fields, countryCode: address.countryCode, cityId: address.cityId });
  const [company] = await db
    .update(companies)
    .set({
      ...fields,
      // The body's checks leave a name: the chosen office's, or the one typed outside Turkey.
      taxOffice: taxOffice ?? "",
      taxOfficeCode,
      ...address,
      cityName: placeCityName(address),
      zipCode: placeZipCode(address),
      updatedAt: new Date(),
    })
    .where(eq(companies.id, companyId))
    .returning();
  if (!company) throw new AppError(404, message("notFound", locale));
  return profileOf(db, company, true);
}

/** Decimal strings with 2 places subtracted in integer cents: money never passes through floats. */
const cents = (value: string) => {
  const [whole, fraction = ""] = value.split(".");
  return BigInt(whole + fraction.padEnd(2, "0").slice(0, 2));
};
const fromCents = (value: bigint) => {
  const sign = value < 0n ? "-" : "";
  const digits = (value < 0n ? -value : value).toString().padStart(3, "0");
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
};

/** The company's current accounts (of one currency when asked), with what is still available on each. */
export async function currentAccounts(db: Database, companyId: string, currency: CurrencyCode | undefined): Promise<CurrentAccount[]> {
  const rows = await db
    .select()
    .from(companyCurrentAccounts)
    .where(and(eq(companyCurrentAccounts.companyId, companyId), currency ? eq(companyCurrentAccounts.currencyCode, currency) : undefined))
    .orderBy(asc(companyCurrentAccounts.code));
  return rows.map((row) => ({
    code: row.code,
    currencyCode: row.currencyCode,
    creditLimit: row.creditLimit,
    balance: row.balance,
    risk: row.risk,
    available: fromCents(cents(row.creditLimit) - cents(row.balance) - cents(row.risk)),
    maturityDays: row.maturityDays,
    blocked: row.blocked,
  }));
}
