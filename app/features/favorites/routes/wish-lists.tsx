import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { getWishlist, listWishlists } from "@contract/api/favorites/operations";
import { localeFromPath } from "@contract/locale";
import { pathFor } from "@contract/paths";
import { ConfirmPanel } from "~/components/ui/confirm-panel";
import { DashboardShell } from "~/features/account/components/dashboard-shell";
import { replyOf } from "~/features/cart/forms/your-carts-forms";
import { CreateWishlistForm } from "~/features/favorites/components/create-wishlist-form";
import { WishlistCard } from "~/features/favorites/components/wishlist-card";
import { CREATE_WISHLIST_FORM_ID, FAVORITE_INTENTS, renameWishlistFormId } from "~/features/favorites/favorite-intents";
import { wishListsAction } from "~/features/favorites/wish-lists.server";
import { titleMeta } from "~/lib/meta";
import { PRIVATE_HEADERS, requireUser } from "~/server/auth.server";
import { passCacheControl } from "~/server/cache.server";
import { dashboardGet } from "~/server/dashboard.server";
import { i18n } from "~/server/i18n.server";

export const handle = { i18n: ["common", "account", "favorites"] };

export const headers = passCacheControl;

/** The user's wish lists with their parts, plus the delete confirmation of one (?confirmDelete=<id>; another id is a 404). */
export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  const url = new URL(args.request.url);
  const t = await i18n.getFixedT(args.request, "favorites");
  const summaries = await dashboardGet(args, listWishlists);
  const lists = await Promise.all(summaries.map((list) => dashboardGet(args, getWishlist, { params: { id: list.id }, query: {} })));
  const deleteId = url.searchParams.get("confirmDelete");
  const deleting = deleteId === null ? null : (summaries.find((list) => String(list.id) === deleteId) ?? null);
  if (deleteId !== null && !deleting) throw new Response(null, { status: 404 });
  return data({ title: t("wishlists.title"), locale: localeFromPath(url.pathname), lists, deleting }, { headers: PRIVATE_HEADERS });
}

export async function action(args: ActionFunctionArgs) {
  return wishListsAction(args);
}

export default function WishListsPage() {
  const { title, locale, lists, deleting } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslation("favorites");
  const listPath = pathFor("wishLists", locale);
  return (
    <DashboardShell title={title} intro={t("wishlists.intro")}>
      <p className="mb-4 text-sm">
        <Link to={pathFor("favoriteProducts", locale)} className="font-semibold text-primary-700 underline">
          {t("wishlists.favoritesLink")}
        </Link>
      </p>
      {deleting && (
        <ConfirmPanel
          id="confirm-delete"
          className="mb-6"
          title={t("wishlists.confirmDelete.title", { name: deleting.name })}
          text={t("wishlists.confirmDelete.text", { count: deleting.itemCount })}
          action={listPath}
          fields={{ id: deleting.id }}
          intent={FAVORITE_INTENTS.deleteWishlist}
          confirmLabel={t("wishlists.confirmDelete.yes")}
          cancelTo={listPath}
          cancelLabel={t("wishlists.confirmDelete.cancel")}
        />
      )}
      {/* Keyed by the count: once a list is made, the form starts empty again (with JavaScript, no reload clears it). */}
      <CreateWishlistForm key={lists.length} lastResult={replyOf(answer, CREATE_WISHLIST_FORM_ID)} />
      <section aria-labelledby="wishlists-heading" className="mt-8">
        <h2 id="wishlists-heading" className="text-lg font-semibold text-gray-900">
          {t("wishlists.listHeading")}
        </h2>
        {lists.length === 0 ? (
          <p className="mt-3 rounded border border-dashed border-gray-400 bg-white p-6 text-sm text-gray-700">{t("wishlists.empty")}</p>
        ) : (
          <ul className="mt-3 space-y-4">
            {lists.map((list) => (
              <li key={list.id}>
                <WishlistCard
                  list={list}
                  locale={locale}
                  deleteHref={pathFor("wishLists", locale, {}, { confirmDelete: list.id })}
                  renameResult={replyOf(answer, renameWishlistFormId(list.id))}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </DashboardShell>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => [titleMeta(loaderData?.title, matches)];
