import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { getSavedBom, listSavedBoms, type SavedBomSummary } from "@contract/api/bom/saved";
import { localeFromPath } from "@contract/locale";
import { pathFor } from "@contract/paths";
import { ConfirmPanel } from "~/components/ui/confirm-panel";
import { type ListColumn, ListTable } from "~/components/ui/list-table";
import { Pagination } from "~/components/ui/pagination";
import { DashboardShell } from "~/features/account/components/dashboard-shell";
import { SAVED_BOMS_INTENTS } from "~/features/bom/bom-form-values";
import { savedBomsAction } from "~/features/bom/saved-boms.server";
import { formatDate } from "~/lib/dates";
import { formatPercent, formatQuantity } from "~/lib/format";
import { privatePageMeta } from "~/lib/meta";
import { PRIVATE_HEADERS, requireUser } from "~/server/auth.server";
import { passCacheControl } from "~/server/cache.server";
import { dashboardGet } from "~/server/dashboard.server";
import { formId } from "~/server/forms.server";
import { i18n } from "~/server/i18n.server";

// "catalog": the pagination's words.
export const handle = { i18n: ["common", "account", "catalog", "bom"] };

export const headers = passCacheControl;

/** The user's saved BOMs, the last saved first, a page at a time (`?page=`); `?confirmDelete=<id>` asks before a delete. */
export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  const url = new URL(args.request.url);
  const t = await i18n.getFixedT(args.request, "bom");
  const page = formId(url.searchParams.get("page")) ?? 1;
  const boms = await dashboardGet(args, listSavedBoms, { query: { page } });
  const deleteId = url.searchParams.get("confirmDelete");
  // The one to delete is usually on the page shown; otherwise it is read, and another user's is a 404.
  const deleting =
    deleteId === null
      ? null
      : (boms.items.find((bom) => String(bom.id) === deleteId) ??
        (await dashboardGet(args, getSavedBom, { params: { id: formId(deleteId) ?? 0 } })));
  return data(
    {
      title: t("saved.title"),
      locale: localeFromPath(url.pathname),
      boms,
      deleting: deleting && { id: deleting.id, name: deleting.name, lineCount: deleting.lineCount },
    },
    { headers: PRIVATE_HEADERS },
  );
}

export async function action(args: ActionFunctionArgs) {
  return savedBomsAction(args);
}

export default function SavedBomsPage() {
  const { title, locale, boms, deleting } = useLoaderData<typeof loader>();
  const { t } = useTranslation("bom");
  const listPath = pathFor("savedBoms", locale);
  const columns: Array<ListColumn<SavedBomSummary>> = [
    {
      key: "name",
      label: t("saved.name"),
      cell: (bom) => (
        <Link to={pathFor("bomTool", locale, {}, { saved: bom.id })} className="font-semibold text-primary-700 underline">
          {bom.name}
        </Link>
      ),
    },
    { key: "lines", label: t("saved.lines"), numeric: true, cell: (bom) => formatQuantity(bom.lineCount, locale) },
    { key: "boards", label: t("saved.boards"), numeric: true, cell: (bom) => formatQuantity(bom.boards, locale) },
    { key: "spares", label: t("saved.spares"), numeric: true, cell: (bom) => formatPercent(bom.sparePercent, locale) },
    { key: "saved", label: t("saved.savedAt"), cell: (bom) => formatDate(bom.updatedAt, locale) },
    {
      key: "actions",
      label: t("saved.actions"),
      cell: (bom) => (
        <span className="flex flex-wrap gap-3">
          <Link
            to={pathFor("bomTool", locale, {}, { saved: bom.id })}
            aria-label={t("saved.openNamed", { name: bom.name })}
            className="font-semibold text-primary-700 underline"
          >
            {t("saved.open")}
          </Link>
          <Link
            to={pathFor("savedBoms", locale, {}, { confirmDelete: bom.id, ...(boms.page > 1 ? { page: boms.page } : {}) })}
            aria-label={t("saved.deleteNamed", { name: bom.name })}
            className="font-semibold text-danger-700 underline"
          >
            {t("saved.delete")}
          </Link>
        </span>
      ),
    },
  ];
  return (
    <DashboardShell title={title} intro={t("saved.intro")}>
      {deleting && (
        <ConfirmPanel
          id="confirm-delete"
          className="mb-6"
          title={t("saved.confirmDelete.title", { name: deleting.name })}
          text={t("saved.confirmDelete.text", { count: deleting.lineCount })}
          action={listPath}
          fields={{ id: deleting.id }}
          intent={SAVED_BOMS_INTENTS.delete}
          confirmLabel={t("saved.confirmDelete.yes")}
          cancelTo={pathFor("savedBoms", locale, {}, boms.page > 1 ? { page: boms.page } : {})}
          cancelLabel={t("saved.confirmDelete.cancel")}
        />
      )}
      {boms.totalCount === 0 ? (
        <div className="rounded border border-dashed border-gray-400 bg-white p-6 text-sm text-gray-700">
          <p>{t("saved.empty")}</p>
          <Link
            to={pathFor("bomTool", locale)}
            className="mt-3 inline-block rounded bg-primary-700 px-4 py-2 font-semibold text-white hover:bg-primary-800"
          >
            {t("saved.toTool")}
          </Link>
        </div>
      ) : (
        <>
          <p className="mb-3 text-sm">
            <Link to={pathFor("bomTool", locale)} className="font-semibold text-primary-700 underline">
              {t("saved.newBom")}
            </Link>
          </p>
          <ListTable caption={t("saved.caption")} columns={columns} rows={boms.items} rowKey={(bom) => bom.id} />
          <Pagination
            locale={locale}
            page={boms.page}
            pageSize={boms.pageSize}
            total={boms.totalCount}
            rangeText={(range) => t("saved.range", range)}
          />
        </>
      )}
    </DashboardShell>
  );
}

export const meta: MetaFunction<typeof loader> = privatePageMeta;
