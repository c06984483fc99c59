import { useTranslation } from "~/lib/i18n/use-translation";
import { PCB_FORM_INTENTS } from "~/features/offers/forms/pcb-offer-intents";
import { TextAreaField, TextField } from "~/components/ui/field";
import type { FieldMeta } from "~/components/ui/field-meta";
import { useHydrated } from "~/lib/use-hydrated";
import { PcbApplyButton } from "./pcb-apply-button";
import { PcbSelect } from "./pcb-select";

type BoardField =
  | "dimensionWidth"
  | "dimensionHeigth"
  | "dimensionMeasurementType"
  | "pcbQuantity"
  | "baseMaterial"
  | "layer"
  | "pcbThickness"
  | "outerCopperWeight"
  | "pcbColor"
  | "silkscreen"
  | "surfaceFinish"
  | "pcbRemark";

/** The boards' part of the quote form; choosing a base material or a layer count brings its usual options (spec §4). */
export function PcbBoardFields({
  fields,
  onBaseMaterial,
  onLayer,
}: {
  fields: Record<BoardField, FieldMeta>;
  onBaseMaterial: (value: string) => void;
  onLayer: (value: string) => void;
}) {
  const { t } = useTranslation(["offers", "common"]);
  // With JavaScript the usual options follow each choice at once: the buttons that ask the server are for browsers without it.
  const withoutScripts = !useHydrated();
  return (
    <fieldset className="space-y-4 rounded border border-gray-200 bg-white p-4">
      <legend className="px-1 text-lg font-semibold text-gray-900">{t("pcb.form.boardsTitle")}</legend>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label={t("pcb.fields.dimensionWidth")}
          hint={t("pcb.fields.dimensionHint")}
          type="text"
          inputMode="decimal"
          meta={fields.dimensionWidth}
        />
        <TextField
          label={t("pcb.fields.dimensionHeigth")}
          hint={t("pcb.fields.dimensionHint")}
          type="text"
          inputMode="decimal"
          meta={fields.dimensionHeigth}
        />
        <PcbSelect field="dimensionMeasurementType" meta={fields.dimensionMeasurementType} />
      </div>
      {withoutScripts && (
        <p id="pcb-apply-hint" className="text-sm text-gray-600">
          {t("pcb.form.applyHint")}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-3">
        <PcbSelect field="pcbQuantity" meta={fields.pcbQuantity} />
        <div>
          <PcbSelect field="baseMaterial" meta={fields.baseMaterial} onChosen={onBaseMaterial} />
          {withoutScripts && (
            <PcbApplyButton
              intent={PCB_FORM_INTENTS.applyBaseMaterial}
              label={t("pcb.form.applyBaseMaterial")}
              describedBy="pcb-apply-hint"
            />
          )}
        </div>
        <div>
          <PcbSelect field="layer" meta={fields.layer} onChosen={onLayer} />
          {withoutScripts && (
            <PcbApplyButton intent={PCB_FORM_INTENTS.applyLayer} label={t("pcb.form.applyLayer")} describedBy="pcb-apply-hint" />
          )}
        </div>
        <PcbSelect field="pcbThickness" meta={fields.pcbThickness} />
        <PcbSelect field="outerCopperWeight" meta={fields.outerCopperWeight} />
        <PcbSelect field="pcbColor" meta={fields.pcbColor} />
        <PcbSelect field="silkscreen" meta={fields.silkscreen} />
        <PcbSelect field="surfaceFinish" meta={fields.surfaceFinish} />
      </div>
      <TextAreaField label={t("pcb.fields.pcbRemark")} optionalLabel={t("common:optional")} rows={3} meta={fields.pcbRemark} />
    </fieldset>
  );
}
