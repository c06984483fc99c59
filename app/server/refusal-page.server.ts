import { escapeHtml } from "@contract/html";
import type { Locale } from "@contract/locale";
import { pathFor } from "@contract/paths";
import { translatorFor } from "./i18n.server";

/**
 * The small HTML page of a request server.ts refuses before any route runs (a cross-site form, a method or body it
 * does not take, a request Node could not read), in the path's language: the route's error page cannot be
 * rendered for a request no route may see (docs/errors.md).
 */
export function refusalPage(locale: Locale, reason: number | "crossSite"): string {
  const { t, exists } = translatorFor(locale);
  const key =
    reason === "crossSite"
      ? "errors.crossSite"
      : exists(`errors.status.${reason}.title`)
        ? `errors.status.${reason}`
        : "errors.status.other";
  const title = escapeHtml(t(`${key}.title`));
  return (
    `<!doctype html><html lang="${locale}"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${title}</title><h1>${title}</h1><p>${escapeHtml(t(`${key}.text`))} ` +
    `<a href="${pathFor("home", locale)}">${escapeHtml(t("errors.goHome"))}</a>.</p></html>`
  );
}
