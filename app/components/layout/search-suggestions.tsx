import { useFetcher, useNavigate } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/lib/i18n/use-translation";
import type { Locale } from "@contract/locale";
import { buildQuery } from "@contract/query";
import { SUGGEST_MIN_LENGTH, type SuggestionOption } from "~/features/catalog/search-suggestions";
import type { SuggestionsAnswer } from "~/features/catalog/routes/search-suggestions";

const DEBOUNCE_MS = 200;

function setAttribute(element: HTMLElement, name: string, value: string | undefined) {
  if (value === undefined) element.removeAttribute(name);
  else element.setAttribute(name, value);
}

/**
 * The header search's suggestions (ARIA 1.2 combobox pattern): a listbox of parts, categories and manufacturers
 * under the search box's own input as you type. Loaded on the search box's first focus so that a page's first
 * JavaScript stays small; the input is never replaced, so focus and what was typed stay. The search box renders
 * the input's combobox role; this sets what changes (aria-expanded, aria-activedescendant).
 */
export default function SearchSuggestions({ input, locale, listId }: { input: HTMLInputElement; locale: Locale; listId: string }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<SuggestionsAnswer>();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const timer = useRef<ReturnType<typeof setTimeout>>();

  const options: SuggestionOption[] = fetcher.data?.options ?? [];
  const readAs = fetcher.data?.readAs ?? [];
  const readingId = `${listId}-reading`;
  const expanded = open && options.length > 0;
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

  function keyDown(event: KeyboardEvent) {
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

  // The input's listeners are attached once and call this render's handlers.
  const latest = useRef({ suggest, keyDown, hasOptions: options.length > 0 });
  useEffect(() => {
    latest.current = { suggest, keyDown, hasOptions: options.length > 0 };
  });

  useEffect(() => {
    const onInput = () => latest.current.suggest(input.value);
    const onKeyDown = (event: KeyboardEvent) => latest.current.keyDown(event);
    const onFocus = () => latest.current.hasOptions && setOpen(true);
    const onBlur = () => setTimeout(() => setOpen(false), 150);
    const onSubmit = () => setOpen(false);
    input.addEventListener("input", onInput);
    input.addEventListener("keydown", onKeyDown);
    input.addEventListener("focus", onFocus);
    input.addEventListener("blur", onBlur);
    input.form?.addEventListener("submit", onSubmit);
    // What was typed while this module loaded.
    if (input.value !== input.defaultValue) onInput();
    return () => {
      clearTimeout(timer.current);
      input.removeEventListener("input", onInput);
      input.removeEventListener("keydown", onKeyDown);
      input.removeEventListener("focus", onFocus);
      input.removeEventListener("blur", onBlur);
      input.form?.removeEventListener("submit", onSubmit);
    };
  }, [input]);

  useEffect(() => {
    setAttribute(input, "aria-expanded", String(expanded));
    setAttribute(input, "aria-activedescendant", expanded && active >= 0 ? optionId(active) : undefined);
  });

  return (
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
  );
}
