import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { BOM_FILE_MAX_BYTES } from "@contract/api/bom/values";
import { BOM_COLUMNS, type ColumnMapping } from "@contract/bom/read";
import { TextAreaField, TextField } from "~/components/ui/field";
import { FileField } from "~/components/ui/file-field";
import { Form } from "~/components/ui/form";
import { FormErrors } from "~/components/ui/form-errors";
import { HoneypotField } from "~/components/ui/honeypot";
import { SubmitButton } from "~/components/ui/submit-button";
import type { BomReadInput } from "~/features/bom/bom-forms";
import { BOM_FILE_ACCEPT, BOM_INTENTS, BOM_TEXT_MAX, COLUMNS_SHOWN_FIELD, columnField } from "~/features/bom/bom-form-values";

export interface BomColumns {
  mapping: ColumnMapping;
  header: string[];
  columnCount: number;
}

/**
 * The BOM to read: pasted text or a file, boards and spares (a plain multipart post). After a reading, the columns
 * each field was read from, as selects in the same form, so that a wrong one is set and the BOM read again.
 */
export function BomReadForm({
  lastResult,
  defaultValue = { boards: "1", sparePercent: "0" },
  columns,
}: {
  lastResult?: SubmissionResult<string[]>;
  /** The form's values before a post: a shared BOM's, else one board without spares. */
  defaultValue?: { text?: string; boards: string; sparePercent: string };
  columns: BomColumns | null;
}) {
  const { t } = useTranslation("bom");
  const [form, fields] = useForm<BomReadInput>({
    id: "bom-read",
    lastResult,
    shouldValidate: "onSubmit",
    defaultValue,
  });
  return (
    <section aria-labelledby="bom-form-title" className="space-y-4 rounded border border-gray-200 bg-white p-4 md:p-6">
      <h2 id="bom-form-title" className="text-lg font-semibold text-gray-900">
        {t("form.heading")}
      </h2>
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="space-y-4">
        <HoneypotField />
        <TextAreaField
          label={t("form.text")}
          hint={t("form.textHint")}
          meta={fields.text}
          rows={10}
          maxLength={BOM_TEXT_MAX}
          spellCheck={false}
        />
        <FileField
          label={t("form.file")}
          hint={t("form.fileHint", { megabytes: BOM_FILE_MAX_BYTES / 1024 / 1024 })}
          meta={fields.file}
          accept={BOM_FILE_ACCEPT}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t("form.boards")} hint={t("form.boardsHint")} meta={fields.boards} inputMode="numeric" />
          <TextField label={t("form.sparePercent")} hint={t("form.spareHint")} meta={fields.sparePercent} inputMode="decimal" />
        </div>
        <FormErrors id={form.errorId} errors={form.errors} />
        <SubmitButton name="intent" value={BOM_INTENTS.read} pendingLabel={t("form.pending")}>
          {t("form.submit")}
        </SubmitButton>
        {columns && <ColumnMappingFields columns={columns} />}
      </Form>
    </section>
  );
}

/** One select per field: the column it is read from, or none. Keyed by the mapping so a new reading resets them. */
function ColumnMappingFields({ columns }: { columns: BomColumns }) {
  const { t } = useTranslation("bom");
  const options = Array.from({ length: columns.columnCount }, (_, at) => ({
    value: String(at),
    label: columns.header[at]
      ? t("columns.column", { number: at + 1, name: columns.header[at] })
      : t("columns.columnNumber", { number: at + 1 }),
  }));
  return (
    <fieldset key={JSON.stringify(columns.mapping)} className="space-y-3 border-t border-gray-200 pt-4">
      <legend className="text-base font-semibold text-gray-900">{t("columns.heading")}</legend>
      <p className="text-sm text-gray-700">{t("columns.intro")}</p>
      <input type="hidden" name={COLUMNS_SHOWN_FIELD} value={JSON.stringify(columns.mapping)} />
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {BOM_COLUMNS.map((column) => (
          <div key={column}>
            <label htmlFor={`bom-${columnField(column)}`} className="block text-sm font-medium text-gray-800">
              {t(`columns.fields.${column}`)}
            </label>
            <select
              id={`bom-${columnField(column)}`}
              name={columnField(column)}
              defaultValue={String(columns.mapping[column] ?? "")}
              className="mt-1 block w-full rounded border border-gray-400 bg-white px-2 py-2 text-sm text-gray-900"
            >
              <option value="">{t("columns.none")}</option>
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
      <button
        type="submit"
        name="intent"
        value={BOM_INTENTS.columns}
        className="rounded border border-primary-700 px-4 py-2 text-sm font-semibold text-primary-800 hover:bg-primary-50"
      >
        {t("columns.submit")}
      </button>
    </fieldset>
  );
}
