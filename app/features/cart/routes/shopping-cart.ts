import type { ActionFunctionArgs } from "@remix-run/node";
import { cartAction } from "~/features/cart/cart-actions.server";
import { jsonRoute } from "~/server/json-route.server";

/** An action's `data(body, init)` as the JSON response it stands for (Remix sends a resource route's `data` as 200). */
function jsonResponse(answer: Response | { data: unknown; init: ResponseInit | null }): Response {
  return answer instanceof Response ? answer : Response.json(answer.data, answer.init ?? undefined);
}

/**
 * POST /api/shoppingCart?lng=tr|en: every cart intent (add, update-slots, customer-number, package, remove, share,
 * create, rename, delete, save, set-active-cart…) answered in the spec's JSON rather than a page, for the scripted
 * forms' fetchers and for curl (app/features/cart/cart-answers.server.ts); a failure is the error envelope. The same
 * posts to a page answer that page.
 */
export async function action(args: ActionFunctionArgs) {
  return jsonRoute(args, async () => jsonResponse(await cartAction(args, { json: true })));
}
