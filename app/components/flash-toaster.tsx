import { useEffect } from "react";
import { toast as showToast, Toaster } from "sonner";
import type { Toast } from "~/lib/toast";

// An error leaves after 3 seconds, as the specification asks (docs/spec.md, "Errors appear as toast notifications");
// other messages stay long enough to read a title and its description at a calm pace.
const ERROR_TOAST_MS = 3000;
const TOAST_MS = 6000;

/**
 * sonner's toaster and the flash shown in it. Loaded on demand by FlashMessage: pages without a message
 * never download sonner. The toaster mounts first (a child's effect runs before its parent's), so the
 * message shown right after finds it listening.
 */
export default function FlashToaster({ toast }: { toast: Toast | null }) {
  useEffect(() => {
    if (!toast) return;
    const show = toast.type === "error" ? showToast.error : toast.type === "success" ? showToast.success : showToast.info;
    show(toast.title, {
      id: toast.id,
      description: toast.description,
      duration: toast.type === "error" ? ERROR_TOAST_MS : TOAST_MS,
      closeButton: toast.type === "error",
      action: toast.link ? { label: toast.link.label, onClick: () => window.location.assign(toast.link!.href) } : undefined,
    });
  }, [toast]);

  return <Toaster position="top-center" closeButton={false} toastOptions={{ className: "text-gray-900" }} />;
}
