import type { APIRequestContext } from "@playwright/test";
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
