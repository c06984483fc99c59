import { queryOf } from "~/lib/list-query";

/** Hidden fields that carry the current query through a GET form, except the keys the form itself sets. */
export function KeepParams({ search, drop }: { search: URLSearchParams; drop: (key: string) => boolean }) {
  const kept = Object.entries(queryOf(search)).filter(([key]) => key !== "page" && !drop(key));
  return (
    <>
      {kept.flatMap(([key, raw]) =>
        (Array.isArray(raw) ? raw : [raw]).map((value, index) => (
          <input key={`${key}-${index}`} type="hidden" name={key} value={String(value ?? "")} />
        )),
      )}
    </>
  );
}
