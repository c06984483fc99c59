/**
 * What every visitor of a key (a language, a currency) sees alike, kept by this storefront process for `maxAgeMs`
 * instead of asked of the API on every page: concurrent pages of an expired key share one request, and a failure is
 * not kept (the next page asks again) but leaves what was kept earlier to use.
 */
export function sharedAnswers<T>(maxAgeMs: number) {
  const kept = new Map<string, { value: T; until: number }>();
  const asking = new Map<string, Promise<T | null>>();
  return {
    /** The kept value of `key`, else what `load` gives (null: it failed), else the value kept earlier, else null. */
    async get(key: string, load: () => Promise<T | null>): Promise<T | null> {
      const entry = kept.get(key);
      if (entry && entry.until > Date.now()) return entry.value;
      let pending = asking.get(key);
      if (!pending) {
        pending = load()
          .then((value) => {
            if (value !== null) kept.set(key, { value, until: Date.now() + maxAgeMs });
            return value;
          })
          .finally(() => asking.delete(key));
        asking.set(key, pending);
      }
      return (await pending) ?? kept.get(key)?.value ?? null;
    },
  };
}
