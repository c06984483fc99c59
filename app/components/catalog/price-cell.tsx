import type { TFunction } from "i18next";
import type { PriceBreak } from "@contract/api/catalog/schemas";
import { formatQuantity, formatUnitPrice } from "~/lib/format";
import type { Locale } from "@contract/locale";

interface PriceProps {
  locale: Locale;
  currency: string;
  isShowPrice: boolean;
  /** The caller's (catalog namespace): lists render prices per row and a hook per row adds up. */
  t: TFunction;
}

/** One unit price with the quantity it applies from ("$0.01230 10+"), or "call for price". */
export function PriceCell({ locale, currency, priceBreak, isShowPrice, t }: PriceProps & { priceBreak: PriceBreak | undefined }) {
  if (!isShowPrice || !priceBreak) return <span className="block text-sm text-gray-700">{t("price.callForPrice")}</span>;
  return (
    <span className="price-break">
      <b>{formatUnitPrice(priceBreak.unitPrice, locale, currency)}</b>
      {` ${t("price.fromQuantity", { quantity: formatQuantity(priceBreak.quantity, locale) })}`}
    </span>
  );
}

/** The list's price column: the unit price at the first break and at the largest one. */
export function FirstAndBestPrice({ breaks, ...price }: PriceProps & { breaks: PriceBreak[] }) {
  return (
    <>
      <PriceCell {...price} priceBreak={breaks[0]} />
      {price.isShowPrice && breaks.length > 1 && <PriceCell {...price} priceBreak={breaks[breaks.length - 1]} />}
    </>
  );
}
