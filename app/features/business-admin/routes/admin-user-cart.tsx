import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/lib/i18n/use-translation";
import type { CartExportFormat } from "@contract/api/carts/operations";
import type { CartSummary } from "@contract/api/carts/schemas";
import { USER_CART_SEARCH_MAX } from "@contract/api/carts/user-carts-schemas";
import type { Locale } from "@contract/locale";
import { pathFor } from "@contract/paths";
import { buildQuery } from "@contract/query";
import { DashboardShell } from "~/features/account/components/dashboard-shell";
import { CartTotals } from "~/features/cart/components/cart-totals";
import { UserCartHistory } from "~/features/business-admin/components/user-cart-history";
import { UserCartLines } from "~/features/business-admin/components/user-cart-lines";
import { Form } from "~/components/ui/form";
import { CART_INTENTS } from "~/features/cart/cart-forms";
import { cartLines } from "~/features/cart/cart-lines";
import { titleMeta } from "~/lib/meta";
import { usePageLocale } from "~/lib/use-page-locale";
import { PRIVATE_HEADERS } from "~/server/auth.server";
import { passCacheControl } from "~/server/cache.server";
import { i18n } from "~/server/i18n.server";
import { userCartAction, userCartPage } from "~/features/business-admin/user-carts.server";

// "cart", "catalog": the cart's totals, a line's part and its quantity hint, as on the user's own cart page.
export const handle = { i18n: ["common", "account", "admin-carts", "cart", "catalog"] };

export const headers = passCacheControl;

/**
 * One user's carts at `/:id` (the user's id), for their company's administrator: the active cart or a saved one
 * (`?cart=`), a search within it (`?q=`), and its changes. Another company's user, or a cart not theirs, is a 404.
 */
export async function loader(args: LoaderFunctionArgs) {
  const view = await userCartPage(args, args.params.id ?? "", new URL(args.request.url).searchParams);
  const t = await i18n.getFixedT(args.request, "admin-carts");
  const name = `${view.owner.firstName} ${view.owner.lastName}`;
  return data({ ...view, title: t("detail.title", { name }) }, { headers: PRIVATE_HEADERS });
}

/** A line's quantity, save and unsave (app/features/business-admin/user-carts.server.ts). */
export async function action(args: ActionFunctionArgs) {
  return userCartAction(args, args.params.id ?? "");
}

export default function AdminUserCartPage() {
  const { title, owner, cart, changes, saved, search } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin-carts");
  const locale = usePageLocale();
  const lines = search.lines ?? cartLines(cart);
  // The active cart has its own tab; a saved one that is also active is not listed twice.
  const savedTabs = saved.filter((summary) => !summary.isActive);
  const chosenSaved = !cart.isActive && cart.id !== null;

  return (
    <DashboardShell title={title} intro={owner.email}>
      <Link to={pathFor("adminUserCarts", locale)} className="text-sm font-medium text-primary-700 underline">
        {t("detail.back")}
      </Link>
      <nav aria-label={t("detail.carts")} className="mt-4">
        <ul className="flex flex-wrap gap-2 border-b border-gray-200 pb-2 text-sm">
          <CartTab to={pathFor("adminUserCart", locale, { id: owner.id })} current={!chosenSaved}>
            {t("detail.active")}
          </CartTab>
          {savedTabs.map((summary) => (
            <CartTab
              key={summary.id}
              to={pathFor("adminUserCart", locale, { id: owner.id }, { cart: summary.id })}
              current={cart.id === summary.id}
            >
              <SavedTabLabel summary={summary} />
            </CartTab>
          ))}
        </ul>
      </nav>
      {cart.id === null ? (
        <p className="mt-6 rounded border border-dashed border-gray-400 bg-white p-6 text-sm text-gray-700">{t("detail.noCart")}</p>
      ) : (
        <>
          <section aria-labelledby="user-cart-title" className="mt-6">
            <div className="flex flex-wrap items-center gap-3">
              <h2 id="user-cart-title" className="break-words text-lg font-semibold text-gray-900">
                {cart.name}
              </h2>
              {cart.isActive && (
                <span className="rounded bg-primary-50 px-2 py-0.5 text-xs font-semibold text-primary-800">{t("detail.activeBadge")}</span>
              )}
              {cart.isSaved && (
                <span className="rounded bg-gray-100 px-2 py-0.5 text-xs font-semibold text-gray-800">{t("detail.savedBadge")}</span>
              )}
              <span className="tabular text-sm text-gray-700">{t("detail.lines", { count: cart.productCount })}</span>
              <Form method="post" className="ml-auto">
                <input type="hidden" name="cartId" value={cart.id} />
                <button
                  type="submit"
                  name="intent"
                  value={cart.isSaved ? CART_INTENTS.unsave : CART_INTENTS.save}
                  className="rounded border border-primary-700 px-3 py-1 text-sm font-semibold text-primary-700 hover:bg-primary-50"
                >
                  {t(cart.isSaved ? "detail.unsave" : "detail.save")}
                </button>
              </Form>
            </div>
            {cart.productCount === 0 ? (
              <p className="mt-4 rounded border border-dashed border-gray-400 bg-white p-6 text-sm text-gray-700">{t("detail.empty")}</p>
            ) : (
              <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
                <div className="min-w-0">
                  <LineSearch locale={locale} ownerId={owner.id} cartParam={chosenSaved ? cart.id : null} q={search.q} />
                  {search.lines && (
                    <p role="status" className="mt-3 text-sm text-gray-700">
                      {search.lines.length === 0
                        ? t("detail.noMatch", { q: search.q })
                        : t("detail.matches", { count: search.lines.length, q: search.q })}
                    </p>
                  )}
                  <h3 className="sr-only">{t("detail.linesHeading")}</h3>
                  {lines.length > 0 && (
                    <div className="mt-3">
                      <UserCartLines
                        locale={locale}
                        currency={cart.totals.primary.currency}
                        cartId={cart.id}
                        cartName={cart.name}
                        lines={lines}
                      />
                    </div>
                  )}
                  <ExportLinks locale={locale} cartId={cart.id} />
                </div>
                <CartTotals locale={locale} cart={cart} />
              </div>
            )}
          </section>
          <UserCartHistory locale={locale} cartName={cart.name} changes={changes} />
        </>
      )}
    </DashboardShell>
  );
}

function CartTab({ to, current, children }: { to: string; current: boolean; children: ReactNode }) {
  return (
    <li>
      <Link
        to={to}
        aria-current={current ? "page" : undefined}
        className={`block rounded px-3 py-1.5 ${current ? "bg-primary-50 font-semibold text-primary-800" : "text-primary-700 underline hover:bg-gray-100"}`}
      >
        {children}
      </Link>
    </li>
  );
}

function SavedTabLabel({ summary }: { summary: CartSummary }) {
  const { t } = useTranslation("admin-carts");
  return (
    <>
      {summary.name} <span className="tabular text-xs font-normal">({t("detail.lines", { count: summary.productCount })})</span>
    </>
  );
}

/** A search within the cart's lines: a GET form, so a search has an address and works without JavaScript. */
function LineSearch({ locale, ownerId, cartParam, q }: { locale: Locale; ownerId: string; cartParam: number | null; q: string }) {
  const { t } = useTranslation("admin-carts");
  const cartPath = pathFor("adminUserCart", locale, { id: ownerId }, cartParam === null ? undefined : { cart: cartParam });
  return (
    <Form key={q} method="get" role="search" aria-label={t("detail.search")} className="flex flex-wrap items-end gap-3">
      {cartParam !== null && <input type="hidden" name="cart" value={cartParam} />}
      <div className="min-w-0 flex-1 basis-56">
        <label htmlFor="cart-line-search" className="block text-sm font-medium text-gray-800">
          {t("detail.search")}
        </label>
        <input
          id="cart-line-search"
          type="search"
          name="q"
          defaultValue={q}
          maxLength={USER_CART_SEARCH_MAX}
          autoComplete="off"
          aria-describedby="cart-line-search-hint"
          className="mt-1 block w-full rounded border border-gray-400 px-3 py-2 text-sm text-gray-900"
        />
        <p id="cart-line-search-hint" className="mt-1 text-xs text-gray-600">
          {t("detail.searchHint")}
        </p>
      </div>
      <button type="submit" className="mb-5 rounded bg-primary-700 px-4 py-2 text-sm font-semibold text-white hover:bg-primary-800">
        {t("detail.searchSubmit")}
      </button>
      {q && (
        <Link to={cartPath} className="mb-5 py-2 text-sm font-medium text-primary-700 underline">
          {t("detail.clearSearch")}
        </Link>
      )}
    </Form>
  );
}

/** The cart as a file (features/business-admin/routes/user-cart-export.ts): plain links, so they work without JavaScript. */
function ExportLinks({ locale, cartId }: { locale: Locale; cartId: number }) {
  const { t } = useTranslation("admin-carts");
  const href = (format: CartExportFormat) => `/api/user-cart-export?${buildQuery({ cart: cartId, format, lng: locale })}`;
  return (
    <p className="mt-4 flex flex-wrap gap-4 text-sm font-medium">
      <a href={href("pdf")} download className="text-primary-700 hover:underline">
        {t("detail.exportPdf")}
      </a>
      <a href={href("xlsx")} download className="text-primary-700 hover:underline">
        {t("detail.exportExcel")}
      </a>
    </p>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => [titleMeta(loaderData?.title, matches)];
