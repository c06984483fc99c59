import { useActionData, useNavigation } from "@remix-run/react";
import { Form } from "~/components/ui/form";
import { useTranslation } from "~/lib/i18n/use-translation";
import type { CartLine } from "@contract/api/carts/schemas";
import type { ProductListItem } from "@contract/api/catalog/schemas";
import type { Locale } from "@contract/locale";
import { CART_INTENTS, SELECTION_FORM_ID, cartErrorOf } from "~/features/cart/cart-forms";
import { formatAmount, formatUnitPrice } from "~/lib/format";
import { packagingLabel } from "~/features/catalog/packaging-label";
import { CartLineAlternatives } from "./cart-line-alternatives";
import { CartLinePart } from "./cart-line-part";
import { QuantityHint } from "./quantity-hint";
import { useRemoveFromCartEvent } from "./use-cart-events";

interface CartLineItemProps {
  locale: Locale;
  currency: string;
  cartId: number | null;
  line: CartLine;
  /** The line's place among the cart's lines (its analytics item's index). */
  index: number;
  /** In-stock parts instead of the line's, when it cannot be ordered now. */
  alternatives?: ProductListItem[];
}

/** One cart line: the part, its price, a quantity form, a customer-reference form and a remove button (plain posts). */
export function CartLineItem({ locale, currency, cartId, line, index, alternatives }: CartLineItemProps) {
  const { t } = useTranslation(["cart", "catalog"]);
  const { t: catalogText } = useTranslation("catalog");
  const answer = useActionData();
  const navigation = useNavigation();
  const quantityError = cartErrorOf(answer, `line-${line.id}`);
  const referenceError = cartErrorOf(answer, `reference-${line.id}`);
  const packagingError = cartErrorOf(answer, `package-${line.id}`);
  const busy = navigation.state !== "idle" && navigation.formData?.get("lineId") === String(line.id);
  const hidden = (intent: string) => (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="lineId" value={line.id} />
      {cartId !== null && <input type="hidden" name="cartId" value={cartId} />}
    </>
  );
  const quantityId = `line-${line.id}-quantity`;
  const referenceId = `line-${line.id}-reference`;
  const removed = useRemoveFromCartEvent(currency);

  return (
    <li className="grid gap-3 border-b border-gray-200 py-4 md:grid-cols-[minmax(0,1fr)_9rem_11rem_8rem] md:items-start">
      <div className="min-w-0">
        <label className="mb-1 flex items-center gap-2 text-xs text-gray-700">
          <input type="checkbox" name="lineId" value={line.id} form={SELECTION_FORM_ID} className="h-4 w-4" />
          {t("select")} <span className="sr-only">{`${line.mpn}, ${packagingLabel(catalogText, line.packaging)}`}</span>
        </label>
        <CartLinePart locale={locale} line={line} />
        {alternatives && <CartLineAlternatives locale={locale} mpn={line.mpn} items={alternatives} />}
        {line.packagingOptions.length > 1 && (
          <Form method="post" className="mt-2 flex flex-wrap items-end gap-2">
            {hidden(CART_INTENTS.package)}
            <div>
              <label htmlFor={`line-${line.id}-packaging`} className="block text-xs font-medium text-gray-700">
                {t("packagingFor", { mpn: line.mpn })}
              </label>
              <select
                id={`line-${line.id}-packaging`}
                name="variantId"
                defaultValue={line.variantId}
                aria-invalid={packagingError ? true : undefined}
                aria-describedby={packagingError ? `line-${line.id}-packaging-error` : undefined}
                className="rounded border border-gray-400 px-2 py-1 text-sm"
              >
                {line.packagingOptions.map((option) => (
                  <option key={option.variantId} value={option.variantId}>
                    {packagingLabel(catalogText, option.packaging)}
                  </option>
                ))}
              </select>
            </div>
            <button
              type="submit"
              className="rounded border border-primary-700 px-2 py-1 text-sm font-medium text-primary-700 hover:bg-primary-50"
            >
              {t("changePackaging")}
            </button>
            {packagingError && (
              <p id={`line-${line.id}-packaging-error`} role="alert" className="w-full text-xs font-medium text-danger-700">
                {packagingError.message}
              </p>
            )}
          </Form>
        )}
        <Form method="post" noValidate className="mt-2 flex flex-wrap items-end gap-2">
          {hidden(CART_INTENTS.customerNumber)}
          <div>
            <label htmlFor={referenceId} className="block text-xs font-medium text-gray-700">
              {t("customerReference")}
            </label>
            <input
              key={referenceError?.value ?? line.customerReference}
              id={referenceId}
              name="customerReference"
              defaultValue={referenceError?.value ?? line.customerReference}
              maxLength={60}
              aria-invalid={referenceError ? true : undefined}
              aria-describedby={referenceError ? `${referenceId}-error` : undefined}
              className="w-44 rounded border border-gray-400 px-2 py-1 text-sm"
            />
          </div>
          <button
            type="submit"
            className="rounded border border-primary-700 px-2 py-1 text-sm font-medium text-primary-700 hover:bg-primary-50"
          >
            {t("saveReference")}
          </button>
          {referenceError && (
            <p id={`${referenceId}-error`} role="alert" className="w-full text-xs font-medium text-danger-700">
              {referenceError.message}
            </p>
          )}
        </Form>
      </div>
      <div className="tabular text-sm" data-unit-price>
        <span className="block text-xs text-gray-600">{t("columns.unitPrice")}</span>
        {line.unitPrice ? formatUnitPrice(line.unitPrice.primary, locale, currency) : t("noPrice")}
      </div>
      <Form method="post" noValidate>
        {hidden(CART_INTENTS.updateSlots)}
        <label htmlFor={quantityId} className="block text-xs font-medium text-gray-700">
          {t("quantityFor", { mpn: line.mpn })}
        </label>
        <div className="flex items-center gap-1">
          <input
            key={quantityError?.value ?? line.quantity.value}
            id={quantityId}
            name="quantity"
            type="number"
            inputMode="numeric"
            min={line.quantity.minimumOrderQuantity}
            step={line.quantity.multiplier}
            defaultValue={quantityError?.value ?? line.quantity.value}
            aria-invalid={quantityError ? true : undefined}
            aria-describedby={`${quantityId}-hint${quantityError ? ` ${quantityId}-error` : ""}`}
            className={`tabular w-24 rounded border px-2 py-1 ${quantityError ? "border-danger-700" : "border-gray-400"}`}
          />
          <button
            type="submit"
            disabled={busy}
            className="rounded bg-primary-700 px-2 py-1 text-sm font-semibold text-white hover:bg-primary-800"
          >
            {t("update")}
          </button>
        </div>
        <QuantityHint
          id={`${quantityId}-hint`}
          locale={locale}
          minimum={line.quantity.minimumOrderQuantity}
          multiple={line.quantity.multiplier}
        />
        {quantityError && (
          <p id={`${quantityId}-error`} role="alert" className="mt-1 text-xs font-medium text-danger-700">
            {quantityError.message}
          </p>
        )}
      </Form>
      <div className="flex items-start justify-between gap-2 md:flex-col md:items-end">
        <p className="tabular font-semibold" data-line-total>
          <span className="block text-xs font-normal text-gray-600">{t("columns.lineTotal")}</span>
          {line.extendedPrice ? formatAmount(line.extendedPrice.primary, locale, currency) : "—"}
        </p>
        <Form method="post" onSubmit={() => removed(line, index)}>
          {hidden(CART_INTENTS.remove)}
          <button
            type="submit"
            aria-label={t("removeFor", { mpn: line.mpn })}
            className="text-sm font-medium text-danger-700 hover:underline"
          >
            {t("remove")}
          </button>
        </Form>
      </div>
    </li>
  );
}
