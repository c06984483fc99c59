import { useTranslation } from "react-i18next";
import type { VariantSummary } from "@contract/api/catalog/schemas";
import type { Locale } from "@contract/locale";
import { PriceBreakTable } from "./price-break-table";
import { VariantFacts } from "./variant-facts";

/** One packaging variant's price breaks, then its stock and ordering facts (MOQ, multiple, MPQ). */
export function VariantPricing({ locale, currency, variant }: { locale: Locale; currency: string; variant: VariantSummary }) {
  const { t } = useTranslation("catalog");
  return (
    <>
      <div className="mt-3">
        <PriceBreakTable
          locale={locale}
          currency={currency}
          breaks={variant.priceBreaks}
          isShowPrice={variant.isShowPrice}
          caption={t("product.priceBreaksFor", { packaging: variant.packaging })}
        />
      </div>
      <div className="mt-3">
        <VariantFacts locale={locale} variant={variant} />
      </div>
    </>
  );
}
