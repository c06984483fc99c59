import { PAGES } from "../../../contract/pages.js";
import type { ApiLocale } from "../../lib/locale";

/** A storefront page's address for a mail, from the one table of pages (so mails never hold hand-written paths). */
export function storefrontUrl(base: string, key: string, locale: ApiLocale, query: Record<string, string>): string {
  const page = PAGES.find((entry) => entry.key === key);
  if (!page) throw new Error(`No page ${key}`);
  const path = locale === "tr" ? page.tr : `/en${page.en}`;
  const url = new URL(path, base);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.toString();
}
