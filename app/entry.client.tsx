import { RemixBrowser, UNSAFE_prepareRemixRouter } from "@remix-run/react";
import { localeFromPath } from "@contract/locale";
import { startTransition, StrictMode, Suspense } from "react";
import { hydrateRoot } from "react-dom/client";
import { browserTranslationSource } from "./lib/i18n/browser-translation-source";
import { loadOtherLanguagesAsDocuments } from "./lib/i18n/language-documents";
import { preloadRouteStrings } from "./lib/i18n/preload-route-strings";
import { TranslationProvider } from "./lib/i18n/use-translation";
import { hydrateInTurns, nextTask } from "./lib/hydration-turns";

// The browser runs Preact in place of React (docs/decisions/064-vite-and-preact.md). Two of its differences matter
// before the first render; both would make it render the page a second time beside the server's.

/** Waits until Remix has decoded the page's data: RemixBrowser suspends on its first render until then (its router's
 * creation throws the decoding's promise), and Preact cannot hydrate a document whose root suspends. */
async function pageDataDecoded() {
  try {
    UNSAFE_prepareRemixRouter();
  } catch (pending) {
    if (pending instanceof Promise) await pending;
  }
}

/**
 * Preact, given the document, renders into its `<html>` (preact#3794), and Remix's layout renders the `<html>` itself:
 * Preact is given a stand-in for the document whose one child is `<html>`. Preact reads a parent's children and
 * inserts into it; `<html>` itself never moves.
 */
const documentForPreact = {
  namespaceURI: null,
  get firstChild() {
    return document.documentElement;
  },
  get childNodes() {
    return [document.documentElement];
  },
  insertBefore(node: Node, before: Node | null) {
    return node === document.documentElement ? node : document.insertBefore(node, before);
  },
} as unknown as Element;

const translations = browserTranslationSource(document);
// A language is a document of its own: the language switch reloads it.
const locale = localeFromPath(window.location.pathname);
preloadRouteStrings(translations, locale);

// Decoding the page's data, creating the router (a patch of Remix's, in patches/) and hydrating are tasks of their
// own (docs/decisions/067-hydration-in-turns.md).
void pageDataDecoded()
  .then(nextTask)
  .then(UNSAFE_prepareRemixRouter)
  .then(nextTask)
  .then(() =>
    startTransition(() => {
      hydrateInTurns(() =>
        hydrateRoot(
          documentForPreact,
          <TranslationProvider source={translations}>
            <StrictMode>
              <Suspense>
                <RemixBrowser />
              </Suspense>
            </StrictMode>
          </TranslationProvider>,
        ),
      );
      loadOtherLanguagesAsDocuments(locale);
    }),
  );
