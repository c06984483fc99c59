import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import {
  deleteCustomerReference,
  importCustomerReferences,
  listCustomerReferences,
  saveCustomerReference,
} from "@contract/api/customer-references/operations";
import { CUSTOMER_REFERENCE_LIMITS } from "@contract/api/customer-references/values";
import type { FieldError } from "@contract/envelope";
import { localeFromPath } from "@contract/locale";
import { pathFor } from "@contract/paths";
import { ConfirmPanel } from "~/components/ui/confirm-panel";
import { Form } from "~/components/ui/form";
import { Pagination } from "~/components/ui/pagination";
import { DashboardShell } from "~/features/account/components/dashboard-shell";
import { ExportLinks } from "~/features/customer-references/components/export-links";
import { ImportForm } from "~/features/customer-references/components/import-form";
import { ImportResultTable } from "~/features/customer-references/components/import-result";
import { ReferenceForm } from "~/features/customer-references/components/reference-form";
import { ReferenceTable } from "~/features/customer-references/components/reference-table";
import {
  DELETE_INTENT,
  IMPORT_INTENT,
  IMPORT_TOO_LARGE,
  importReferencesForm,
  SAVE_INTENT,
  saveReferenceForm,
} from "~/features/customer-references/forms/customer-references";
import { pageFrom } from "~/lib/list-query";
import { titleMeta } from "~/lib/meta";
import { usePageLocale } from "~/lib/use-page-locale";
import { api, ApiError } from "~/server/api.server";
import { formFailure, throwRouteError } from "~/server/api-errors.server";
import { PRIVATE_HEADERS, requireUser } from "~/server/auth.server";
import { passCacheControl } from "~/server/cache.server";
import { dashboardGet, dashboardMeta } from "~/server/dashboard.server";
import { readForm } from "~/server/forms.server";
import { i18n } from "~/server/i18n.server";
import { redirectWithToast } from "~/server/toast.server";

// "catalog": the pager's words.
export const handle = { i18n: ["common", "account", "customer-references", "catalog"] };

export const headers = passCacheControl;

const PAGE_SIZE = 25;

/** The list's search and page as the address holds them (kept on every link of the page). */
function listQuery(url: URL) {
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 60);
  const page = pageFrom(url.searchParams);
  return { ...(q ? { q } : {}), ...(page > 1 ? { page } : {}) };
}

/**
 * The company's customer part numbers (docs/decisions/043-customer-references.md): the list (searched, paged), the
 * add-or-change form (?edit=<id> fills it with a listed number), the delete confirmation (?confirmDelete=<id>), the
 * import and the export links. The forms show only to a holder of manage-customer-references; the API decides.
 */
export async function loader(args: LoaderFunctionArgs) {
  const url = new URL(args.request.url);
  const query = listQuery(url);
  const list = await dashboardGet(args, listCustomerReferences, { query: { ...query, pageSize: PAGE_SIZE } });
  const listed = (key: string) => {
    const id = Number(url.searchParams.get(key));
    return (list.canManage && list.items.find((item) => item.id === id)) || null;
  };
  return data(
    {
      ...(await dashboardMeta(args.request, "nav.customerReferenceNumbers")),
      list,
      query,
      editing: listed("edit"),
      deleting: listed("confirmDelete"),
    },
    { headers: PRIVATE_HEADERS },
  );
}

/** The API's refusals that name a field (a part not found, a number taken) go next to that field. */
const fieldErrorsOf = (errors: FieldError[]) =>
  Object.fromEntries(errors.flatMap((item) => (item.field ? [[item.field === "variantId" ? "sku" : item.field, [item.message]]] : [])));

export async function action(args: ActionFunctionArgs) {
  const { request } = args;
  await requireUser(args);
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const t = await i18n.getFixedT(request, ["customer-references", "common"]);
  const formData = await readForm(request, { maxBytes: CUSTOMER_REFERENCE_LIMITS.importMaxBytes, tooLargeMarker: IMPORT_TOO_LARGE });
  const intent = String(formData.get("intent") ?? "");
  const listPath = pathFor("customerReferenceNumbers", locale, {}, listQuery(url));
  const client = api(args);

  switch (intent) {
    case SAVE_INTENT: {
      const submission = parseWithZod(formData, { schema: saveReferenceForm });
      if (submission.status !== "success") return data({ intent, result: submission.reply(), imported: null }, { status: 400 });
      try {
        await client.call(saveCustomerReference, { body: submission.value });
      } catch (error) {
        if (error instanceof ApiError && (error.status === 404 || error.status === 409) && error.errors.some((item) => item.field)) {
          return data(
            { intent, result: submission.reply({ fieldErrors: fieldErrorsOf(error.errors) }), imported: null },
            { status: error.status },
          );
        }
        return formFailure(args, error, (reply) => ({ intent, result: submission.reply(reply), imported: null }));
      }
      return redirectWithToast(listPath, { type: "success", title: t("saved", { number: submission.value.number }) });
    }
    case DELETE_INTENT: {
      const id = Number(formData.get("id"));
      try {
        await client.call(deleteCustomerReference, { params: { id } });
      } catch (error) {
        return throwRouteError(error, args);
      }
      return redirectWithToast(listPath, { type: "success", title: t("deleted") });
    }
    case IMPORT_INTENT: {
      const submission = parseWithZod(formData, { schema: importReferencesForm });
      const reply = (options: Parameters<typeof submission.reply>[0] = {}) => submission.reply({ ...options, hideFields: ["file"] });
      if (submission.status !== "success") return data({ intent, result: reply(), imported: null }, { status: 400 });
      const body = new FormData();
      body.append("file", submission.value.file, submission.value.file.name);
      try {
        const { data: imported } = await client.call(importCustomerReferences, { body });
        return data({ intent, result: reply(), imported }, { headers: PRIVATE_HEADERS });
      } catch (error) {
        return formFailure(args, error, (failure) => ({ intent, result: reply(failure), imported: null }));
      }
    }
    default:
      return throwRouteError(new Response(t("unknownIntent"), { status: 400 }), args);
  }
}

export default function CustomerReferencesPage() {
  const { title, list, query, editing, deleting } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslation("customer-references");
  const locale = usePageLocale();
  const listPath = pathFor("customerReferenceNumbers", locale, {}, query);
  const { q = "" } = query as { q?: string };

  return (
    <DashboardShell title={title} intro={t("intro")}>
      {deleting && (
        <ConfirmPanel
          id="confirm-delete"
          className="mb-6"
          title={t("confirmDeleteTitle", { number: deleting.number })}
          text={t("confirmDeleteText", { sku: deleting.sku })}
          action={listPath}
          fields={{ id: deleting.id }}
          intent={DELETE_INTENT}
          confirmLabel={t("confirmDelete")}
          cancelTo={listPath}
          cancelLabel={t("keep")}
        />
      )}
      {list.canManage && (
        <div className="grid gap-6 lg:grid-cols-2">
          <ReferenceForm
            key={editing?.id ?? "new"}
            editing={editing}
            lastResult={answer?.intent === SAVE_INTENT ? answer.result : undefined}
            action={listPath}
            cancelHref={listPath}
          />
          <ImportForm lastResult={answer?.intent === IMPORT_INTENT ? answer.result : undefined} action={listPath} />
        </div>
      )}
      {answer?.imported && <ImportResultTable result={answer.imported} />}
      <section aria-labelledby="reference-list" className="mt-8 space-y-3">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="reference-list" className="text-lg font-semibold text-gray-900">
            {t("listHeading")}
          </h2>
          <ExportLinks locale={locale} />
        </div>
        <Form method="get" role="search" aria-label={t("searchForm")} className="flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor="reference-search" className="block text-sm font-medium text-gray-800">
              {t("search")}
            </label>
            <input
              id="reference-search"
              name="q"
              type="search"
              defaultValue={q}
              maxLength={60}
              className="mt-1 rounded border border-gray-400 px-3 py-2"
            />
          </div>
          <button type="submit" className="rounded border border-primary-700 px-4 py-2 font-semibold text-primary-700 hover:bg-primary-50">
            {t("searchButton")}
          </button>
          {q && (
            <Link to={pathFor("customerReferenceNumbers", locale)} className="py-2 text-sm text-primary-700 underline">
              {t("clearSearch")}
            </Link>
          )}
        </Form>
        {list.totalCount === 0 ? (
          <p className="rounded border border-dashed border-gray-400 bg-white p-6 text-sm text-gray-700">
            {q ? t("noMatch") : list.canManage ? t("empty") : t("emptyReadOnly")}
          </p>
        ) : (
          <>
            <ReferenceTable items={list.items} canManage={list.canManage} query={query} />
            <Pagination
              locale={locale}
              page={list.page}
              pageSize={list.pageSize}
              total={list.totalCount}
              label={t("pages")}
              rangeText={(range) => t("range", range)}
            />
          </>
        )}
      </section>
    </DashboardShell>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => [titleMeta(loaderData?.title, matches)];
