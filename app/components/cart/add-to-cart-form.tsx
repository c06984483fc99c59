import { useActionData, useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Locale } from "@contract/locale";
import type { PriceBreak } from "@contract/api/catalog/schemas";
import type { AnalyticsItem } from "~/lib/analytics";
import { cartErrorOf } from "~/lib/cart-forms";
import { analytics as loadAnalytics, useAnalyticsUserType } from "./use-cart-events";
import { formatQuantity } from "~/lib/format";

interface AddToCartFormProps {
  locale: Locale;
  variantId: number;
  /** The part as a screen reader hears it in a row's labels: its MPN and packaging. */
  partLabel: string;
  minimumOrderQuantity: number;
  orderQuantityMultiplier: number;
  /** The quantity field's id (unique on the page). */
  inputId: string;
  /** A list row: compact, the label for screen readers only. */
  compact?: boolean;
  /** The part as the add_to_cart event reports it, its price breaks (empty: no price shown) and their currency (analytics.ts). */
  analytics: { item: Omit<AnalyticsItem, "quantity" | "price">; breaks: PriceBreak[]; currency: string };
}

/**
 * A part's quantity and "add to cart": a plain post to the page's own action (cart-actions.server.ts), which
 * without JavaScript answers with a redirect and a toast, or with the server's refusal next to the field and the
 * typed quantity kept; with JavaScript the same through a fetcher, the page and the header's count updating in place.
 * The browser does not check the quantity (noValidate): the minimum and the multiple are the server's to judge.
 */
export function AddToCartForm({
  locale,
  variantId,
  partLabel,
  minimumOrderQuantity,
  orderQuantityMultiplier,
  inputId,
  compact = false,
  analytics,
}: AddToCartFormProps) {
  const { t } = useTranslation(["cart", "catalog"]);
  const fetcher = useFetcher();
  const actionData = useActionData();
  // A fetcher keeps its last data through a later submission that redirects (a success): only data that arrived
  // after this form was last sent is its answer.
  const [dataWhenSent, setDataWhenSent] = useState<unknown>(undefined);
  const answer = fetcher.data !== dataWhenSent ? fetcher.data : undefined;
  const error = cartErrorOf(answer ?? actionData, `add-${variantId}`);
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const pending = fetcher.state !== "idle";
  const userType = useAnalyticsUserType();
  useAddToCartEvent(fetcher.state, fetcher.formData, answer, `add-${variantId}`, (quantity) => {
    void loadAnalytics().then(({ priceAt, pushCartEvent }) =>
      pushCartEvent("add_to_cart", {
        currency: analytics.currency,
        userType,
        items: [{ ...analytics.item, price: priceAt(analytics.breaks, quantity), quantity }],
      }),
    );
  });

  return (
    <fetcher.Form method="post" noValidate className={compact ? "space-y-1" : "space-y-1.5"} onSubmit={() => setDataWhenSent(fetcher.data)}>
      <input type="hidden" name="intent" value="add" />
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
      <span id={hintId} className="tabular block text-xs text-gray-600">
        {t("catalog:list.quantityHint", {
          moq: formatQuantity(minimumOrderQuantity, locale),
          multiple: formatQuantity(orderQuantityMultiplier, locale),
        })}
      </span>
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

/** Calls `added` with the quantity once a submission of this form ends without a refusal (a redirect: the part went in). */
function useAddToCartEvent(
  state: ReturnType<typeof useFetcher>["state"],
  formData: FormData | undefined,
  answer: unknown,
  form: string,
  added: (quantity: number) => void,
) {
  const submitted = useRef<number | null>(null);
  const latest = useRef(added);
  useEffect(() => {
    latest.current = added;
  });
  useEffect(() => {
    if (state === "submitting") submitted.current = Number(formData?.get("quantity"));
    else if (state === "idle" && submitted.current !== null) {
      if (!cartErrorOf(answer, form)) latest.current(submitted.current);
      submitted.current = null;
    }
  }, [state, formData, answer, form]);
}
