import { useLocation, useRouteLoaderData } from "@remix-run/react";
import { useId } from "react";
import { IDEMPOTENCY_FIELD } from "~/lib/forms/fields";
import type { loader as rootLoader } from "~/root";

/** A short, stable tag of a path: a page's forms get keys of their own although `useId` restarts on every page. */
function pathTag(path: string): string {
  let hash = 2166136261;
  for (let index = 0; index < path.length; index += 1) hash = Math.imul(hash ^ path.charCodeAt(index), 16777619);
  return (hash >>> 0).toString(36);
}

/**
 * The form's idempotency key (docs/decisions/016-idempotent-writes.md): born with the page — the root loader's seed,
 * renewed by every post (loaders run again after an action), the page and the form's place in it — so that a
 * browser's retry or a second click posts the same key. None for a visitor without a session or guest cookie.
 */
export function FormKeyField() {
  const seed = useRouteLoaderData<typeof rootLoader>("root")?.formKeySeed;
  const { pathname } = useLocation();
  const id = useId().replace(/[^A-Za-z0-9]/g, "");
  if (!seed) return null;
  return <input type="hidden" name={IDEMPOTENCY_FIELD} value={`${seed}.${pathTag(pathname)}.${id}`} />;
}
