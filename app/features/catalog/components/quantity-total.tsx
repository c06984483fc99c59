import { useTranslation } from "~/lib/i18n/use-translation";
import type { PriceBreak } from "@contract/api/catalog/schemas";
import type { Locale } from "@contract/locale";
import { breakAt } from "@contract/price-breaks";
import { extendedAmount } from "@contract/price-display";
import { orderStepRefusal } from "@contract/quantity-rules";
import { QUANTITY_TOTAL_INTENT } from "~/features/catalog/quantity-total";
import { formatAmount, formatQuantity, formatUnitPrice } from "~/lib/format";

interface QuantityTotalProps {
  /** The element's id, named by the quantity field's aria-describedby. */
  id: string;
  locale: Locale;
  currency: string;
  part: {
    isShowPrice: boolean;
    priceBreaks: readonly PriceBreak[];
    minimumOrderQuantity: number;
    orderQuantityMultiplier: number;
  };
  /** The quantity field's text as typed. */
  typed: string;
}

/**
 * Under the buy box's quantity: the total at the price break that applies to the typed quantity (the page's
 * currency and money format), or why the part is not sold in that quantity. A display only: the cart prices the
 * order itself. Without JavaScript a "calculate total" button posts the form back for it (a part with a price).
 */
export function QuantityTotal({ id, locale, currency, part, typed }: QuantityTotalProps) {
  const { t } = useTranslation("catalog");
  const quantity = Number(typed);
  const whole = typed.trim() !== "" && Number.isSafeInteger(quantity) && quantity >= 0;
  const refusal = whole ? orderStepRefusal(quantity, part) : null;
  const priced = part.isShowPrice && part.priceBreaks.length > 0;
  const step = whole && priced ? breakAt(part.priceBreaks, quantity, (candidate) => candidate.quantity) : undefined;
  const count = (value: number) => formatQuantity(value, locale);

  let problem: string | null = null;
  if (typed.trim() !== "" && !whole) problem = t("buyBox.wholeNumber");
  else if (refusal?.code === "belowMinimum") problem = t("buyBox.belowMinimum", { minimum: count(refusal.minimum) });
  else if (refusal?.code === "notMultiple")
    problem = t("buyBox.notMultiple", {
      multiplier: count(refusal.multiplier),
      lower: count(refusal.lower),
      higher: count(refusal.higher),
    });

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      {/* Read out as it changes: the total, or the rule the quantity breaks. */}
      <output id={id} aria-live="polite" className="block text-sm">
        {problem ? (
          <span className="flex items-start gap-1 font-medium text-danger-700">
            <span aria-hidden="true">⚠</span>
            <span data-quantity-problem>{problem}</span>
          </span>
        ) : step ? (
          <span className="tabular">
            {t("buyBox.totalFor", { quantity: count(quantity) })}:{" "}
            <b className="text-base text-gray-900" data-total>
              {formatAmount(extendedAmount(step.unitPrice, quantity), locale, currency)}
            </b>{" "}
            <span className="text-gray-600">({t("buyBox.each", { unitPrice: formatUnitPrice(step.unitPrice, locale, currency) })})</span>
          </span>
        ) : null}
      </output>
      {priced && (
        <noscript>
          <button
            type="submit"
            name="intent"
            value={QUANTITY_TOTAL_INTENT}
            className="rounded border border-primary-700 bg-white px-2 py-1 text-sm font-semibold text-primary-700 hover:bg-primary-50"
          >
            {t("buyBox.calculate")}
          </button>
        </noscript>
      )}
    </div>
  );
}
