import { Link } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { toast as showToast, Toaster } from "sonner";
import type { Toast } from "~/lib/toast";
import { useHydrated } from "~/lib/use-hydrated";

const TOAST_MS = 3000;

const bannerStyles: Record<Toast["type"], string> = {
  success: "border-ok-700 bg-ok-50 text-ok-700",
  error: "border-danger-700 bg-danger-50 text-danger-700",
  info: "border-primary-600 bg-primary-50 text-primary-800",
};

/**
 * The one-time message of the previous action. The server renders it as a banner (enough without
 * JavaScript); once the page is interactive the banner gives way to a 3-second sonner toast.
 */
export function FlashMessage({ toast }: { toast: Toast | null }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();

  useEffect(() => {
    if (!toast) return;
    const show = toast.type === "error" ? showToast.error : toast.type === "success" ? showToast.success : showToast.info;
    show(toast.title, {
      id: toast.id,
      description: toast.description,
      duration: TOAST_MS,
      closeButton: toast.type === "error",
      action: toast.link ? { label: toast.link.label, onClick: () => window.location.assign(toast.link!.href) } : undefined,
    });
  }, [toast]);

  return (
    <>
      <Toaster position="top-center" closeButton={false} toastOptions={{ className: "text-gray-900" }} />
      {toast && !hydrated && (
        <div role={toast.type === "error" ? "alert" : "status"} className={`mx-auto mt-4 max-w-7xl border-l-4 px-4 py-3 ${bannerStyles[toast.type]}`}>
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
