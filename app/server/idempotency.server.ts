import { randomBytes } from "node:crypto";
import { FORM_KEY } from "@contract/idempotency";
import { IDEMPOTENCY_FIELD } from "~/lib/forms/fields";
import { readGuestId } from "./cookies.server";

// Idempotent writes from the storefront's side (docs/decisions/016-idempotent-writes.md): each form carries a key
// born with the page (FormKeyField); the action's API calls send it, one key per unsafe call in the order the action
// makes them, so a browser's retry or a second click repeats exactly the calls the first post made.

const posts = new WeakMap<Request, { key: string; calls: number }>();

/**
 * The page's seed for its forms' keys: only for a visitor the API can tell apart (a session or a guest cookie), whose
 * pages no shared cache keeps; a first-time visitor's pages stay the same for everyone (and cacheable).
 */
export async function formKeySeed(request: Request, signedIn: boolean): Promise<string | null> {
  return signedIn || (await readGuestId(request)) !== null ? randomBytes(12).toString("base64url") : null;
}

/** Remembers the posted form's key for the API calls of this request (forms.server.ts readForm). */
export function rememberFormKey(request: Request, formData: FormData) {
  const key = formData.get(IDEMPOTENCY_FIELD);
  if (typeof key === "string" && FORM_KEY.test(key)) posts.set(request, { key, calls: 0 });
}

/** The Idempotency-Key of the next unsafe API call of this request, if its form carried a key. */
export function nextCallKey(request: Request): string | undefined {
  const post = posts.get(request);
  if (!post) return undefined;
  post.calls += 1;
  return `${post.key}.${post.calls}`;
}
