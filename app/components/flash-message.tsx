import { Link, useFetchers, useNavigation } from "@remix-run/react";
import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "~/lib/i18n/use-translation";
import type { Toast } from "~/lib/toast";

const FlashToaster = lazy(() => import("./flash-toaster"));

const bannerStyles: Record<Toast["type"], string> = {
  success: "border-ok-700 bg-ok-50 text-ok-700",
  error: "border-danger-700 bg-danger-50 text-danger-700",
  info: "border-primary-600 bg-primary-50 text-primary-800",
};

/**
 * The one-time message of the previous action. The server renders it as a banner (enough without
 * JavaScript), and the banner stays once the page is interactive: removing it would move the page under the
 * reader (a layout shift). Messages that come later, with the data of a post or a navigation made by the
 * page's scripts, show as sonner toasts, over the page.
 * sonner loads only on a page that needs it: with such a message, or when a form is posted (most messages
 * answer a post, so the toaster is ready when the redirect brings the message). Then it stays.
 */
export function FlashMessage({ toast }: { toast: Toast | null }) {
  const { t } = useTranslation();
  // The message the document came with (the server's banner); a later one has another id.
  const [documentToastId] = useState(toast?.id ?? null);
  const banner = toast !== null && toast.id === documentToastId ? toast : null;
  const later = banner ? null : toast;
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const posting = navigation.state === "submitting" || fetchers.some((fetcher) => fetcher.state === "submitting");
  const [toasterNeeded, setToasterNeeded] = useState(false);

  useEffect(() => {
    if (later || posting) setToasterNeeded(true);
  }, [later, posting]);

  return (
    <>
      {toasterNeeded && (
        <Suspense fallback={null}>
          <FlashToaster toast={later} />
        </Suspense>
      )}
      {banner && (
        <div
          role={banner.type === "error" ? "alert" : "status"}
          className={`mx-auto mt-4 max-w-7xl border-l-4 px-4 py-3 ${bannerStyles[banner.type]}`}
        >
          <p className="font-semibold">{banner.title}</p>
          {banner.description && <p className="text-sm">{banner.description}</p>}
          {banner.link && (
            <Link to={banner.link.href} className="text-sm font-semibold underline">
              {banner.link.label}
            </Link>
          )}
          <span className="sr-only">{t("flash.shownOnce")}</span>
        </div>
      )}
    </>
  );
}
