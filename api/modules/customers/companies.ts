import { asc, count, eq, exists, ilike, or, sql } from "drizzle-orm";
import type { CompanyListQuery, DeskCompany } from "@contract/api/customers/schemas";
import type { Executor } from "../../db/client";
import { companies, companyCurrentAccounts, companyRoles, users } from "../../db/schema";
import { AppError } from "../../lib/errors";
import type { ApiLocale } from "../../lib/locale";
import { message } from "../../lib/messages";
import type { AuditEntry } from "@contract/api/back-office/schemas";
import { auditEntriesOf } from "../back-office/audit";
import { deskAccount } from "./accounts";
import { containing, customerColumns, customerSummary } from "./customers";

// The companies desk (docs/decisions/040-customers-and-credit.md): companies searched, and one company's page.

const userCount = sql<number>`(SELECT count(*)::int FROM ${users} WHERE ${users.companyId} = ${companies.id})`;
const accountCount = sql<number>`(SELECT count(*)::int FROM ${companyCurrentAccounts} WHERE ${companyCurrentAccounts.companyId} = ${companies.id})`;

const summaryColumns = {
  id: companies.id,
  title: companies.title,
  taxOffice: companies.taxOffice,
  taxNumber: companies.taxNumber,
  cityName: companies.cityName,
  userCount,
  accountCount,
  createdAt: companies.createdAt,
};

export async function searchCompanies(executor: Executor, query: CompanyListQuery) {
  const pattern = query.q ? containing(query.q) : undefined;
  const where = pattern
    ? or(
        ilike(companies.title, pattern),
        ilike(companies.taxNumber, pattern),
        exists(
          executor
            .select({ one: sql`1` })
            .from(users)
            .where(sql`${users.companyId} = ${companies.id} AND ${users.email} ILIKE ${pattern}`),
        ),
      )
    : undefined;
  const [{ total }] = await executor.select({ total: count() }).from(companies).where(where);
  const rows = await executor
    .select(summaryColumns)
    .from(companies)
    .where(where)
    .orderBy(asc(companies.title), asc(companies.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    page: query.page,
    pageSize: query.pageSize,
    totalCount: total,
  };
}

export async function deskCompany(executor: Executor, companyId: string, locale: ApiLocale): Promise<DeskCompany> {
  const [company] = await executor
    .select({ ...summaryColumns, row: companies })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) throw new AppError(404, message("notFound", locale));
  const { row, ...summary } = company;
  const people = await executor
    .select({ ...customerColumns, roleName: companyRoles.name })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(companyRoles, eq(companyRoles.id, users.roleId))
    .where(eq(users.companyId, companyId))
    .orderBy(asc(users.firstName), asc(users.lastName));
  const accountRows = await executor
    .select()
    .from(companyCurrentAccounts)
    .where(eq(companyCurrentAccounts.companyId, companyId))
    .orderBy(asc(companyCurrentAccounts.code));
  const accounts = await Promise.all(accountRows.map((account) => deskAccount(executor, account)));
  const audit: AuditEntry[] = (await Promise.all(accountRows.map((account) => auditEntriesOf(executor, "current-account", account.id))))
    .flat()
    .sort((a, b) => b.at.localeCompare(a.at) || Number(b.id) - Number(a.id));
  return {
    ...summary,
    createdAt: summary.createdAt.toISOString(),
    taxOfficeCode: row.taxOfficeCode,
    phone: row.phone ? `${row.phoneCountryCode ?? ""} ${row.phone}`.trim() : null,
    website: row.website,
    address: [row.addressLine, row.zipCode, row.cityName, row.countryCode].filter(Boolean).join(", "),
    users: people.map((person) => ({ ...customerSummary(person), roleName: person.roleName })),
    accounts,
    audit,
  };
}
