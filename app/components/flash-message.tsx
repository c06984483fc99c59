import { Link, useFetchers, useNavigation } from "@remix-run/react";
import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "~/lib/i18n/use-translation";
import type { Toast } from "~/lib/toast";
import { useHydrated } from "~/lib/use-hydrated";

const FlashToaster = lazy(() => import("./flash-toaster"));

const bannerStyles: Record<Toast["type"], string> = {
  success: "border-ok-700 bg-ok-50 text-ok-700",
  error: "border-danger-700 bg-danger-50 text-danger-700",
  info: "border-primary-600 bg-primary-50 text-primary-800",
};

/**
 * The one-time message of the previous action. The server renders it as a banner (enough without
 * JavaScript); once the page is interactive the banner gives way to a sonner toast.
 * sonner loads only on a page that needs it: with a message, or when a form is posted (most messages
 * answer a post, so the toaster is ready when the redirect brings the message). Then it stays.
 */
export function FlashMessage({ toast }: { toast: Toast | null }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const posting = navigation.state === "submitting" || fetchers.some((fetcher) => fetcher.state === "submitting");
  const [toasterNeeded, setToasterNeeded] = useState(false);

  useEffect(() => {
    if (toast || posting) setToasterNeeded(true);
  }, [toast, posting]);

  return (
    <>
      {toasterNeeded && (
        <Suspense fallback={null}>
          <FlashToaster toast={toast} />
        </Suspense>
      )}
      {toast && !hydrated && (
        <div
          role={toast.type === "error" ? "alert" : "status"}
          className={`mx-auto mt-4 max-w-7xl border-l-4 px-4 py-3 ${bannerStyles[toast.type]}`}
        >
          <p className="font-semibold">{toast.title}</p>
          {toast.description && <p className="text-sm">{toast.description}</p>}
          {toast.link && (
            <Link to={toast.link.href} className="text-sm font-semibold underline">
              {toast.link.label}
            </Link>
          )}
          <span className="sr-only">{t("flash.shownOnce")}</span>
        </div>
      )}
    </>
  );
}
