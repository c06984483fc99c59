import { useHydrated } from "~/lib/use-hydrated";
import { FIELDS_KEPT_BY_BROWSER } from "~/features/account/forms/signup";

/**
 * Tells the action that this page's scripts submit the form and keep what was typed in it (the password, the chosen
 * file) when it comes back refused; without them the page is rebuilt and those fields are asked for again.
 */
export function FieldsKeptMarker() {
  return useHydrated() ? <input type="hidden" name={FIELDS_KEPT_BY_BROWSER} value="1" /> : null;
}
