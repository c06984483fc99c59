import { and, asc, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { CURRENCIES } from "../../../app/lib/settings";
import { companies, companyCurrentAccounts, companyDocuments, type Company } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { successSchema } from "../../lib/envelope";
import { requestLocale } from "../../lib/locale";
import { message } from "../../lib/messages";
import { cleanNameField, phoneField } from "../../lib/rules";
import { identityOf, requirePermission, requireUser, requireUserType } from "../../plugins/auth";
import { LOOKUP_CODES } from "../lookups/enumerations";
import { addressPlaceFields, placeCityName, refineTurkishPlace } from "../lookups/places";

const codeOf = (list: string[]) => z.string().refine((value) => list.includes(value), "must be one of the listed values");

const companyAddress = z.object({ ...addressPlaceFields, addressLine: z.string().trim().min(5).max(300) }).superRefine(refineTurkishPlace);

const companyUpdateBody = z.object({
  title: z.string().trim().min(2).max(200),
  taxOffice: cleanNameField(80),
  companyTypeCode: codeOf(LOOKUP_CODES["company-types"]),
  sectorCode: codeOf(LOOKUP_CODES.sectors),
  activityAreaCode: codeOf(LOOKUP_CODES["activity-areas"]),
  phoneCountryCode: z.string().trim().regex(/^(\+\d{1,4})?$/, "must look like +90").nullish().transform((value) => value || null),
  phone: phoneField.nullable().optional().transform((value) => value ?? null),
  website: z.url({ protocol: /^https?$/ }).max(200).nullish().or(z.literal("")).transform((value) => value || null),
  address: companyAddress,
});

const companySchema = z.object({
  id: z.string(),
  title: z.string(),
  taxOffice: z.string(),
  taxNumber: z.string(),
  companyTypeCode: z.string(),
  sectorCode: z.string(),
  activityAreaCode: z.string(),
  phoneCountryCode: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  address: z.object({
    countryCode: z.string(),
    cityId: z.string().nullable(),
    cityName: z.string().nullable(),
    townId: z.string().nullable(),
    districtId: z.string().nullable(),
    zipCode: z.string().nullable(),
    addressLine: z.string(),
  }),
  document: z.object({ fileName: z.string(), contentType: z.string(), size: z.number() }).nullable(),
  createdAt: z.string(),
  canEdit: z.boolean(),
});

const currentAccountSchema = z.object({
  code: z.string(),
  currencyCode: z.string(),
  creditLimit: z.string(),
  balance: z.string(),
  risk: z.string(),
  available: z.string(),
  maturityDays: z.number(),
});

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

/** The caller's company (business users only): its profile and its current accounts. */
const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ bearer: [] }];

  async function profileOf(company: Company, canEdit: boolean) {
    const [document] = await app.db
      .select({ fileName: companyDocuments.fileName, contentType: companyDocuments.contentType, size: companyDocuments.size })
      .from(companyDocuments)
      .where(eq(companyDocuments.companyId, company.id))
      .limit(1);
    const { countryCode, cityId, cityName, townId, districtId, zipCode, addressLine } = company;
    return {
      ...company,
      address: { countryCode, cityId, cityName, townId, districtId, zipCode, addressLine },
      document: document ?? null,
      createdAt: company.createdAt.toISOString(),
      canEdit,
    };
  }

  app.get(
    "/v1/identity/users/me/company-profile",
    {
      schema: { tags: ["company"], summary: "The caller's company", security, response: { 200: successSchema(companySchema) } },
      preHandler: [requireUser, requireUserType("b2b")],
    },
    async (request) => {
      const identity = identityOf(request);
      const company = await app.db.query.companies.findFirst({ where: eq(companies.id, identity.companyId as string) });
      if (!company) throw new AppError(404, message("notFound", requestLocale(request)));
      return { success: true as const, data: await profileOf(company, identity.roles.includes("manage-company-profile")) };
    },
  );

  app.put(
    "/v1/identity/users/me/company-profile",
    {
      schema: { tags: ["company"], summary: "Edit the company (needs manage-company-profile)", security, body: companyUpdateBody, response: { 200: successSchema(companySchema) } },
      preHandler: [requireUser, requirePermission("manage-company-profile")],
    },
    async (request) => {
      const { address, ...fields } = request.body;
      const [company] = await app.db
        .update(companies)
        .set({ ...fields, ...address, cityName: placeCityName(address), updatedAt: new Date() })
        .where(eq(companies.id, identityOf(request).companyId as string))
        .returning();
      if (!company) throw new AppError(404, message("notFound", requestLocale(request)));
      return { success: true as const, data: await profileOf(company, true) };
    },
  );

  app.get(
    "/v1/identity/users/me/business-open-current-accounts",
    {
      schema: {
        tags: ["company"],
        summary: "The company's current accounts with risks (needs view-current-accounts)",
        security,
        querystring: z.object({ currency: z.enum(CURRENCIES).optional() }),
        response: { 200: successSchema(z.array(currentAccountSchema)) },
      },
      preHandler: [requireUser, requirePermission("view-current-accounts")],
    },
    async (request) => {
      const companyId = identityOf(request).companyId as string;
      const { currency } = request.query;
      const rows = await app.db
        .select()
        .from(companyCurrentAccounts)
        .where(and(eq(companyCurrentAccounts.companyId, companyId), currency ? eq(companyCurrentAccounts.currencyCode, currency) : undefined))
        .orderBy(asc(companyCurrentAccounts.code));
      const data = rows.map((row) => ({
        code: row.code,
        currencyCode: row.currencyCode,
        creditLimit: row.creditLimit,
        balance: row.balance,
        risk: row.risk,
        available: fromCents(cents(row.creditLimit) - cents(row.balance) - cents(row.risk)),
        maturityDays: row.maturityDays,
      }));
      return { success: true as const, data };
    },
  );
};

export default companyRoutes;
