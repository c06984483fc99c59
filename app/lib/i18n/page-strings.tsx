import { useMatches } from "@remix-run/react";
import { usePageLocale } from "~/lib/use-page-locale";
import { declaredNamespaces } from "./declared-namespaces";
import { PAGE_STRINGS_ID } from "./translation-source";
import { useTranslationSource } from "./use-translation";

/** The namespaces the matched routes declare (`handle.i18n`): what a part rendered after the shell may need. */
function useDeclaredNamespaces(): string[] {
  return useMatches().flatMap((match) => declaredNamespaces(match.handle));
}

/**
 * The page's strings as JSON, for the browser's translator (docs/decisions/062-page-javascript.md). Rendered after the
 * page's content, so the server has seen every namespace the content asked for; the browser keeps what it started with.
 */
export function PageStrings() {
  const source = useTranslationSource();
  const text = source.pageStringsText(usePageLocale(), useDeclaredNamespaces());
  return <script type="application/json" id={PAGE_STRINGS_ID} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: text }} />;
}
