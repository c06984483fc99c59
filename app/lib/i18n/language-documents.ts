import { createPath } from "@remix-run/react";
import { localeFromPath, type Locale } from "@contract/locale";

/**
 * A navigation to a page in another language loads it as a document (docs/decisions/064-vite-and-preact.md): the
 * layout would wait for the other language's strings, which the browser's Preact cannot do while it shows a page.
 * The store's own redirects across languages say so already (`reloadIntoOtherLanguage`); this catches any other.
 */
export function loadOtherLanguagesAsDocuments(locale: Locale) {
  window.__remixRouter.subscribe(({ navigation }) => {
    // While a form is submitting, the location is its action's (a resource route's, say): only a page being loaded counts.
    if (navigation.state === "loading" && localeFromPath(navigation.location.pathname) !== locale) {
      window.location.assign(createPath(navigation.location));
    }
  });
}
