import { useTranslation } from "~/lib/i18n/use-translation";
import { PACKAGING_VALUES } from "@contract/limits";
import { TextField } from "~/components/ui/field";
import type { FieldMeta } from "~/components/ui/field-meta";
import { SelectField } from "~/components/ui/select-field";

/** The fields of a new variant, as the editor's "add a variant" and the new product's form both ask them. */
export type NewVariantFieldName =
  "sku" | "erpRef" | "packaging" | "minimumOrderQuantity" | "orderQuantityMultiplier" | "totalStock" | "breakQuantity" | "unitPrice";

/** A new variant's SKU, ERP reference, packaging, ordering rules, stock and first price break (docs/decisions/044-catalog-desk.md). */
export function NewVariantFields({ fields }: { fields: Record<NewVariantFieldName, FieldMeta> }) {
  const { t } = useTranslation("back-office-catalog");
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <TextField label={t("newVariant.sku")} meta={fields.sku} />
      <TextField label={t("newVariant.erpRef")} meta={fields.erpRef} />
      <SelectField
        label={t("variant.packaging")}
        meta={fields.packaging}
        options={PACKAGING_VALUES.map((packaging) => ({ id: packaging, name: packaging }))}
      />
      <TextField label={t("variant.minimumOrderQuantity")} inputMode="numeric" meta={fields.minimumOrderQuantity} />
      <TextField label={t("variant.orderQuantityMultiplier")} inputMode="numeric" meta={fields.orderQuantityMultiplier} />
      <TextField label={t("variant.totalStock")} inputMode="numeric" meta={fields.totalStock} />
      <TextField
        label={t("newVariant.breakQuantity")}
        hint={t("newVariant.breakQuantityHint")}
        inputMode="numeric"
        meta={fields.breakQuantity}
      />
      <TextField label={t("newVariant.unitPrice")} inputMode="decimal" meta={fields.unitPrice} />
    </div>
  );
}
