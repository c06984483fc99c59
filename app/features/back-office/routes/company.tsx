import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import * as z from "zod";
import { getDeskCompany } from "@contract/api/customers/operations";
import { listDeskCompanyProjects } from "@contract/api/projects/operations";
import type { DeskCompany } from "@contract/api/customers/schemas";
import type { Locale } from "@contract/locale";
import { pathFor } from "@contract/paths";
import { RouteLink } from "~/components/route-link";
import { ListTable, type ListColumn } from "~/components/ui/list-table";
import { OrderSection } from "~/features/orders/components/order-section";
import { CompanyProjects } from "~/features/projects/components/company-projects";
import { formatDate } from "~/lib/dates";
import { formatAmount } from "~/lib/format";
import { privatePageMeta } from "~/lib/meta";
import { usePageLocale } from "~/lib/use-page-locale";
import { PRIVATE_HEADERS, passCacheControl } from "~/server/cache.server";
import { AuditTrail } from "../components/audit-trail";
import { BackOfficeShell } from "../components/back-office-shell";
import { CustomerStatusBadge } from "../components/customer-status-badge";
import { requireStaff, staffGet } from "../staff.server";

export const handle = {
  i18n: ["common", "back-office", "back-office-customers", "back-office-projects", "projects", "back-office-special-products"],
};

export const headers = passCacheControl;

/** One company on the customers desk (issue 32 item 7): its details, its users and its net-term current accounts. */
export async function loader(args: LoaderFunctionArgs) {
  const staff = await requireStaff(args, "customers.view");
  const companyId = z.uuid().safeParse(args.params.companyId);
  if (!companyId.success) throw new Response(null, { status: 404 });
  const company = await staffGet(args, getDeskCompany, { params: { companyId: companyId.data } });
  // The projects show to the staff who keep them (docs/decisions/045-projects.md).
  const projects = staff.permissions.includes("projects.manage")
    ? (await staffGet(args, listDeskCompanyProjects, { params: { companyId: companyId.data } })).items
    : null;
  return data({ title: company.title, staff, company, projects }, { headers: PRIVATE_HEADERS });
}

function Facts({ company, locale }: { company: DeskCompany; locale: Locale }) {
  const { t } = useTranslation("back-office-customers");
  const rows: Array<[string, string]> = [
    [t("company.taxOffice"), company.taxOfficeCode ? `${company.taxOffice} (${company.taxOfficeCode})` : company.taxOffice],
    [t("company.taxNumber"), company.taxNumber],
    [t("company.address"), company.address],
    [t("company.phone"), company.phone ?? "—"],
    [t("company.website"), company.website ?? "—"],
    [t("company.since"), formatDate(company.createdAt, locale) ?? "—"],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-gray-700">{label}</dt>
          <dd className="text-gray-900 [overflow-wrap:anywhere]">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Users({ company, locale }: { company: DeskCompany; locale: Locale }) {
  const { t } = useTranslation("back-office-customers");
  if (!company.users.length) return <p className="text-sm text-gray-700">{t("company.noUsers")}</p>;
  const columns: Array<ListColumn<DeskCompany["users"][number]>> = [
    {
      key: "name",
      label: t("list.name"),
      cell: (user) => (
        <RouteLink to={pathFor("backOfficeCustomer", locale, { userId: user.id })} className="font-semibold text-primary-700 underline">
          {user.firstName} {user.lastName}
        </RouteLink>
      ),
    },
    { key: "email", label: t("list.email"), className: "[overflow-wrap:anywhere]", cell: (user) => user.email },
    { key: "role", label: t("company.role"), cell: (user) => user.roleName ?? "—" },
    { key: "status", label: t("list.status"), cell: (user) => <CustomerStatusBadge status={user.status} /> },
  ];
  return <ListTable caption={t("company.usersCaption")} columns={columns} rows={company.users} rowKey={(user) => user.id} />;
}

function Accounts({ company, locale }: { company: DeskCompany; locale: Locale }) {
  const { t } = useTranslation("back-office-customers");
  if (!company.accounts.length) return <p className="text-sm text-gray-700">{t("company.noAccounts")}</p>;
  const money = (value: string, currency: string) => formatAmount(value, locale, currency);
  const columns: Array<ListColumn<DeskCompany["accounts"][number]>> = [
    {
      key: "code",
      label: t("company.code"),
      cell: (account) => (
        <RouteLink
          to={pathFor("backOfficeCompanyAccount", locale, { companyId: company.id, accountId: account.id })}
          className="tabular font-part font-semibold text-primary-700 underline"
        >
          {account.code}
        </RouteLink>
      ),
    },
    { key: "limit", label: t("company.limit"), numeric: true, cell: (account) => money(account.creditLimit, account.currencyCode) },
    { key: "balance", label: t("company.balance"), numeric: true, cell: (account) => money(account.balance, account.currencyCode) },
    { key: "risk", label: t("company.risk"), numeric: true, cell: (account) => money(account.risk, account.currencyCode) },
    { key: "available", label: t("company.available"), numeric: true, cell: (account) => money(account.available, account.currencyCode) },
    { key: "maturity", label: t("company.maturity"), cell: (account) => t("company.days", { count: account.maturityDays }) },
    {
      key: "state",
      label: t("list.status"),
      cell: (account) =>
        account.blocked ? (
          <span className="rounded border border-danger-700 bg-danger-50 px-1.5 py-0.5 text-xs font-medium text-danger-700">
            {t("company.blocked")}
          </span>
        ) : (
          t("company.open")
        ),
    },
  ];
  return <ListTable caption={t("company.accountsCaption")} columns={columns} rows={company.accounts} rowKey={(account) => account.id} />;
}

export default function DeskCompanyPage() {
  const { title, staff, company, projects } = useLoaderData<typeof loader>();
  const { t } = useTranslation("back-office-customers");
  const locale = usePageLocale();
  return (
    <BackOfficeShell staff={staff} title={title}>
      <Link to={`${pathFor("backOfficeCustomers", locale)}?kind=company`} className="text-sm font-medium text-primary-700 underline">
        {t("company.back")}
      </Link>
      <div className="mt-4 space-y-6">
        <OrderSection id="company-facts-title" title={t("company.facts")}>
          <Facts company={company} locale={locale} />
        </OrderSection>
        <OrderSection id="company-accounts-title" title={t("company.accounts")}>
          <Accounts company={company} locale={locale} />
        </OrderSection>
        {projects && (
          <OrderSection id="company-projects-title" title={t("back-office-projects:company.heading")}>
            <CompanyProjects companyId={company.id} projects={projects} />
          </OrderSection>
        )}
        {staff.permissions.includes("special-products.manage") && (
          // Exclusive parts and fixed prices, kept by the staff who may (docs/decisions/053-special-products.md).
          <OrderSection id="company-special-products-title" title={t("back-office-special-products:company.heading")}>
            <Link
              to={pathFor("backOfficeCompanySpecialProducts", locale, { companyId: company.id })}
              className="text-sm font-semibold text-primary-700 underline"
            >
              {t("back-office-special-products:company.openPlain")}
            </Link>
          </OrderSection>
        )}
        <OrderSection id="company-users-title" title={t("company.users")}>
          <Users company={company} locale={locale} />
        </OrderSection>
        <OrderSection id="company-history-title" title={t("company.history")}>
          <AuditTrail entries={company.audit} showObject={false} caption={t("company.history")} />
        </OrderSection>
      </div>
    </BackOfficeShell>
  );
}

export const meta: MetaFunction<typeof loader> = privatePageMeta;
