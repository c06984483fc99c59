import type { ChangeEvent } from "react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { PCB_OPTIONS, type PcbSelectField } from "@contract/api/offers/pcb-values";
import type { FieldMeta } from "~/components/ui/field-meta";
import { SelectField } from "~/components/ui/select-field";

/** One of the quote form's selects, its options in the page's language; `empty` offers the "not chosen" value first. */
export function PcbSelect({
  field,
  meta,
  empty = false,
  onChosen,
}: {
  field: PcbSelectField;
  meta: FieldMeta;
  empty?: boolean;
  onChosen?: (value: string) => void;
}) {
  const { t } = useTranslation("offers");
  // A count of boards is said as one; every other option has its words.
  const nameOf = (value: string) =>
    field === "pcbQuantity" ? t("pcb.boardCount", { count: Number(value) }) : t(`pcb.options.${field}.${value}`);
  const options = PCB_OPTIONS[field].map((value) => ({ id: value, name: nameOf(value) }));
  return (
    <SelectField
      label={t(`pcb.fields.${field}`)}
      meta={meta}
      options={options}
      placeholder={empty ? t(`pcb.empty.${field}`) : undefined}
      onChange={onChosen ? (event: ChangeEvent<HTMLSelectElement>) => onChosen(event.target.value) : undefined}
    />
  );
}
