import type { Locale } from "@contract/locale";
import { pathFor } from "@contract/paths";

/** A product page at one packaging: /p/{categorySlug}/{productSlug}?sku=… (the sku picks the variant). */
export function productPath(locale: Locale, item: { categorySlug: string; productSlug: string; sku?: string }): string {
  return pathFor("product", locale, { categoryName: item.categorySlug, name: item.productSlug }, item.sku ? { sku: item.sku } : undefined);
}
