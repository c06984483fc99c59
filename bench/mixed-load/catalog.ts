import type { VariantSearchResult } from "../../contract/api/catalog/schemas";
import { smallestOrderQuantity } from "../../contract/quantity-rules";
import type { Catalog, LoadPart } from "./journeys";

// The parts the mixed load's visitors look at and buy, read from the API before the clock starts: priced, on sale and
// in stock, across the catalog's categories; the ones bought have stock for every checkout a run can make.

/** Orders a run can place of one part without running out (each order holds the part's stock until cancelled). */
const ORDERS_PER_PART = 400;

export async function loadCatalog(api: string): Promise<Catalog> {
  const response = await fetch(`${api}/v1/products/variants/search?inStock=true&pageSize=100`, { headers: { "Accept-Language": "en" } });
  if (!response.ok) throw new Error(`the catalog answered ${response.status}`);
  const { items } = ((await response.json()) as { data: VariantSearchResult }).data;
  const onSale = items
    .filter((item) => item.isShowPrice && item.status !== "obsolete" && (item.stock ?? 0) >= smallestOrderQuantity(item))
    .map((item): LoadPart & { stock: number } => ({
      variantId: item.variantId,
      sku: item.sku,
      mpn: item.mpn,
      categorySlug: item.categorySlug,
      productPath: `/en/p/${item.categorySlug}/${item.productSlug}?sku=${encodeURIComponent(item.sku)}`,
      quantity: smallestOrderQuantity(item),
      stock: item.stock ?? 0,
    }));
  const bought = onSale.filter((part) => part.stock >= ORDERS_PER_PART * part.quantity).slice(0, 8);
  if (onSale.length < 10 || bought.length === 0) throw new Error("the catalog has too few parts on sale and in stock for the load");
  return { browsed: onSale, bought };
}
