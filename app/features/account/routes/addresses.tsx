import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { DELETE_ADDRESS_INTENT, AddressCard, AddressSummary, SET_DEFAULT_INTENT } from "~/features/account/components/address-card";
import { ADDRESS_LOOKUP_INTENT } from "~/features/account/components/address-fields";
import { AddressForm, SAVE_ADDRESS_INTENT } from "~/features/account/components/address-form";
import { DashboardShell } from "~/features/account/components/dashboard-shell";
import { ConfirmPanel } from "~/components/ui/confirm-panel";
import {
  ADDRESS_BOOK_OPERATIONS,
  addressFormKind,
  ADDRESSES_PAGE_SIZE,
  type AddressBook,
  type AddressFormKind,
  type AddressPage,
  type StoredAddress,
} from "~/features/account/address-book";
import { addressChoiceOf, withNeighbourhoodPostalCode } from "~/features/account/address-lookups";
import { addressBody, addressSchemaFor } from "~/features/account/forms/addresses";
import { localeFromPath } from "@contract/locale";
import { titleMeta } from "~/lib/meta";
import { usePageLocale } from "~/lib/use-page-locale";
import { matchPage, pathFor } from "@contract/paths";
import { api, type RouteArgs } from "~/server/api.server";
import { formFailure, throwRouteError } from "~/server/api-errors.server";
import { PRIVATE_HEADERS, requireUser } from "~/server/auth.server";
import { passCacheControl } from "~/server/cache.server";
import { dashboardGet, dashboardMeta } from "~/server/dashboard.server";
import { readForm } from "~/server/forms.server";
import { i18n } from "~/server/i18n.server";
import { addressLookups } from "~/features/account/lookups.server";
import { redirectWithToast } from "~/server/toast.server";
import { safeRedirect } from "~/lib/auth/redirects";

export const handle = { i18n: ["common", "account"] };

export const headers = passCacheControl;

/** Which book this path shows: one module serves the billing and the shipping addresses pages. */
function pageOf(request: Request) {
  const { pathname } = new URL(request.url);
  const key = matchPage(pathname)?.key === "billingAddresses" ? "billingAddresses" : "shippingAddresses";
  const book: AddressBook = key === "billingAddresses" ? "billing" : "shipping";
  return { key, book, locale: localeFromPath(pathname) } as const;
}

const positivePage = (value: string | null) => Math.max(1, Number.parseInt(value ?? "1", 10) || 1);

/**
 * The list (paged), plus one of: the new-address form (?new), the edit form (?edit=<id>) or the delete
 * confirmation (?confirmDelete=<id>). Another user's id is the API's 404, which becomes the 404 page.
 */
export async function loader(args: LoaderFunctionArgs) {
  const user = await requireUser(args);
  const { book } = pageOf(args.request);
  const formKind = addressFormKind(book, user.userType);
  const operations = ADDRESS_BOOK_OPERATIONS[formKind];
  const search = new URL(args.request.url).searchParams;
  const page = positivePage(search.get("page"));
  const editId = search.get("edit");
  const deleteId = search.get("confirmDelete");
  const [list, editing, deleting]: [AddressPage, StoredAddress | null, StoredAddress | null] = await Promise.all([
    dashboardGet(args, operations.list, { query: { page, pageSize: ADDRESSES_PAGE_SIZE } }),
    editId ? dashboardGet(args, operations.get, { params: { id: editId } }) : null,
    deleteId ? dashboardGet(args, operations.get, { params: { id: deleteId } }) : null,
  ]);
  const lookups = await addressLookups(args, addressChoiceOf(editing));
  const mode = deleting ? "confirmDelete" : editing ? "edit" : search.has("new") ? "new" : "list";
  const meta = await dashboardMeta(args.request, `nav.${book}Addresses`);
  const returnTo = safeRedirect(search.get("returnTo"), "") || null;
  return data({ ...meta, book, formKind, list, page, mode, editing, deleting, lookups, returnTo }, { headers: PRIVATE_HEADERS });
}

export async function action(args: ActionFunctionArgs) {
  const { request } = args;
  const user = await requireUser(args);
  const { key, book, locale } = pageOf(request);
  const kind = addressFormKind(book, user.userType);
  const operations = ADDRESS_BOOK_OPERATIONS[kind];
  const t = await i18n.getFixedT(request, ["account", "common"]);
  const formData = await readForm(request);
  const intent = formData.get("intent");
  const id = String(formData.get("id") ?? "");
  const listPath = pathFor(key, locale);

  switch (intent) {
    case SET_DEFAULT_INTENT:
      await api(args)
        .call(operations.makeDefault, { params: { id } })
        .catch((error) => throwRouteError(error, args));
      return redirectWithToast(listPath, { type: "success", title: t("addresses.defaultSet") });
    case DELETE_ADDRESS_INTENT:
      await api(args)
        .call(operations.remove, { params: { id } })
        .catch((error) => throwRouteError(error, args));
      return redirectWithToast(listPath, { type: "success", title: t("addresses.deleted") });
    case ADDRESS_LOOKUP_INTENT:
    case SAVE_ADDRESS_INTENT:
      return saveAddress(args, { formData, kind, id, listPath, t });
    default:
      return data({ result: null, lookups: null, error: t("addresses.unknownIntent") }, { status: 400 });
  }
}

async function saveAddress(
  args: RouteArgs,
  {
    formData,
    kind,
    id,
    listPath,
    t,
  }: { formData: FormData; kind: AddressFormKind; id: string; listPath: string; t: Awaited<ReturnType<typeof i18n.getFixedT>> },
) {
  const submission = parseWithZod(formData, { schema: addressSchemaFor(kind) });
  const lookups = await addressLookups(args, addressChoiceOf(submission.payload));
  // Without JavaScript, "update the lists" re-renders the form with the next list filled and nothing lost.
  if (formData.get("intent") === ADDRESS_LOOKUP_INTENT)
    return data({ result: withNeighbourhoodPostalCode({ ...submission.reply(), error: {} }, lookups), lookups, error: null });
  if (submission.status !== "success") return data({ result: submission.reply(), lookups, error: null }, { status: 400 });
  const operations = ADDRESS_BOOK_OPERATIONS[kind];
  const body = addressBody(kind, submission.value, lookups.cities);
  try {
    if (id) await api(args).call(operations.update, { params: { id }, body });
    else await api(args).call(operations.create, { body });
    // Added from the checkout, the user goes back to the step they left.
    const next = safeRedirect(formData.get("returnTo"), listPath);
    return redirectWithToast(next, { type: "success", title: t(id ? "addresses.updated" : "addresses.created") });
  } catch (error) {
    return formFailure(args, error, (reply) => ({ result: submission.reply(reply), lookups, error: null }));
  }
}

export default function AddressesPage() {
  const { title, book, formKind, list, page, mode, editing, deleting, lookups: loaded, returnTo } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("account");
  const locale = usePageLocale();
  const key = book === "billing" ? "billingAddresses" : "shippingAddresses";
  const listPath = pathFor(key, locale, {}, page > 1 ? { page } : undefined);
  const showForm = mode === "new" || mode === "edit" || Boolean(actionData?.result);
  const lastPage = Math.max(1, Math.ceil(list.totalCount / list.pageSize));

  return (
    <DashboardShell title={title} intro={t(`addresses.intro.${formKind}`)}>
      {actionData?.error && (
        <p role="alert" className="mb-4 rounded border border-danger-700 bg-danger-50 px-3 py-2 text-sm text-danger-800">
          {actionData.error}
        </p>
      )}
      {deleting && (
        <ConfirmPanel
          id="confirm-delete"
          className="mb-6"
          title={t("addresses.confirmDeleteTitle", { title: deleting.title })}
          text={deleting.isDefault ? t("addresses.confirmDeleteDefault") : t("addresses.confirmDeleteText")}
          action={listPath}
          fields={{ id: deleting.id }}
          intent={DELETE_ADDRESS_INTENT}
          confirmLabel={t("addresses.confirmDelete")}
          cancelTo={listPath}
          cancelLabel={t("addresses.keep")}
        >
          <div className="mt-3">
            <AddressSummary address={deleting} countries={loaded.countries} />
          </div>
        </ConfirmPanel>
      )}
      {showForm ? (
        <AddressForm
          kind={formKind}
          address={mode === "edit" ? editing : null}
          lookups={actionData?.lookups ?? loaded}
          lastResult={actionData?.result}
          cancelHref={returnTo ?? listPath}
          returnTo={returnTo}
        />
      ) : (
        <Link
          to={pathFor(key, locale, {}, { new: 1 })}
          className="inline-block rounded bg-accent-600 px-4 py-2 font-semibold text-white hover:bg-accent-700"
        >
          {t("addresses.add")}
        </Link>
      )}
      <section aria-labelledby="address-list" className="mt-8">
        <h2 id="address-list" className="sr-only">
          {t("addresses.listHeading")}
        </h2>
        {list.totalCount === 0 ? (
          <p className="rounded border border-dashed border-gray-400 bg-white p-6 text-sm text-gray-700">{t(`addresses.empty.${book}`)}</p>
        ) : (
          <>
            <p className="text-sm text-gray-700">{t("addresses.count", { count: list.totalCount })}</p>
            <ul className="mt-3 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {list.items.map((address) => (
                <li key={address.id}>
                  <AddressCard
                    address={address}
                    countries={loaded.countries}
                    editHref={pathFor(key, locale, {}, { edit: address.id })}
                    deleteHref={pathFor(key, locale, {}, { confirmDelete: address.id, ...(page > 1 ? { page } : {}) })}
                  />
                </li>
              ))}
            </ul>
            {lastPage > 1 && (
              <nav aria-label={t("addresses.pages")} className="mt-4 flex items-center gap-4 text-sm">
                {page > 1 && (
                  <Link
                    to={pathFor(key, locale, {}, page > 2 ? { page: page - 1 } : undefined)}
                    className="font-semibold text-primary-700 underline"
                  >
                    {t("outbox.previous")}
                  </Link>
                )}
                <span className="tabular">{t("addresses.pageOf", { page, last: lastPage })}</span>
                {page < lastPage && (
                  <Link to={pathFor(key, locale, {}, { page: page + 1 })} className="font-semibold text-primary-700 underline">
                    {t("outbox.next")}
                  </Link>
                )}
              </nav>
            )}
          </>
        )}
      </section>
    </DashboardShell>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => [titleMeta(loaderData?.title, matches)];
