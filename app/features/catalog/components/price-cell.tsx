import type { TFunction } from "~/lib/i18n/translate";
import type { Discount, PriceBreak } from "@contract/api/catalog/schemas";
import { formatPercent, formatQuantity, formatUnitPrice } from "~/lib/format";
import type { Locale } from "@contract/locale";

interface PriceProps {
  locale: Locale;
  currency: string;
  isShowPrice: boolean;
  /** The caller's (catalog namespace): lists render prices per row and a hook per row adds up. */
  t: TFunction;
}

/**
 * One unit price with the quantity it applies from ("$0.0123 10+"), or "call for price". With a discount (which
 * the API gives for the first break) it tells the one price story of decision 010: the reference price struck
 * through, the price, and the saving under them, all figures from the API.
 */
export function PriceCell({
  locale,
  currency,
  priceBreak,
  discount,
  isShowPrice,
  t,
}: PriceProps & { priceBreak: PriceBreak | undefined; discount?: Discount | null }) {
  if (!isShowPrice || !priceBreak) return <span className="block text-sm text-gray-700">{t("price.callForPrice")}</span>;
  const price = (value: number) => formatUnitPrice(value, locale, currency);
  return (
    <span className="price-break">
      {discount && (
        <>
          <s data-price="reference">
            <span className="sr-only">{t("price.reference")} </span>
            {price(discount.referenceUnitPrice)}
          </s>{" "}
        </>
      )}
      <b data-price="unit">{price(priceBreak.unitPrice)}</b>
      {` ${t("price.fromQuantity", { quantity: formatQuantity(priceBreak.quantity, locale) })}`}
      {discount && (
        <span className="price-saving" data-price="saving">
          {t("price.saving", { amount: price(discount.unitSaving), rate: formatPercent(discount.rate, locale) })}
        </span>
      )}
    </span>
  );
}

/** A part's price story from its first break, as the API gives it: a tile, a compare column, a packaging's pricing. */
export function PartPrice({
  part,
  ...price
}: Omit<PriceProps, "isShowPrice"> & { part: { priceBreaks: PriceBreak[]; discount: Discount | null; isShowPrice: boolean } }) {
  return <PriceCell {...price} priceBreak={part.priceBreaks[0]} discount={part.discount} isShowPrice={part.isShowPrice} />;
}

/** The list's price column: the unit price at the first break (with its discount) and at the largest one. */
export function FirstAndBestPrice({ breaks, discount, ...price }: PriceProps & { breaks: PriceBreak[]; discount: Discount | null }) {
  return (
    <>
      <PriceCell {...price} priceBreak={breaks[0]} discount={discount} />
      {price.isShowPrice && breaks.length > 1 && <PriceCell {...price} priceBreak={breaks[breaks.length - 1]} />}
    </>
  );
}
