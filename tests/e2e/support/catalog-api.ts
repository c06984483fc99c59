import type { APIRequestContext } from "@playwright/test";
import type { VariantSearchResult } from "../../../contract/api/catalog/schemas";
import { buildQuery, type QueryParams } from "../../../contract/query";

/** The API the store under test talks to (expected values are read from it, never assumed). */
const apiBase = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4300}/v1`;

export async function catalogApi<T>(
  request: APIRequestContext,
  path: string,
  query: QueryParams = {},
  locale: "tr" | "en" = "en",
): Promise<T> {
  const search = buildQuery(query);
  const response = await request.get(`${apiBase}/${path}${search ? `?${search}` : ""}`, { headers: { "Accept-Language": locale } });
  if (!response.ok()) throw new Error(`GET ${path} answered ${response.status()}: ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

export async function catalogApiPost<T>(request: APIRequestContext, path: string, body: unknown, locale: "tr" | "en" = "en"): Promise<T> {
  const response = await request.post(`${apiBase}/${path}`, { data: body, headers: { "Accept-Language": locale } });
  if (!response.ok()) throw new Error(`POST ${path} answered ${response.status()}: ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/**
 * A part with a price and stock for its minimum among the first rows of the SMD chip resistors in stock (the rows
 * the list page `/en/ps/chip-resistors-smd?inStock=true` shows first, so a test can also add it from there).
 */
export async function pricedPartOnFirstRows(request: APIRequestContext): Promise<VariantSearchResult["items"][number]> {
  const list = await catalogApi<VariantSearchResult>(request, "products/variants/search", {
    category: "chip-resistors-smd",
    inStock: "true",
  });
  const part = list.items.slice(0, 10).find((item) => item.isShowPrice && (item.stock ?? 0) >= item.minimumOrderQuantity);
  if (!part) throw new Error("no priced part in stock on the first rows of the SMD chip resistors");
  return part;
}

/**
 * A part sold from a minimum above 1 in steps of a multiplier above 1, with stock for three steps, among the first
 * hundred SMD chip resistors in stock; with that list.
 */
export async function steppedPart(request: APIRequestContext) {
  const list = await catalogApi<VariantSearchResult>(request, "products/variants/search", {
    category: "chip-resistors-smd",
    inStock: "true",
    pageSize: 100,
  });
  const stepped = list.items.find(
    (item) =>
      item.isShowPrice &&
      item.orderQuantityMultiplier > 1 &&
      item.minimumOrderQuantity > 1 &&
      (item.stock ?? 0) >= 3 * item.minimumOrderQuantity,
  );
  if (!stepped) throw new Error("no part sold in steps with stock among the SMD chip resistors");
  return { stepped, list };
}
