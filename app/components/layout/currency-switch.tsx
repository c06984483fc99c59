import { useLocation, useSubmit } from "@remix-run/react";
import { Form } from "~/components/ui/form";
import { useTranslation } from "~/lib/i18n/use-translation";
import { CURRENCIES, type CurrencyCode } from "@contract/limits";

/**
 * Kept in the user-settings cookie; a plain form post with an Apply button where scripts are off, submitted on change
 * where they run. The button is in `<noscript>`, not removed at hydration: the header keeps its width (no layout shift).
 */
export function CurrencySwitch({ currency }: { currency: CurrencyCode }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const submit = useSubmit();
  return (
    <Form method="post" action="/api/user-settings" className="flex items-center gap-1" onChange={(event) => submit(event.currentTarget)}>
      <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />
      <label htmlFor="currency-switch" className="sr-only">
        {t("currency.label")}
      </label>
      {/* Keyed by the currency: a change saved elsewhere (the settings page) remounts it with the new default. */}
      <select
        key={currency}
        id="currency-switch"
        name="currencyCode"
        defaultValue={currency}
        className="rounded border-0 bg-primary-700 py-1 pl-2 pr-7 text-sm text-white"
      >
        {CURRENCIES.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="rounded bg-primary-700 px-2 py-1 text-sm text-white">
          {t("currency.apply")}
        </button>
      </noscript>
    </Form>
  );
}
