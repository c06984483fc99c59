import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { localeFromPath } from "@contract/locale";
import { pathFor } from "@contract/paths";
import { DashboardShell } from "~/features/account/components/dashboard-shell";
import { YourCartCard } from "~/features/cart/components/your-carts-card";
import { CreateCartForm } from "~/features/cart/components/your-carts-create-form";
import { CREATE_FORM_ID, renameFormId, replyOf } from "~/features/cart/forms/your-carts-forms";
import { ConfirmPanel } from "~/components/ui/confirm-panel";
import { CART_FORM, CART_INTENTS, cartErrorOf } from "~/features/cart/cart-forms";
import { titleMeta } from "~/lib/meta";
import { PRIVATE_HEADERS, requireUser } from "~/server/auth.server";
import { passCacheControl } from "~/server/cache.server";
import { i18n } from "~/server/i18n.server";
import { cartAction } from "~/features/cart/cart-actions.server";
import { userCarts } from "~/features/cart/your-carts.server";

export const handle = { i18n: ["common", "account", "your-carts"] };

export const headers = passCacheControl;

/** The user's carts, plus the delete confirmation of one (?confirmDelete=<id>; a cart not in the list is a 404). */
export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  const url = new URL(args.request.url);
  const locale = localeFromPath(url.pathname);
  const t = await i18n.getFixedT(args.request, "your-carts");
  const carts = await userCarts(args);
  const deleteId = url.searchParams.get("confirmDelete");
  const deleting = deleteId === null ? null : (carts.find((cart) => String(cart.id) === deleteId) ?? null);
  if (deleteId !== null && !deleting) throw new Response(null, { status: 404 });
  return data({ title: t("title"), locale, carts, deleting }, { headers: PRIVATE_HEADERS });
}

/** The one cart action (create, rename, delete, save, unsave, set-active-cart… : app/features/cart/cart-actions.server.ts). */
export async function action(args: ActionFunctionArgs) {
  await requireUser(args);
  return cartAction(args);
}

export default function YourCartsPage() {
  const { title, locale, carts, deleting } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const pageError = cartErrorOf(answer, CART_FORM)?.message;
  const { t } = useTranslation("your-carts");
  const listPath = pathFor("yourCarts", locale);
  // Saved carts are listed apart, after the ones in use; the active cart is always among the ones in use.
  const saved = carts.filter((cart) => cart.isSaved && !cart.isActive);
  const current = carts.filter((cart) => !saved.includes(cart));
  const cards = (list: typeof carts) => (
    <ul className="mt-3 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {list.map((cart) => (
        <li key={cart.id}>
          <YourCartCard
            cart={cart}
            locale={locale}
            deleteHref={pathFor("yourCarts", locale, {}, { confirmDelete: cart.id })}
            lastResult={replyOf(answer, renameFormId(cart.id))}
          />
        </li>
      ))}
    </ul>
  );

  return (
    <DashboardShell title={title} intro={t("intro")}>
      {pageError && (
        <p role="alert" className="mb-4 rounded border border-danger-700 bg-danger-50 px-3 py-2 text-sm text-danger-800">
          {pageError}
        </p>
      )}
      {deleting && (
        <ConfirmPanel
          id="confirm-delete"
          className="mb-6"
          title={t("confirmDelete.title", { name: deleting.name })}
          text={`${t("confirmDelete.text", { count: deleting.productCount })}${deleting.isActive ? ` ${t("confirmDelete.active")}` : ""}`}
          action={listPath}
          fields={{ id: deleting.id }}
          intent={CART_INTENTS.delete}
          confirmLabel={t("confirmDelete.yes")}
          cancelTo={listPath}
          cancelLabel={t("confirmDelete.cancel")}
        />
      )}
      {/* Keyed by the count: once a cart is made, the form starts empty again (with JavaScript, no reload clears it). */}
      <CreateCartForm key={carts.length} lastResult={replyOf(answer, CREATE_FORM_ID)} />
      <section aria-labelledby="your-carts-list" className="mt-8">
        <h2 id="your-carts-list" className="text-lg font-semibold text-gray-900">
          {t("listHeading")}
        </h2>
        {carts.length === 0 ? (
          <div className="mt-3 rounded border border-dashed border-gray-400 bg-white p-6 text-sm text-gray-700">
            <p>{t("empty.text")}</p>
            <Link
              to={pathFor("categories", locale)}
              className="mt-3 inline-block rounded bg-primary-700 px-4 py-2 font-semibold text-white hover:bg-primary-800"
            >
              {t("empty.browse")}
            </Link>
          </div>
        ) : (
          <>
            <p className="mt-1 text-sm text-gray-700">{t("count", { count: carts.length })}</p>
            {cards(current)}
          </>
        )}
      </section>
      {saved.length > 0 && (
        <section aria-labelledby="your-carts-saved" className="mt-8">
          <h2 id="your-carts-saved" className="text-lg font-semibold text-gray-900">
            {t("savedHeading")}
          </h2>
          <p className="mt-1 text-sm text-gray-700">{t("savedIntro")}</p>
          {cards(saved)}
        </section>
      )}
    </DashboardShell>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => [titleMeta(loaderData?.title, matches)];
