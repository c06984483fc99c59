import { searchVariants } from "@contract/api/catalog/operations";
import type { VariantSearchQuery } from "@contract/api/catalog/queries";
import type { VariantSearchResult } from "@contract/api/catalog/schemas";
import { api, type RouteArgs } from "~/server/api.server";
import { guestAudienceKey, sharedAnswers } from "~/server/shared-answers.server";

/**
 * A list answer is the same for every caller without a company, by language and currency (api/modules/catalog/http.ts
 * marks it public). Each storefront process keeps the answers of the lists that visitors who are not signed in open,
 * for as long as the API's search index may itself be behind the database (CATALOG_INDEX_STALENESS_MS, 1 s by
 * default), up to `LIST_KEYS_KEPT` lists: under load, a popular list is asked of the API about once a second instead
 * of on every view, and a visitor sees a change no later than the index's bound allowed already, give or take that
 * second (docs/decisions/063-list-page-time.md). A signed-in user's lists are asked each time: a business user's show
 * the company's special products and part numbers.
 */
const LIST_MAX_AGE_MS = 1_000;
const LIST_KEYS_KEPT = 200;
const guestLists = sharedAnswers<VariantSearchResult>(LIST_MAX_AGE_MS, { maxKeys: LIST_KEYS_KEPT });

/** The list answer of `query` for this visitor; the API's refusal (a 400, the API away) is thrown as the call's. */
export async function listAnswer(args: RouteArgs, query: VariantSearchQuery): Promise<VariantSearchResult> {
  const ask = async () => (await api(args).call(searchVariants, { query })).data;
  const audience = await guestAudienceKey(args);
  if (audience === null) return ask();
  let refused: { error: unknown } | undefined;
  const kept = await guestLists.get(`${audience} ${JSON.stringify(query)}`, () =>
    ask().catch((error: unknown) => {
      refused = { error };
      return null;
    }),
  );
  if (kept) return kept;
  if (refused) throw refused.error;
  // Another page's request for the same list failed meanwhile, and nothing was kept before it: ask for this page.
  return ask();
}
