import { Fragment } from "react";
import { useTranslation } from "~/lib/i18n/use-translation";
import type { VariantSummary } from "@contract/api/catalog/schemas";
import { formatDate } from "~/lib/dates";
import { formatQuantity } from "~/lib/format";
import type { Locale } from "@contract/locale";
import { StockBadge } from "./stock-badge";
import { packagingLabel } from "~/features/catalog/packaging-label";

/** Ordering facts of one packaging: stock and upcoming stock, MOQ, multiple, MPQ — stated in words. */
export function VariantFacts({ locale, variant }: { locale: Locale; variant: VariantSummary }) {
  const { t } = useTranslation("catalog");
  const showStock = variant.isShowStock && variant.totalStock !== null;
  const upcomingDate = formatDate(variant.upcomingStockDate, locale);
  const facts: Array<[string, string]> = [
    [t("product.packaging"), `${packagingLabel(t, variant.packaging)}${variant.isReel ? ` (${t("product.reel")})` : ""}`],
    [t("product.moq"), formatQuantity(variant.minimumOrderQuantity, locale)],
    [t("product.multiplier"), formatQuantity(variant.orderQuantityMultiplier, locale)],
    [t("product.mpq"), formatQuantity(variant.mpq, locale)],
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      <dt className="text-gray-600">{t("product.stock")}</dt>
      <dd>
        <StockBadge
          t={t}
          locale={locale}
          isShowStock={showStock}
          totalStock={variant.totalStock ?? 0}
          onOrder={variant.upcomingStock ?? variant.onOrder ?? 0}
          minimumOrderQuantity={variant.minimumOrderQuantity}
        />
      </dd>
      {showStock && variant.upcomingStock !== null && variant.upcomingStock > 0 && (
        <>
          <dt className="text-gray-600">{t("product.upcoming")}</dt>
          <dd className="tabular">
            {upcomingDate
              ? t("product.upcomingOn", { quantity: formatQuantity(variant.upcomingStock, locale), date: upcomingDate })
              : formatQuantity(variant.upcomingStock, locale)}
          </dd>
        </>
      )}
      {facts.map(([label, value]) => (
        <Fragment key={label}>
          <dt className="text-gray-600">{label}</dt>
          <dd className="tabular font-medium text-gray-900">{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
