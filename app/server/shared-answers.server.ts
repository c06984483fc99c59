import type { RouteArgs } from "./api.server";
import { isGuest } from "./auth.server";
import { languageOf } from "./language.server";
import { readUserSettings } from "./user-settings.server";

/**
 * What a visitor who is not signed in sees alike with every other such visitor is keyed by language and currency (the
 * API's public catalog answers vary by these only); a signed-in visitor's is their own: null.
 */
export async function guestAudienceKey(args: RouteArgs): Promise<string | null> {
  if (!(await isGuest(args))) return null;
  const locale = languageOf(args.request);
  const { currencyCode } = await readUserSettings(args.request, locale);
  return `${locale} ${currencyCode}`;
}

/**
 * What every visitor of a key (a language, a currency) sees alike, kept by this storefront process for `maxAgeMs`
 * instead of asked of the API on every page: concurrent pages of an expired key share one request, and a failure is
 * not kept (the next page asks again) but leaves what was kept earlier to use. With `maxKeys`, a key kept beyond that
 * many forgets the one stored longest ago (keys without bound: a list's every query).
 */
export function sharedAnswers<T>(maxAgeMs: number, { maxKeys = Infinity }: { maxKeys?: number } = {}) {
  const kept = new Map<string, { value: T; until: number }>();
  const asking = new Map<string, Promise<T | null>>();
  // A Map iterates in the order keys were stored: stored again, a key goes last.
  const keep = (key: string, value: T) => {
    kept.delete(key);
    kept.set(key, { value, until: Date.now() + maxAgeMs });
    if (kept.size > maxKeys) kept.delete(kept.keys().next().value!);
  };
  return {
    /** The kept value of `key`, else what `load` gives (null: it failed), else the value kept earlier, else null. */
    async get(key: string, load: () => Promise<T | null>): Promise<T | null> {
      const entry = kept.get(key);
      if (entry && entry.until > Date.now()) return entry.value;
      let pending = asking.get(key);
      if (!pending) {
        pending = load()
          .then((value) => {
            if (value !== null) keep(key, value);
            return value;
          })
          .finally(() => asking.delete(key));
        asking.set(key, pending);
      }
      return (await pending) ?? kept.get(key)?.value ?? null;
    },
  };
}
