import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { listDeskCompanies, listDeskCustomers } from "@contract/api/customers/operations";
import { companyListQuery, customerListQuery, customerStatus, type CompanyList, type CustomerList } from "@contract/api/customers/schemas";
import { CUSTOMER_KINDS, type CustomerKind } from "@contract/api/customers/values";
import type { Locale } from "@contract/locale";
import { pathFor } from "@contract/paths";
import { RouteLink } from "~/components/route-link";
import { ListTable, type ListColumn } from "~/components/ui/list-table";
import { formatDate } from "~/lib/dates";
import { privatePageMeta } from "~/lib/meta";
import { usePageLocale } from "~/lib/use-page-locale";
import { PRIVATE_HEADERS, passCacheControl } from "~/server/cache.server";
import { i18n } from "~/server/i18n.server";
import { BackOfficeShell } from "../components/back-office-shell";
import { DeskFilters, DeskResults } from "../components/desk-list";
import { FilterInput, FilterSelect } from "~/components/ui/filter-fields";
import { CustomerStatusBadge } from "../components/customer-status-badge";
import { requireStaff, staffGet } from "../staff.server";

export const handle = { i18n: ["common", "catalog", "back-office", "back-office-customers"] };

export const headers = passCacheControl;

const USER_TYPES: Partial<Record<CustomerKind, "b2b" | "b2c">> = { consumer: "b2c", business: "b2b" };

/**
 * The customers desk's search (issue 32 item 7): people (consumers, business users) or companies, by name, e-mail,
 * title or tax number, a plain GET form and page links.
 */
export async function loader(args: LoaderFunctionArgs) {
  const staff = await requireStaff(args, "customers.view");
  const search = new URL(args.request.url).searchParams;
  const kind = (CUSTOMER_KINDS as readonly string[]).includes(search.get("kind") ?? "") ? (search.get("kind") as CustomerKind) : "all";
  // An empty field of the form is no filter.
  const given = (names: string[]) => Object.fromEntries([...search].filter(([name, value]) => value !== "" && names.includes(name)));
  const t = await i18n.getFixedT(args.request, "back-office-customers");
  const filters = { q: search.get("q") ?? "", kind, status: search.get("status") ?? "" };
  if (kind === "company") {
    const query = companyListQuery.safeParse(given(["q", "page"]));
    if (!query.success) throw new Response(null, { status: 400 });
    const companies = await staffGet(args, listDeskCompanies, { query: query.data });
    return data({ title: t("list.title"), staff, filters, people: null, companies }, { headers: PRIVATE_HEADERS });
  }
  const query = customerListQuery.safeParse({ ...given(["q", "status", "page"]), userType: USER_TYPES[kind] });
  if (!query.success) throw new Response(null, { status: 400 });
  const people = await staffGet(args, listDeskCustomers, { query: query.data });
  return data({ title: t("list.title"), staff, filters, people, companies: null }, { headers: PRIVATE_HEADERS });
}

function PeopleTable({ locale, items }: { locale: Locale; items: CustomerList["items"] }) {
  const { t } = useTranslation("back-office-customers");
  const columns: Array<ListColumn<CustomerList["items"][number]>> = [
    {
      key: "name",
      label: t("list.name"),
      cell: (person) => (
        <RouteLink to={pathFor("backOfficeCustomer", locale, { userId: person.id })} className="font-semibold text-primary-700 underline">
          {person.firstName} {person.lastName}
        </RouteLink>
      ),
    },
    { key: "email", label: t("list.email"), className: "[overflow-wrap:anywhere]", cell: (person) => person.email },
    { key: "type", label: t("list.type"), cell: (person) => t(`userTypes.${person.userType}`) },
    {
      key: "company",
      label: t("list.company"),
      cell: (person) =>
        person.companyId ? (
          <RouteLink to={pathFor("backOfficeCompany", locale, { companyId: person.companyId })} className="text-primary-700 underline">
            {person.companyTitle}
          </RouteLink>
        ) : (
          "—"
        ),
    },
    { key: "status", label: t("list.status"), cell: (person) => <CustomerStatusBadge status={person.status} /> },
    { key: "since", label: t("list.since"), cell: (person) => formatDate(person.createdAt, locale) },
  ];
  return <ListTable caption={t("list.peopleCaption")} columns={columns} rows={items} rowKey={(person) => person.id} />;
}

function CompanyTable({ locale, items }: { locale: Locale; items: CompanyList["items"] }) {
  const { t } = useTranslation("back-office-customers");
  const columns: Array<ListColumn<CompanyList["items"][number]>> = [
    {
      key: "title",
      label: t("list.companyTitle"),
      cell: (company) => (
        <RouteLink
          to={pathFor("backOfficeCompany", locale, { companyId: company.id })}
          className="font-semibold text-primary-700 underline"
        >
          {company.title}
        </RouteLink>
      ),
    },
    { key: "tax", label: t("list.taxNumber"), cell: (company) => `${company.taxOffice} / ${company.taxNumber}` },
    { key: "city", label: t("list.city"), cell: (company) => company.cityName ?? "—" },
    { key: "users", label: t("list.users"), numeric: true, cell: (company) => company.userCount },
    { key: "accounts", label: t("list.accounts"), numeric: true, cell: (company) => company.accountCount },
  ];
  return <ListTable caption={t("list.companiesCaption")} columns={columns} rows={items} rowKey={(company) => company.id} />;
}

export default function CustomersPage() {
  const { title, staff, filters, people, companies } = useLoaderData<typeof loader>();
  const { t } = useTranslation("back-office-customers");
  const locale = usePageLocale();
  const list = people ?? companies;
  return (
    <BackOfficeShell staff={staff} title={title} intro={t("list.intro")}>
      <DeskFilters
        id="customers-filters"
        title={t("list.filters")}
        searchLabel={t("list.search")}
        clearLabel={t("list.clear")}
        clearTo={pathFor("backOfficeCustomers", locale)}
      >
        <FilterInput id="customers-q" name="q" type="search" label={t("list.q")} defaultValue={filters.q} />
        <FilterSelect
          id="customers-kind"
          name="kind"
          label={t("list.kind")}
          defaultValue={filters.kind}
          options={CUSTOMER_KINDS.map((kind) => ({ value: kind, label: t(`list.kinds.${kind}`) }))}
        />
        <FilterSelect
          id="customers-status"
          name="status"
          label={t("list.status")}
          anyLabel={t("list.any")}
          defaultValue={filters.status}
          options={customerStatus.options.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
        />
      </DeskFilters>
      <DeskResults
        locale={locale}
        list={list ?? { page: 1, pageSize: 1, totalCount: 0, items: [] }}
        emptyText={t(companies ? "list.emptyCompanies" : "list.emptyPeople")}
        pagesLabel={t("list.pagination")}
        countText={(range) => t("list.count", range)}
      >
        {people && <PeopleTable locale={locale} items={people.items} />}
        {companies && <CompanyTable locale={locale} items={companies.items} />}
      </DeskResults>
    </BackOfficeShell>
  );
}

export const meta: MetaFunction<typeof loader> = privatePageMeta;
