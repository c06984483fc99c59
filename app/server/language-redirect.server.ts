import { localeFromPath, type Locale } from "@contract/locale";

/**
 * Marks a redirect to a page in another language than `current` to be loaded by the browser as a document: a
 * language's strings come with its document (docs/decisions/064-vite-and-preact.md).
 */
export function reloadIntoOtherLanguage(headers: Headers, target: string, current: Locale): Headers {
  if (localeFromPath(new URL(target, "http://store.invalid").pathname) !== current) headers.set("X-Remix-Reload-Document", "true");
  return headers;
}
