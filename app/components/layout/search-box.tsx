import { Form, useFetcher, useNavigate } from "@remix-run/react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Locale } from "@contract/locale";
import { pathFor } from "@contract/paths";
import { buildQuery } from "@contract/query";
import { SUGGEST_MIN_LENGTH, type SuggestionOption } from "~/lib/search-suggestions";
import type { SuggestionsAnswer } from "~/routes/resources/search-suggestions";
import { useHydrated } from "~/lib/use-hydrated";

const DEBOUNCE_MS = 200;

/**
 * The header search: a plain GET form to the product list; with JavaScript also a combobox whose
 * listbox suggests parts, categories and manufacturers as you type (ARIA 1.2 combobox pattern).
 */
export function SearchBox({ locale, searchTerm }: { locale: Locale; searchTerm: string }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<SuggestionsAnswer>();
  const navigate = useNavigate();
  const listId = useId();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);

  const options: SuggestionOption[] = fetcher.data?.options ?? [];
  const readAs = fetcher.data?.readAs ?? [];
  const readingId = `${listId}-reading`;
  const expanded = hydrated && open && options.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;

  function suggest(value: string) {
    clearTimeout(timer.current);
    setActive(-1);
    if (value.trim().length < SUGGEST_MIN_LENGTH) {
      setOpen(false);
      return;
    }
    timer.current = setTimeout(() => {
      fetcher.load(`/api/search-suggestions?${buildQuery({ q: value.trim(), lng: locale })}`);
      setOpen(true);
    }, DEBOUNCE_MS);
  }

  function choose(option: SuggestionOption) {
    setOpen(false);
    navigate(option.href);
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" && options.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index + 1) % options.length);
    } else if (event.key === "ArrowUp" && expanded) {
      event.preventDefault();
      setActive((index) => (index <= 0 ? options.length - 1 : index - 1));
    } else if (event.key === "Escape") {
      setOpen(false);
      setActive(-1);
    } else if (event.key === "Enter" && expanded && active >= 0) {
      event.preventDefault();
      choose(options[active]);
    }
  }

  return (
    <Form
      method="get"
      action={pathFor("productLists", locale)}
      role="search"
      aria-label={t("search.label")}
      className="relative order-last flex w-full md:order-none md:flex-1"
      onSubmit={() => setOpen(false)}
    >
      <label htmlFor="site-search" className="sr-only">
        {t("search.label")}
      </label>
      <input
        id="site-search"
        type="search"
        name="search"
        defaultValue={searchTerm}
        placeholder={t("search.placeholder")}
        autoComplete="off"
        className="w-full rounded-l border-0 px-3 py-2 text-gray-900"
        onChange={(event) => suggest(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onFocus={() => options.length > 0 && setOpen(true)}
        {...(hydrated
          ? {
              role: "combobox",
              "aria-autocomplete": "list" as const,
              "aria-expanded": expanded,
              "aria-controls": listId,
              "aria-activedescendant": expanded && active >= 0 ? optionId(active) : undefined,
            }
          : {})}
      />
      <button type="submit" className="rounded-r bg-accent-600 px-4 py-2 font-semibold text-white hover:bg-accent-700">
        {t("search.submit")}
      </button>
      {hydrated && (
        <div
          hidden={!expanded}
          className="absolute left-0 right-0 top-full z-30 mt-1 rounded border border-gray-200 bg-white text-gray-900 shadow-lg"
        >
          {readAs.length > 0 && (
            <p id={readingId} className="border-b border-gray-100 px-3 py-1.5 text-xs text-gray-700">
              {t("search.readAs")}{" "}
              <span className="tabular font-semibold">{readAs.map((value) => `${value.label} = ${value.display}`).join(", ")}</span>
            </p>
          )}
          <ul
            id={listId}
            role="listbox"
            aria-label={t("search.suggestions")}
            aria-describedby={readAs.length > 0 ? readingId : undefined}
            className="max-h-96 overflow-y-auto py-1"
          >
            {options.map((option, index) => (
              <li
                key={option.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(option)}
                className={`cursor-pointer px-3 py-1.5 text-sm ${index === active ? "bg-primary-50" : "hover:bg-gray-50"}`}
              >
                <span className="mr-2 text-xs uppercase tracking-wide text-gray-600">{t(`search.kind.${option.kind}`)}</span>
                <span className={option.kind === "part" ? "font-part font-semibold text-primary-800" : "font-medium"}>
                  {option.kind === "all" ? t("search.allResults", { search: option.label }) : option.label}
                </span>
                {option.detail && <span className="block truncate text-xs text-gray-600">{option.detail}</span>}
              </li>
            ))}
          </ul>
        </div>
      )}
    </Form>
  );
}
