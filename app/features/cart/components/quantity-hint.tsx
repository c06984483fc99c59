import { useTranslation } from "~/lib/i18n/use-translation";
import type { Locale } from "@contract/locale";
import { formatQuantity } from "~/lib/format";

/** "At least N, in steps of M" under a quantity field (its aria-describedby names `id`). */
export function QuantityHint({ id, locale, minimum, multiple }: { id: string; locale: Locale; minimum: number; multiple: number }) {
  const { t } = useTranslation("catalog");
  return (
    <span id={id} className="tabular mt-1 block text-xs text-gray-600">
      {t("list.quantityHint", { moq: formatQuantity(minimum, locale), multiple: formatQuantity(multiple, locale) })}
    </span>
  );
}
