import type { PcbBoards, PcbStencil } from "@contract/api/offers/pcb-schemas";
import type { PcbOptionValue } from "@contract/api/offers/pcb-values";
import enOffers from "../../../locales/en/offers.json";
import trOffers from "../../../locales/tr/offers.json";
import type { ApiLocale } from "../../lib/locale";

// The form's own labels (locales/<language>/offers.json), so a mail names each field and choice as the form did.
const LABELS = { en: enOffers.pcb, tr: trOffers.pcb };

type OptionField = keyof (typeof LABELS)["en"]["options"];
type FieldName = keyof (typeof LABELS)["en"]["fields"];

const BOARD_CHOICES = ["baseMaterial", "layer", "pcbThickness", "outerCopperWeight", "pcbColor", "silkscreen", "surfaceFinish"] as const;
const STENCIL_CHOICES = ["stencilType", "size", "stencilSide"] as const;

/** Every field of a PCB or stencil request as "Label: value", in `locale`: what sales needs to quote it. */
export function pcbSpecificationLines(
  request: { boards: PcbBoards | null; stencil: PcbStencil | null; deliveryTypeList: Array<PcbOptionValue<"deliveryType">> },
  locale: ApiLocale,
): string[] {
  const labels = LABELS[locale];
  const option = (field: OptionField, value: string) => (labels.options[field] as Record<string, string>)[value] ?? value;
  const line = (field: FieldName, value: string) => `${labels.fields[field]}: ${value}`;
  const number = new Intl.NumberFormat(locale === "tr" ? "tr-TR" : "en-US", { maximumFractionDigits: 3 });
  const { boards, stencil } = request;
  const lines: string[] = [];
  if (boards) {
    const unit = option("dimensionMeasurementType", boards.dimensionMeasurementType);
    lines.push(
      line("dimensionWidth", `${number.format(boards.dimensionWidth)} ${unit}`),
      line("dimensionHeigth", `${number.format(boards.dimensionHeigth)} ${unit}`),
      line("pcbQuantity", boards.pcbQuantity),
      ...BOARD_CHOICES.map((field) => line(field, option(field, boards[field]))),
      ...(boards.pcbRemark ? [line("pcbRemark", boards.pcbRemark)] : []),
    );
  }
  if (stencil) {
    lines.push(
      ...STENCIL_CHOICES.map((field) => line(field, option(field, stencil[field]))),
      line("stencilQuantity", number.format(stencil.stencilQuantity)),
      line(
        "stencilThickness",
        stencil.stencilThickness === null ? labels.empty.stencilThickness : option("stencilThickness", stencil.stencilThickness),
      ),
      line(
        "existingFiducials",
        stencil.existingFiducials === null ? labels.empty.existingFiducials : option("existingFiducials", stencil.existingFiducials),
      ),
      ...(stencil.stencilRemark ? [line("stencilRemark", stencil.stencilRemark)] : []),
    );
  }
  if (request.deliveryTypeList.length)
    lines.push(line("deliveryTypeList", request.deliveryTypeList.map((value) => option("deliveryType", value)).join(", ")));
  return lines;
}
