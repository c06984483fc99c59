import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { browserTranslationSource } from "./lib/i18n/browser-translation-source";
import { TranslationProvider } from "./lib/i18n/use-translation";

const translations = browserTranslationSource(document);

startTransition(() => {
  hydrateRoot(
    document,
    <TranslationProvider source={translations}>
      <StrictMode>
        <RemixBrowser />
      </StrictMode>
    </TranslationProvider>,
  );
});
