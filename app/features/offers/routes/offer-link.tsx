import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { userInfo } from "@contract/api/identity/operations";
import { getLinkedOffer, listRequestOffers } from "@contract/api/requests-desk/offer-operations";
import { offerLinkParams, type LinkedOffer } from "@contract/api/requests-desk/offer-schemas";
import { localeFromPath, type Locale } from "@contract/locale";
import { RESOURCE_ROUTES } from "@contract/pages.js";
import { pathFor } from "@contract/paths";
import { OfferFacts } from "~/features/offers/components/offer-facts";
import { loginPath } from "~/lib/auth/redirects";
import { privatePageMeta } from "~/lib/meta";
import { usePageLocale } from "~/lib/use-page-locale";
import { api, ApiError } from "~/server/api.server";
import { throwRouteError } from "~/server/api-errors.server";
import { isGuest } from "~/server/auth.server";
import { PRIVATE_HEADERS, passCacheControl } from "~/server/cache.server";
import { i18n } from "~/server/i18n.server";

export const handle = { i18n: ["common", "offers"] };

export const headers = passCacheControl;

const PDF_ROUTE = RESOURCE_ROUTES.find((route) => route.id === "resource.linkedOfferPdf")!;
const pdfPath = (token: string, locale: Locale) => `${PDF_ROUTE.path.replace(":token", encodeURIComponent(token))}?lng=${locale}`;

/** The request's dashboard page, at the address of the account `userId` (where its offers are accepted). */
function requestPagePath({ kind, id, pcbType }: LinkedOffer["request"], userId: string, locale: Locale): string {
  if (kind === "pcb") return pathFor("pcbStencilRequest", locale, { id: String(id), type: pcbType ?? "", userId });
  const pages = { "heat-sink": "heatSinkRequest", product: "priceStockRequest", bom: "bomRequest" } as const;
  return pathFor(pages[kind], locale, { id: String(id), userId });
}

/**
 * A guest's offer opened by the signed link of its mail (docs/decisions/046-offers.md), read-only, to whoever holds
 * the link: the API checks the signature, this page passes the token on; a forged, altered or expired link is the 404
 * page. Its sign-in and sign-up links come back here, and a signed-in visitor who may answer the offer (the verified
 * account of the request's address) goes on to the request's dashboard page, where it is accepted or declined.
 */
export async function loader(args: LoaderFunctionArgs) {
  const parsed = offerLinkParams.safeParse({ token: args.params.token ?? "" });
  if (!parsed.success) throw new Response(null, { status: 404, headers: PRIVATE_HEADERS });
  const { token } = parsed.data;
  const locale = localeFromPath(new URL(args.request.url).pathname);
  const client = api(args);
  const { data: linked } = await client.call(getLinkedOffer, { params: { token } }).catch((error) => throwRouteError(error, args));
  const signedIn = !(await isGuest(args));
  if (signedIn) {
    const { kind, id } = linked.request;
    const mayAnswer = await client.call(listRequestOffers, { params: { kind, requestId: id } }).then(
      () => true,
      (error: unknown) => (error instanceof ApiError && error.status === 404 ? false : throwRouteError(error, args)),
    );
    if (mayAnswer) {
      const { data: me } = await client.call(userInfo);
      throw redirect(requestPagePath(linked.request, me.userInfo.id, locale), { headers: PRIVATE_HEADERS });
    }
  }
  const t = await i18n.getFixedT(args.request, "offers");
  // The link is a secret of its holder: no shared cache keeps the page.
  return data({ title: t("offerLink.title", { number: linked.offer.number }), token, linked, signedIn }, { headers: PRIVATE_HEADERS });
}

export default function OfferLinkPage() {
  const { title, token, linked, signedIn } = useLoaderData<typeof loader>();
  const { offer, request } = linked;
  const { t } = useTranslation("offers");
  const locale = usePageLocale();
  const here = pathFor("offerLink", locale, { token });

  return (
    <div className="mx-auto max-w-4xl px-4 py-6">
      <h1 className="text-2xl font-bold text-gray-900">{title}</h1>
      <p className="mt-1 text-gray-700">{t("offerLink.intro", { request: request.number })}</p>
      <section aria-labelledby="offer-lines" className="mt-4 rounded border border-gray-200 bg-white p-4" data-testid="linked-offer">
        <h2 id="offer-lines" className="text-lg font-semibold text-gray-900">
          {t("requestOffers.heading", { number: offer.number, status: t(`requestOffers.status.${offer.status}`) })}
        </h2>
        <OfferFacts offer={offer} locale={locale} />
        <a href={pdfPath(token, locale)} className="mt-2 inline-block text-sm font-medium text-primary-700 underline">
          {t("requestOffers.pdf", { number: offer.number })}
        </a>
      </section>
      {offer.status === "sent" ? (
        <section aria-labelledby="offer-accept" className="mt-6">
          <h2 id="offer-accept" className="text-lg font-semibold text-gray-900">
            {t("offerLink.acceptTitle")}
          </h2>
          {signedIn ? (
            <p className="mt-1 text-gray-700">{t("offerLink.otherAccount")}</p>
          ) : (
            <>
              <p className="mt-1 text-gray-700">{t("offerLink.toAccept")}</p>
              <div className="mt-3 flex flex-wrap gap-3">
                <Link
                  to={loginPath(locale, here)}
                  className="inline-block rounded bg-primary-700 px-4 py-2 font-semibold text-white hover:bg-primary-800"
                >
                  {t("offerLink.signIn")}
                </Link>
                <Link
                  to={pathFor("signup", locale, {}, { redirectTo: here })}
                  className="inline-block rounded border border-primary-700 px-4 py-2 font-semibold text-primary-700 hover:bg-primary-50"
                >
                  {t("offerLink.signUp")}
                </Link>
              </div>
            </>
          )}
        </section>
      ) : null}
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => privatePageMeta({ data: loaderData, matches });
