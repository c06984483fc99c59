import { useActionData, useFetcher } from "@remix-run/react";
import { useState, type ReactNode } from "react";
import { useTranslation } from "~/lib/i18n/use-translation";
import type { Locale } from "@contract/locale";
import { CART_INTENTS, cartApiPath, cartErrorOf } from "~/features/cart/cart-forms";
import { failureMessage } from "~/lib/failure-message";
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
  /** The quantity the field starts with (a round trip's typed text), else the minimum order quantity. */
  quantity?: string;
  /** What to show under the field for the quantity as typed (the product page's total); `id` joins its description. */
  quantityNote?: { id: string; render: (typed: string) => ReactNode };
  /**
   * The form's id, given when a field outside it names the part: a list row's packaging choice, a
   * `<select name="variantId" form={formId}>` where the row states the packaging. The form then has no variantId of its own.
   */
  formId?: string;
}

/**
 * A part's quantity and "add to cart": a plain post to the page's own action (cart-actions.server.ts), which
 * without JavaScript answers with a redirect and a toast, or with the server's refusal next to the field and the
 * typed quantity kept; with JavaScript a fetcher posts it and gets the spec's JSON answer, the page and the header's
 * count updating in place.
 * The browser does not check the quantity (noValidate): the minimum and the multiple are the server's to judge.
 */
export function AddToCartForm({ locale, part, partLabel, inputId, compact = false, quantity, quantityNote, formId }: AddToCartFormProps) {
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
  // The cart's JSON route could not add it at all (the store is away: its error envelope); nothing typed is wrong.
  const failure = failureMessage(answer);
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const pending = fetcher.state !== "idle";
  // The field starts again (a new key) for another packaging, a refusal's typed quantity or a round trip's; the text
  // typed since is the note's.
  const initial = error?.value ?? quantity ?? String(minimumOrderQuantity);
  const fieldKey = `${variantId}:${initial}`;
  const [typed, setTyped] = useState({ fieldKey, text: initial });
  const typedText = typed.fieldKey === fieldKey ? typed.text : initial;
  // The server's refusal of this very quantity says it already.
  const note = quantityNote && !(error && error.value === typedText) ? quantityNote : undefined;
  const describedBy = [error || failure ? errorId : null, hintId, note?.id].filter(Boolean).join(" ");
  const quantityField = (
    <input
      // A refusal or a round trip puts back what was typed (a new key: the field takes the new default).
      key={fieldKey}
      id={inputId}
      name="quantity"
      type="number"
      inputMode="numeric"
      min={minimumOrderQuantity}
      step={orderQuantityMultiplier}
      defaultValue={initial}
      onChange={(event) => setTyped({ fieldKey, text: event.target.value })}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy}
      className={`tabular rounded border px-1.5 ${compact ? "w-20 py-1 text-sm" : "w-32 py-2"} ${error ? "border-danger-700" : "border-gray-400"}`}
    />
  );
  const addButton = (
    <button
      type="submit"
      aria-label={compact ? t("addFor", { mpn: partLabel }) : undefined}
      disabled={pending}
      className={`rounded bg-accent-600 font-semibold text-white hover:bg-accent-700 disabled:opacity-70 ${compact ? "px-2 py-1 text-xs" : "px-4 py-2"}`}
    >
      {pending ? t("adding") : t("add")}
    </button>
  );

  return (
    // With scripts the fetcher posts to the cart's JSON route (the header's count reloads, the toast shows); without,
    // the form posts to its own page.
    <fetcher.Form
      id={formId}
      method="post"
      action={hydrated ? cartApiPath(locale) : undefined}
      noValidate
      className={compact ? "space-y-1" : "space-y-1.5"}
      onSubmit={() => setDataWhenSent(fetcher.data)}
    >
      <FormKeyField />
      <input type="hidden" name="intent" value={CART_INTENTS.add} />
      {formId === undefined && <input type="hidden" name="variantId" value={variantId} />}
      <label htmlFor={inputId} className={compact ? "sr-only" : "block text-sm font-medium text-gray-800"}>
        {compact ? t("catalog:list.quantityFor", { mpn: partLabel }) : t("catalog:list.quantity")}
      </label>
      {/* The product page has the field and its button on one row, the button first of the form's buttons (Enter in
          the field adds to the cart); a list row stacks them, the button last. */}
      {compact ? (
        quantityField
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          {quantityField}
          {addButton}
        </div>
      )}
      <QuantityHint id={hintId} locale={locale} minimum={minimumOrderQuantity} multiple={orderQuantityMultiplier} />
      {(error || failure) && (
        <p id={errorId} role="alert" className="text-xs font-medium text-danger-700">
          {error ? error.message : failure}
        </p>
      )}
      {compact && addButton}
      {note?.render(typedText)}
    </fetcher.Form>
  );
}
