import { data, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { Links, Outlet, Scripts, ScrollRestoration, useLocation, useRouteError, useRouteLoaderData } from "@remix-run/react";
import { Suspense } from "react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { PageStrings } from "./lib/i18n/page-strings";
import { GeneralErrorBoundary } from "./components/error-boundary";
import { PageMeta } from "./components/page-meta";
import { SessionKeeper } from "./features/account/components/session-keeper";
import { BackOfficeForbidden, staffRefusedBy } from "./features/back-office/components/back-office-refusal";
import { isBackOfficePath } from "./features/back-office/desks";
import { FlashMessage } from "./components/flash-message";
import { useRouteLinkNavigation } from "./components/route-link";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import { useNonce } from "./components/nonce";
import { LOCALE_TAGS, LOCALES, localeFromPath } from "@contract/locale";
import { translatePath } from "@contract/paths";
import { DEFAULT_CURRENCY } from "@contract/limits";
import { HydrateInTurn, useMarkHydratedInFull } from "./lib/hydration-turns";
import { usePageLocale } from "./lib/use-page-locale";
import { currentUser } from "./server/auth.server";
import { categoryMenu } from "./features/catalog/category-menu.server";
import { headerCartCount } from "./features/cart/cart.server";
import { publicEnv } from "./server/env.server";
import { formKeySeed } from "./server/idempotency.server";
import { readToast } from "./server/toast.server";
import { readAnalyticsEvent } from "./server/analytics-flash.server";
import { PendingAnalyticsEventPush } from "./components/pending-analytics-event";
import { readUserSettings } from "./server/user-settings.server";
import stylesheet from "./styles/tailwind.css?url";
import { keepPageAfterServerFailure } from "~/lib/keep-page-after-failure";

export const handle = { i18n: ["common"] };

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const shouldRevalidate = keepPageAfterServerFailure;
export async function loader(args: LoaderFunctionArgs) {
  const { request } = args;
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const [user, settings, { toast, setCookie: toastCookie }, menu, cartCount, pending] = await Promise.all([
    currentUser(args),
    readUserSettings(request, locale),
    readToast(request),
    categoryMenu(args, locale),
    headerCartCount(args),
    readAnalyticsEvent(request),
  ]);

  const headers = new Headers();
  if (toastCookie) headers.append("Set-Cookie", toastCookie);
  if (pending.setCookie) headers.append("Set-Cookie", pending.setCookie);

  return data(
    {
      locale,
      env: publicEnv(),
      menu,
      currency: settings.currencyCode,
      user: user && { name: user.name, userType: user.userType, permissions: user.permissions },
      cartCount,
      toast,
      analyticsEvent: pending.event,
      searchTerm: url.searchParams.get("search") ?? "",
      origin: url.origin,
      formKeySeed: await formKeySeed(request, user !== null),
    },
    { headers },
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>("root");
  const locale = usePageLocale();
  const { pathname, search } = useLocation();
  const { t } = useTranslation();
  const nonce = useNonce();
  // Marks the document once its scripts have hydrated every part; browser tests wait for it before using script-only controls.
  useMarkHydratedInFull();
  useRouteLinkNavigation();
  const storeName = rootData?.env.STORE_NAME ?? "";
  // A back-office page has a layout of its own (BackOfficeShell), and so has a staff member's 403 there; its other
  // refusals (the 404 a customer gets) keep the store's.
  const routeError = useRouteError();
  const backOffice = isBackOfficePath(pathname) && (!routeError || staffRefusedBy(routeError) !== null);
  const alternate = (language: "tr" | "en") => `${rootData?.origin ?? ""}${translatePath(`${pathname}${search}`, language)}`;

  return (
    <html lang={locale} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <PageMeta storeName={storeName} />
        {LOCALES.map((language) => (
          <link key={language} rel="alternate" hrefLang={LOCALE_TAGS[language]} href={alternate(language)} />
        ))}
        <link rel="alternate" hrefLang="x-default" href={alternate("tr")} />
        {/* Before any module: zod's forms then skip their probe of `new Function`, which the CSP refuses and reports. */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: "globalThis.__zod_globalConfig={jitless:true}" }} />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
        >
          {t("skipToContent")}
        </a>
        {!backOffice && (
          // The header is a turn too: the layout's own task then holds little more than the document's head.
          <HydrateInTurn>
            <SiteHeader
              locale={locale}
              storeName={storeName}
              currency={rootData?.currency ?? DEFAULT_CURRENCY}
              user={rootData?.user ?? null}
              cartCount={rootData?.cartCount ?? null}
              categories={rootData?.menu ?? []}
              searchTerm={rootData?.searchTerm ?? ""}
            />
          </HydrateInTurn>
        )}
        <FlashMessage toast={rootData?.toast ?? null} />
        {/* A page whose strings the browser has not loaded yet waits here for them (docs/decisions/064-vite-and-preact.md). */}
        {backOffice ? (
          <Suspense fallback={null}>{children}</Suspense>
        ) : (
          <main id="main" className="flex-1">
            {/* The page's own content hydrates in a turn after the header's, its parts in turns after it; the div makes
                it one element, which Preact resumes in place (docs/decisions/067-hydration-in-turns.md). */}
            <HydrateInTurn>
              <div>
                <Suspense fallback={null}>{children}</Suspense>
              </div>
            </HydrateInTurn>
          </main>
        )}
        {!backOffice && (
          <HydrateInTurn>
            <SiteFooter locale={locale} storeName={storeName} />
          </HydrateInTurn>
        )}
        <SessionKeeper />
        <PendingAnalyticsEventPush event={rootData?.analyticsEvent ?? null} />
        <PageStrings />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** The error page of every route: no route module declares its own, so each error reaches this one, in the layout. */
export function ErrorBoundary() {
  const refusedStaff = staffRefusedBy(useRouteError());
  return refusedStaff ? <BackOfficeForbidden staff={refusedStaff} /> : <GeneralErrorBoundary />;
}
