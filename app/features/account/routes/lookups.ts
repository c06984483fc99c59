import type { LoaderFunctionArgs } from "@remix-run/node";
import { addressChoiceOf } from "~/features/account/address-lookups";
import { addressLookups } from "~/features/account/lookups.server";
import { jsonRoute } from "~/server/json-route.server";

/**
 * GET /api/lookups/address?countryCode=TR&cityId=34&townId=…: the address lists for a choice, so that
 * address forms refill their dependent selects with a fetcher (without JavaScript the page re-renders).
 */
export async function loader(args: LoaderFunctionArgs) {
  const choice = addressChoiceOf(Object.fromEntries(new URL(args.request.url).searchParams));
  return jsonRoute(args, async () =>
    Response.json(await addressLookups(args, choice), { headers: { "Cache-Control": "private, max-age=300" } }),
  );
}
