import { useActionData, useFetcher } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Locale } from "@contract/locale";
import { CART_INTENTS, cartApiPath, cartErrorOf } from "~/features/cart/cart-forms";
import { useHydrated } from "~/lib/use-hydrated";
import { FormKeyField } from "~/components/ui/form-key-field";
import { QuantityHint } from "./quantity-hint";

/** What the form needs of a part: its ordering rules (the add_to_cart event is the server's: analytics-flash.server.ts). */
export interface PartToAdd {
  variantId: number;
  minimumOrderQuantity: number;
  orderQuantityMultiplier: number;
}

interface AddToCartFormProps {
  locale: Locale;
  part: PartToAdd;
  /** The part as a screen reader hears it in a row's labels: its MPN and packaging. */
  partLabel: string;
  /** The quantity field's id (unique on the page). */
  inputId: string;
  /** A list row: compact, the label for screen readers only. */
  compact?: boolean;
}

/**
 * A part's quantity and "add to cart": a plain post to the page's own action (cart-actions.server.ts), which
 * without JavaScript answers with a redirect and a toast, or with the server's refusal next to the field and the
 * typed quantity kept; with JavaScript a fetcher posts it and gets the spec's JSON answer, the page and the header's
 * count updating in place.
 * The browser does not check the quantity (noValidate): the minimum and the multiple are the server's to judge.
 */
export function AddToCartForm({ locale, part, partLabel, inputId, compact = false }: AddToCartFormProps) {
  const { variantId, minimumOrderQuantity, orderQuantityMultiplier } = part;
  const { t } = useTranslation(["cart", "catalog"]);
  const fetcher = useFetcher();
  const hydrated = useHydrated();
  const actionData = useActionData();
  // A fetcher keeps its last data through a later submission that redirects (a success): only data that arrived
  // after this form was last sent is its answer.
  const [dataWhenSent, setDataWhenSent] = useState<unknown>(undefined);
  const answer = fetcher.data !== dataWhenSent ? fetcher.data : undefined;
  const error = cartErrorOf(answer ?? actionData, `add-${variantId}`);
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const pending = fetcher.state !== "idle";

  return (
    // With scripts the fetcher posts to the cart's JSON route (the header's count reloads, the toast shows); without,
    // the form posts to its own page.
    <fetcher.Form
      method="post"
      action={hydrated ? cartApiPath(locale) : undefined}
      noValidate
      className={compact ? "space-y-1" : "space-y-1.5"}
      onSubmit={() => setDataWhenSent(fetcher.data)}
    >
      <FormKeyField />
      <input type="hidden" name="intent" value={CART_INTENTS.add} />
      <input type="hidden" name="variantId" value={variantId} />
      <label htmlFor={inputId} className={compact ? "sr-only" : "block text-sm font-medium text-gray-800"}>
        {compact ? t("catalog:list.quantityFor", { mpn: partLabel }) : t("catalog:list.quantity")}
      </label>
      <input
        // A refusal puts back what was typed (a new key: the field takes the new default).
        key={error?.value ?? "initial"}
        id={inputId}
        name="quantity"
        type="number"
        inputMode="numeric"
        min={minimumOrderQuantity}
        step={orderQuantityMultiplier}
        defaultValue={error?.value ?? minimumOrderQuantity}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${errorId} ${hintId}` : hintId}
        className={`tabular rounded border px-1.5 py-1 ${compact ? "w-20 text-sm" : "w-32"} ${error ? "border-danger-700" : "border-gray-400"}`}
      />
      <QuantityHint id={hintId} locale={locale} minimum={minimumOrderQuantity} multiple={orderQuantityMultiplier} />
      {error && (
        <p id={errorId} role="alert" className="text-xs font-medium text-danger-700">
          {error.message}
        </p>
      )}
      <button
        type="submit"
        aria-label={compact ? t("addFor", { mpn: partLabel }) : undefined}
        disabled={pending}
        className={`rounded bg-accent-600 font-semibold text-white hover:bg-accent-700 disabled:opacity-70 ${compact ? "px-2 py-1 text-xs" : "px-4 py-2"}`}
      >
        {pending ? t("adding") : t("add")}
      </button>
    </fetcher.Form>
  );
}
