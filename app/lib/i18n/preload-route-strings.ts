import type { Locale } from "@contract/locale";
import { declaredNamespaces } from "./declared-namespaces";
import type { TranslationSource } from "./translation-source";

/**
 * Starts loading the namespaces a route declares as soon as Remix has loaded its module, which it does alongside the
 * page's data: a navigation then seldom waits for strings once its data has come (the browser's Preact cannot keep
 * the previous page meanwhile, docs/decisions/064-vite-and-preact.md). Remix keeps the modules it loads in
 * `window.__remixRouteModules`.
 */
export function preloadRouteStrings(source: TranslationSource, locale: Locale) {
  window.__remixRouteModules = new Proxy(window.__remixRouteModules, {
    set(modules, id, module: { handle?: unknown } | undefined) {
      for (const namespace of declaredNamespaces(module?.handle)) {
        try {
          source.strings(locale, namespace);
        } catch {
          // A failed load is retried, and reported, by the page that needs it.
        }
      }
      return Reflect.set(modules, id, module);
    },
  });
}
