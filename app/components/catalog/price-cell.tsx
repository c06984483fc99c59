import { useTranslation } from "react-i18next";
import type { PriceBreak } from "~/lib/catalog-types";
import { formatQuantity, formatUnitPrice } from "~/lib/format";
import type { Locale } from "~/lib/locale";

/** One unit price with the quantity it applies from ("$0.01230 10+"), or "call for price". */
export function PriceCell({
  locale,
  currency,
  priceBreak,
  isShowPrice,
}: {
  locale: Locale;
  currency: string;
  priceBreak: PriceBreak | undefined;
  isShowPrice: boolean;
}) {
  const { t } = useTranslation("catalog");
  if (!isShowPrice || !priceBreak) return <span className="block text-sm text-gray-700">{t("price.callForPrice")}</span>;
  return (
    <span className="tabular block whitespace-nowrap text-sm">
      <span className="font-semibold text-gray-900">{formatUnitPrice(priceBreak.unitPrice, locale, currency)}</span>{" "}
      <span className="text-xs text-gray-600">{t("price.fromQuantity", { quantity: formatQuantity(priceBreak.quantity, locale) })}</span>
    </span>
  );
}

/** The list's price column: the unit price at the first break and at the largest one. */
export function FirstAndBestPrice({ locale, currency, breaks, isShowPrice }: { locale: Locale; currency: string; breaks: PriceBreak[]; isShowPrice: boolean }) {
  return (
    <>
      <PriceCell locale={locale} currency={currency} priceBreak={breaks[0]} isShowPrice={isShowPrice} />
      {isShowPrice && breaks.length > 1 && <PriceCell locale={locale} currency={currency} priceBreak={breaks[breaks.length - 1]} isShowPrice />}
    </>
  );
}
