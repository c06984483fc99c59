import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { listAuditLog } from "@contract/api/back-office/operations";
import { auditLogQuery } from "@contract/api/back-office/schemas";
import { pathFor } from "@contract/paths";
import { Form } from "~/components/ui/form";
import { Pagination } from "~/components/ui/pagination";
import { privatePageMeta } from "~/lib/meta";
import { usePageLocale } from "~/lib/use-page-locale";
import { PRIVATE_HEADERS, passCacheControl } from "~/server/cache.server";
import { i18n } from "~/server/i18n.server";
import { AuditTrail } from "../components/audit-trail";
import { BackOfficeShell } from "../components/back-office-shell";
import { requireStaff, staffGet } from "../staff.server";

export const handle = { i18n: ["common", "catalog", "back-office"] };

export const headers = passCacheControl;

const FILTERS = ["objectType", "objectId", "staff", "action", "from", "to"] as const;

/** The audit log (issue 32 item 9), searched by object, staff member, action and date; a plain GET form and page links. */
export async function loader(args: LoaderFunctionArgs) {
  const staff = await requireStaff(args, "audit.view");
  const search = new URL(args.request.url).searchParams;
  // An empty field of the form is no filter.
  const given = Object.fromEntries([...search].filter(([name, value]) => value !== "" && [...FILTERS, "page"].includes(name)));
  const query = auditLogQuery.safeParse(given);
  if (!query.success) throw new Response(null, { status: 400 });
  const log = await staffGet(args, listAuditLog, { query: query.data });
  const t = await i18n.getFixedT(args.request, "back-office");
  const filters = Object.fromEntries(FILTERS.map((name) => [name, search.get(name) ?? ""])) as Record<(typeof FILTERS)[number], string>;
  return data({ title: t("audit.title"), staff, log, filters }, { headers: PRIVATE_HEADERS });
}

const inputClass = "mt-1 block w-full rounded border border-gray-400 bg-white px-3 py-2 text-gray-900 shadow-sm focus:border-primary-600";

export default function AuditLogPage() {
  const { title, staff, log, filters } = useLoaderData<typeof loader>();
  const { t } = useTranslation("back-office");
  const locale = usePageLocale();
  const field = (name: (typeof FILTERS)[number], type: "text" | "date" | "email" = "text") => (
    <div>
      <label htmlFor={`audit-${name}`} className="block text-sm font-medium text-gray-800">
        {t(`audit.${name}`)}
      </label>
      <input id={`audit-${name}`} name={name} type={type} defaultValue={filters[name]} className={inputClass} />
    </div>
  );
  return (
    <BackOfficeShell staff={staff} title={title} intro={t("audit.intro")}>
      <Form method="get" className="rounded border border-gray-200 bg-white p-4" aria-labelledby="audit-filters">
        <h2 id="audit-filters" className="text-lg font-semibold text-gray-900">
          {t("audit.filters")}
        </h2>
        <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {field("objectType")}
          {field("objectId")}
          {field("staff")}
          {field("action")}
          {field("from", "date")}
          {field("to", "date")}
        </div>
        <div className="mt-4 flex items-center gap-4">
          <button type="submit" className="rounded bg-primary-700 px-4 py-2 font-semibold text-white hover:bg-primary-800">
            {t("audit.search")}
          </button>
          <Link to={pathFor("backOfficeAudit", locale)} className="text-sm text-primary-700 underline">
            {t("audit.clear")}
          </Link>
        </div>
      </Form>
      <div className="mt-6">
        <Pagination
          locale={locale}
          page={log.page}
          pageSize={log.pageSize}
          total={log.totalCount}
          label={t("audit.pagination")}
          rangeText={(range) => t("audit.count", range)}
        />
        <AuditTrail entries={log.items} caption={title} />
      </div>
    </BackOfficeShell>
  );
}

export const meta: MetaFunction<typeof loader> = privatePageMeta;
