import { useEffect } from "react";

/**
 * Records a product view the page's answer could not: a first-time guest's, whose page went out cookie-free and
 * cacheable (app/features/catalog/routes/product-views.ts gives the guest an id; without JavaScript the page's <noscript>
 * image does). Fire and forget: a lost view is no error.
 */
export function useRecordView(variantId: number, recorded: boolean) {
  useEffect(() => {
    if (recorded) return;
    fetch("/api/product-views", { method: "POST", body: new URLSearchParams({ variantId: String(variantId) }) }).catch(() => undefined);
  }, [variantId, recorded]);
}
