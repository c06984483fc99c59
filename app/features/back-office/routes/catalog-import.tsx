import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { applyCatalogImport, getCatalogImport } from "@contract/api/catalog-desk/operations";
import { catalogImportParams, type CatalogImport } from "@contract/api/catalog-desk/schemas";
import { localeFromPath } from "@contract/locale";
import { pathFor } from "@contract/paths";
import { Form } from "~/components/ui/form";
import { ListTable, type ListColumn } from "~/components/ui/list-table";
import { SubmitButton } from "~/components/ui/submit-button";
import { OrderSection } from "~/features/orders/components/order-section";
import { formatDateTime } from "~/lib/dates";
import { formatQuantity } from "~/lib/format";
import { privatePageMeta } from "~/lib/meta";
import { usePageLocale } from "~/lib/use-page-locale";
import { apiErrorMessage, throwRouteError } from "~/server/api-errors.server";
import { ApiError } from "~/server/api.server";
import { PRIVATE_HEADERS, passCacheControl } from "~/server/cache.server";
import { readForm } from "~/server/forms.server";
import { i18n } from "~/server/i18n.server";
import { redirectWithToast } from "~/server/toast.server";
import { BackOfficeShell } from "../components/back-office-shell";
import { requireStaff, staffApi, staffGet } from "../staff.server";

export const handle = { i18n: ["common", "back-office", "back-office-catalog"] };

export const headers = passCacheControl;

const importIdOf = (args: LoaderFunctionArgs) => {
  const parsed = catalogImportParams.safeParse(args.params);
  if (!parsed.success) throw new Response(null, { status: 404 });
  return parsed.data.importId;
};

/**
 * An uploaded import (issue 33 item 5, docs/decisions/044-catalog-desk.md): its dry run — rows added, changed,
 * unchanged and refused, each refusal with its row and why — and the button that applies it; once applied, what it
 * changed.
 */
export async function loader(args: LoaderFunctionArgs) {
  const staff = await requireStaff(args, "catalog.manage");
  const upload = await staffGet(args, getCatalogImport, { params: { importId: importIdOf(args) } });
  const t = await i18n.getFixedT(args.request, "back-office-catalog");
  return data({ title: t("review.title", { name: upload.fileName }), staff, upload }, { headers: PRIVATE_HEADERS });
}

export async function action(args: ActionFunctionArgs) {
  await requireStaff(args, "catalog.manage");
  const importId = importIdOf(args);
  const locale = localeFromPath(new URL(args.request.url).pathname);
  const t = await i18n.getFixedT(args.request, "back-office-catalog");
  const formData = await readForm(args.request);
  if (formData.get("intent") !== "apply") return data({ error: t("unknownIntent") }, { status: 400 });
  try {
    const { data: applied } = await staffApi(args).call(applyCatalogImport, { params: { importId } });
    const { added, changed } = applied.counts;
    return redirectWithToast(pathFor("backOfficeCatalogImport", locale, { importId }), {
      type: "success",
      title: t("review.applied", { added, changed }),
    });
  } catch (error) {
    // Applied meanwhile (by another tab or person): said above the page, which then shows it applied.
    if (error instanceof ApiError && error.status === 409)
      return data({ error: apiErrorMessage(error, await i18n.getFixedT(args.request, "common")) }, { status: 409 });
    return throwRouteError(error, args);
  }
}

function Counts({ upload }: { upload: CatalogImport }) {
  const { t } = useTranslation("back-office-catalog");
  const locale = usePageLocale();
  const items = (["added", "changed", "unchanged", "refused"] as const).map((name) => [name, upload.counts[name]] as const);
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="import-counts">
      {items.map(([name, value]) => (
        <div key={name} className="rounded border border-gray-200 p-3">
          <dt className="text-sm text-gray-700">{t(`review.counts.${name}`)}</dt>
          <dd className="tabular-nums text-2xl font-semibold text-gray-900">{formatQuantity(value, locale)}</dd>
        </div>
      ))}
    </dl>
  );
}

function Refusals({ refusals }: { refusals: CatalogImport["refusals"] }) {
  const { t } = useTranslation("back-office-catalog");
  if (!refusals.length) return <p className="text-sm text-gray-700">{t("review.noRefusals")}</p>;
  const columns: Array<ListColumn<CatalogImport["refusals"][number]>> = [
    { key: "row", label: t("review.row"), numeric: true, cell: (refusal) => refusal.row },
    { key: "why", label: t("review.why"), cell: (refusal) => refusal.message },
  ];
  return (
    <ListTable caption={t("review.refusals")} columns={columns} rows={refusals} rowKey={(refusal) => `${refusal.row}-${refusal.code}`} />
  );
}

function Changes({ upload }: { upload: CatalogImport }) {
  const { t } = useTranslation("back-office-catalog");
  if (!upload.changes.length) return <p className="text-sm text-gray-700">{t("review.noChanges")}</p>;
  const field = (name: string) => {
    const price = /^price@(\d+)$/.exec(name);
    return price ? t("review.fields.price", { quantity: price[1] }) : t(`review.fields.${name}`);
  };
  const columns: Array<ListColumn<CatalogImport["changes"][number]>> = [
    { key: "row", label: t("review.row"), numeric: true, cell: (change) => change.row },
    { key: "sku", label: t("review.sku"), className: "font-part", cell: (change) => change.sku },
    { key: "field", label: t("review.field"), cell: (change) => field(change.field) },
    { key: "before", label: t("review.before"), numeric: true, cell: (change) => change.before ?? "—" },
    { key: "after", label: t("review.after"), numeric: true, cell: (change) => change.after ?? "—" },
  ];
  const total = upload.counts.added + upload.counts.changed;
  return (
    <>
      {upload.changes.length < total && (
        <p className="mb-2 text-sm text-gray-700">{t("review.changesShown", { shown: upload.changes.length })}</p>
      )}
      <ListTable
        caption={t("review.changes")}
        columns={columns}
        rows={upload.changes}
        rowKey={(change) => `${change.row}-${change.field}`}
      />
    </>
  );
}

export default function CatalogImportPage() {
  const { title, staff, upload } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslation("back-office-catalog");
  const locale = usePageLocale();
  const reviewed = upload.status === "reviewed";
  return (
    <BackOfficeShell
      staff={staff}
      title={title}
      intro={
        reviewed
          ? t("review.introReviewed", { kind: t(`import.kinds.${upload.kind}`) })
          : t("review.introApplied", { at: formatDateTime(upload.appliedAt ?? upload.uploadedAt, locale) })
      }
    >
      <Link to={pathFor("backOfficeCatalogImports", locale)} className="text-sm font-medium text-primary-700 underline">
        {t("review.back")}
      </Link>
      {answer && "error" in answer && (
        <p role="alert" className="mt-4 rounded border border-danger-700 bg-danger-50 px-3 py-2 text-sm text-danger-700">
          {answer.error}
        </p>
      )}
      <div className="mt-4 space-y-6">
        <OrderSection id="import-counts-title" title={t(reviewed ? "review.dryRun" : "review.result")}>
          <Counts upload={upload} />
          <p className="mt-2 text-xs text-gray-700 [overflow-wrap:anywhere]">{t("review.hash", { hash: upload.fileHash })}</p>
          {reviewed && (
            <Form method="post" className="mt-4 space-y-2">
              <p className="text-sm text-gray-800">{t("review.applyIntro")}</p>
              <SubmitButton name="intent" value="apply" pendingLabel={t("review.applyPending")}>
                {t("review.apply")}
              </SubmitButton>
            </Form>
          )}
        </OrderSection>
        <OrderSection id="import-refusals-title" title={t("review.refusals")}>
          <Refusals refusals={upload.refusals} />
        </OrderSection>
        <OrderSection id="import-changes-title" title={t("review.changes")}>
          <Changes upload={upload} />
        </OrderSection>
      </div>
    </BackOfficeShell>
  );
}

export const meta: MetaFunction<typeof loader> = privatePageMeta;
