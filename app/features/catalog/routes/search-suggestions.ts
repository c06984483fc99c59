import type { LoaderFunctionArgs } from "@remix-run/node";
import { headerSearch } from "@contract/api/catalog/operations";
import {
  readValues,
  SUGGEST_MIN_LENGTH,
  suggestionOptions,
  type ReadValue,
  type SuggestionOption,
} from "~/features/catalog/search-suggestions";
import { api, ApiError } from "~/server/api.server";
import { jsonRoute } from "~/server/json-route.server";
import { languageOf } from "~/server/language.server";

export interface SuggestionsAnswer {
  search: string;
  options: SuggestionOption[];
  /** The values the search was read as, shown above the suggestions. */
  readAs: ReadValue[];
}

/** GET /api/search-suggestions?q=…&lng=en: the header search's suggestions as you type (JavaScript only). */
export async function loader(args: LoaderFunctionArgs) {
  const url = new URL(args.request.url);
  const search = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const locale = languageOf(args.request);
  const headers = { "Cache-Control": "private, max-age=30" };
  if (search.length < SUGGEST_MIN_LENGTH)
    return Response.json({ search, options: [], readAs: [] } satisfies SuggestionsAnswer, { headers });
  return jsonRoute(args, async () => {
    try {
      const { data } = await api(args).call(headerSearch, { query: { search, take: 8 } });
      const answer = { search, options: suggestionOptions(data, locale, search), readAs: readValues(data) } satisfies SuggestionsAnswer;
      return Response.json(answer, { headers });
    } catch (error) {
      // Suggestions are a convenience: the form still submits to the list.
      if (error instanceof ApiError)
        return Response.json({ search, options: [], readAs: [] } satisfies SuggestionsAnswer, { status: 200, headers });
      throw error;
    }
  });
}
