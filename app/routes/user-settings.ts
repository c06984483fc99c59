import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { localeFromPath } from "@contract/locale";
import { isLocalPath } from "@contract/paths";
import { isCurrency } from "@contract/limits";
import { readForm } from "~/server/forms.server";
import { readUserSettings, withCurrency, writeUserSettings } from "~/server/user-settings.server";

/** GET /api/user-settings (docs/spec.md §7): languageCode, currencyCode, countryCode, timestamp, isAuthenticated. */
export async function loader({ request }: LoaderFunctionArgs) {
  return Response.json(await readUserSettings(request), { headers: { "Cache-Control": "private, no-store" } });
}

/** POST: change the currency, then go back to the page the form was on. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await readForm(request);
  const currencyCode = form.get("currencyCode");
  const redirectTo = form.get("redirectTo");
  if (!isCurrency(currencyCode)) return data({ success: false, error: "currencyCode must be USD, TRY or EUR" }, { status: 400 });

  const back = isLocalPath(redirectTo) ? redirectTo : "/";
  const settings = withCurrency(await readUserSettings(request, localeFromPath(back)), currencyCode);
  return redirect(back, { status: 303, headers: { "Set-Cookie": await writeUserSettings(settings) } });
}
