import type { Locale } from "./locale";
import { pathFor } from "./paths";

/** A product page at one packaging: /p/{categorySlug}/{productSlug}?sku=… (the sku picks the variant). */
export function productPath(locale: Locale, item: { categorySlug: string; productSlug: string; sku?: string }): string {
  return pathFor("product", locale, [item.categorySlug, item.productSlug], item.sku ? { sku: item.sku } : undefined);
}
