import type { ReactNode } from "react";
import { useTranslation } from "~/lib/i18n/use-translation";
import type { VariantSummary } from "@contract/api/catalog/schemas";
import type { Locale } from "@contract/locale";
import { PriceBreakTable } from "./price-break-table";
import { PartPrice } from "./price-cell";
import { VariantFacts } from "./variant-facts";
import { packagingLabel } from "~/features/catalog/packaging-label";

/**
 * One packaging variant's price breaks (a discounted one's price story first), then `children` (the product page's
 * add-to-cart, right under the prices), then its stock and ordering facts.
 */
export function VariantPricing({
  locale,
  currency,
  variant,
  children,
}: {
  locale: Locale;
  currency: string;
  variant: VariantSummary;
  children?: ReactNode;
}) {
  const { t } = useTranslation("catalog");
  return (
    <>
      {variant.discount && (
        <div className="mt-3">
          <PartPrice locale={locale} currency={currency} part={variant} t={t} />
        </div>
      )}
      <div className="mt-3">
        <PriceBreakTable
          locale={locale}
          currency={currency}
          breaks={variant.priceBreaks}
          isShowPrice={variant.isShowPrice}
          caption={t("product.priceBreaksFor", { packaging: packagingLabel(t, variant.packaging) })}
        />
      </div>
      {children && <div className="mt-3">{children}</div>}
      <div className="mt-3">
        <VariantFacts locale={locale} variant={variant} />
      </div>
    </>
  );
}
