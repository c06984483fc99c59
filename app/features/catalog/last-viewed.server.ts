import { recordView } from "@contract/api/catalog/operations";
import { api, ApiError, type RouteArgs } from "~/server/api.server";
import { readGuestId, requestWithGuestId } from "~/server/cookies.server";
import { getSession, sessionTokens } from "~/server/session.server";

/**
 * Records that this visitor saw a variant: a signed-in user, else a guest by the guest id. `createGuestId` gives a
 * guest without one a new id, whose cookie is returned (to go out with the answer); without it, such a guest's view
 * is not recorded (`recorded: false`), so that a page stays free of cookies and cacheable
 * (docs/decisions/005-cookies-and-caching.md). A failure of the API never breaks the page.
 */
export async function recordProductView(
  args: RouteArgs,
  variantId: number,
  { createGuestId }: { createGuestId: boolean },
): Promise<{ recorded: boolean; setCookie: string | null }> {
  let request = args.request;
  let setCookie: string | null = null;
  if (sessionTokens(await getSession(request)) === null) {
    if (createGuestId) ({ request, setCookie } = await requestWithGuestId(request));
    else if ((await readGuestId(request)) === null) return { recorded: false, setCookie: null };
  }
  try {
    await api({ request, context: args.context }).call(recordView, { body: { variantId } });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
  }
  return { recorded: true, setCookie };
}
