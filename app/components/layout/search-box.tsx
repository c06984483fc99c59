import { Form } from "~/components/ui/form";
import { lazy, Suspense, useId, useRef, useState } from "react";
import { useTranslation } from "~/lib/i18n/use-translation";
import type { Locale } from "@contract/locale";
import { pathFor } from "@contract/paths";
import { useHydrated } from "~/lib/use-hydrated";

const SearchSuggestions = lazy(() => import("./search-suggestions"));

/**
 * The header search: a plain GET form to the product list; with JavaScript, from its first focus on, also a
 * combobox that suggests as you type (search-suggestions.tsx, loaded then).
 */
export function SearchBox({ locale, searchTerm }: { locale: Locale; searchTerm: string }) {
  const { t } = useTranslation();
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [input, setInput] = useState<HTMLInputElement | null>(null);
  const hydrated = useHydrated();

  return (
    <Form
      method="get"
      action={pathFor("productLists", locale)}
      role="search"
      aria-label={t("search.label")}
      className="relative order-last flex w-full md:order-none md:flex-1"
    >
      <label htmlFor="site-search" className="sr-only">
        {t("search.label")}
      </label>
      <input
        ref={inputRef}
        id="site-search"
        type="search"
        name="search"
        defaultValue={searchTerm}
        placeholder={t("search.placeholder")}
        autoComplete="off"
        className="w-full rounded-l border-0 px-3 py-2 text-gray-900"
        onFocus={() => setInput(inputRef.current)}
        // A combobox once scripts run; search-suggestions.tsx opens it (aria-expanded) when it has suggestions.
        {...(hydrated ? { role: "combobox", "aria-autocomplete": "list" as const, "aria-expanded": false, "aria-controls": listId } : {})}
      />
      <button type="submit" className="rounded-r bg-accent-600 px-4 py-2 font-semibold text-white hover:bg-accent-700">
        {t("search.submit")}
      </button>
      {input && (
        <Suspense fallback={null}>
          <SearchSuggestions input={input} locale={locale} listId={listId} />
        </Suspense>
      )}
    </Form>
  );
}
