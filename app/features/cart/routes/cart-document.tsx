import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import type { CartDocumentKey } from "@contract/api/carts/documents";
import { localeFromPath } from "@contract/locale";
import { matchPage, pathFor, type PageKey } from "@contract/paths";
import { CartDocumentLines } from "~/features/cart/components/cart-document-lines";
import { ContentBlocks } from "~/features/content/components/content-body";
import { titleMeta } from "~/lib/meta";
import { throwRouteError } from "~/server/api-errors.server";
import { PRIVATE_HEADERS } from "~/server/auth.server";
import { passCacheControl } from "~/server/cache.server";
import { activeCartDocument } from "~/features/cart/cart-documents.server";
import { i18n } from "~/server/i18n.server";

export const handle = { i18n: ["common", "cart-documents"] };

export const headers = passCacheControl;

/** Which document each of the two pages this module serves shows. */
const DOCUMENT_OF_PAGE: Partial<Record<PageKey, CartDocumentKey>> = {
  cartDistanceSalesContract: "distance-sales-contract",
  cartPreliminaryInformation: "preliminary-information-form",
};

/**
 * The active cart's distance sales contract or preliminary information form, filled in for the buyer: the signed-in
 * one, or a guest with what the guest has typed at checkout. An empty cart has none: the page says why, with the 409.
 */
export async function loader(args: LoaderFunctionArgs) {
  const { pathname } = new URL(args.request.url);
  const page = matchPage(pathname);
  const key = page && DOCUMENT_OF_PAGE[page.key];
  if (!key) throw new Response(null, { status: 404 });
  const t = await i18n.getFixedT(args.request, "cart-documents");
  const { document, empty } = await activeCartDocument(args, key).catch((error) => throwRouteError(error, args));
  const title = document?.title ?? t(`titles.${key}`);
  return data(
    {
      locale: localeFromPath(pathname),
      title,
      description: t("metaDescription", { title }),
      document,
      empty,
    },
    { status: document ? 200 : 409, headers: PRIVATE_HEADERS },
  );
}

export default function CartDocumentPage() {
  const { locale, title, document, empty } = useLoaderData<typeof loader>();
  const { t } = useTranslation("cart-documents");
  const backToCart = (
    <Link to={pathFor("shoppingCart", locale)} className="text-sm font-medium text-primary-700 hover:underline">
      {t("backToCart")}
    </Link>
  );

  return (
    <div className="mx-auto max-w-5xl px-4 py-6">
      {backToCart}
      <article className="mt-4">
        <h1 className="mb-6 text-3xl font-bold text-gray-900">{title}</h1>
        {document ? (
          <>
            <ContentBlocks blocks={document.blocks} renderBlock={() => <CartDocumentLines locale={locale} document={document} />} />
            <p className="mt-6 text-xs text-gray-600">{t("version", { version: document.version })}</p>
          </>
        ) : (
          <p role="status" className="rounded border border-gray-200 bg-white p-4 text-gray-800">
            {empty}
          </p>
        )}
      </article>
      <div className="mt-6">{backToCart}</div>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => [
  titleMeta(loaderData?.title, matches),
  { name: "description", content: loaderData?.description ?? "" },
  { name: "robots", content: "noindex" },
];
