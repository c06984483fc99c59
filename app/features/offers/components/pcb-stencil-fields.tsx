import { useTranslation } from "~/lib/i18n/use-translation";
import { TextAreaField, TextField } from "~/components/ui/field";
import type { FieldMeta } from "~/components/ui/field-meta";
import { PcbSelect } from "./pcb-select";

type StencilField = "stencilType" | "size" | "stencilSide" | "stencilQuantity" | "stencilThickness" | "existingFiducials" | "stencilRemark";

/** The stencil's part of the quote form. */
export function PcbStencilFields({ fields }: { fields: Record<StencilField, FieldMeta> }) {
  const { t } = useTranslation(["offers", "common"]);
  return (
    <fieldset className="space-y-4 rounded border border-gray-200 bg-white p-4">
      <legend className="px-1 text-lg font-semibold text-gray-900">{t("pcb.form.stencilTitle")}</legend>
      <div className="grid gap-4 sm:grid-cols-3">
        <PcbSelect field="stencilType" meta={fields.stencilType} />
        <PcbSelect field="size" meta={fields.size} />
        <PcbSelect field="stencilSide" meta={fields.stencilSide} />
        <TextField label={t("pcb.fields.stencilQuantity")} type="number" min={1} inputMode="numeric" meta={fields.stencilQuantity} />
        <PcbSelect field="stencilThickness" meta={fields.stencilThickness} empty />
        <PcbSelect field="existingFiducials" meta={fields.existingFiducials} empty />
      </div>
      <TextAreaField label={t("pcb.fields.stencilRemark")} optionalLabel={t("common:optional")} rows={3} meta={fields.stencilRemark} />
    </fieldset>
  );
}
