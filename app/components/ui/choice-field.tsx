import { getInputProps } from "@conform-to/react";
import type { FieldMeta } from "./field-meta";
import type { ReactNode } from "react";
import { FieldErrors } from "./field-errors";

/** A set of radio buttons in a fieldset whose legend is the question; errors under it. */
export function RadioGroupField({
  legend,
  meta,
  options,
}: {
  legend: string;
  meta: FieldMeta;
  options: Array<{ value: string; label: string; hint?: string }>;
}) {
  return (
    <fieldset aria-describedby={meta.errors?.length ? meta.errorId : undefined}>
      <legend className="block text-sm font-medium text-gray-800">{legend}</legend>
      <div className="mt-1 grid gap-2 sm:grid-cols-2">
        {options.map((option) => {
          // conform states the schema's choices as a `pattern`, which HTML allows on text inputs only.
          const { key, pattern: _choices, ...props } = getInputProps(meta, { type: "radio", value: option.value });
          return (
            <label
              key={key ?? option.value}
              className="flex cursor-pointer items-start gap-2 rounded border border-gray-300 bg-white px-3 py-2 has-[:checked]:border-primary-600 has-[:checked]:bg-primary-50"
            >
              <input {...props} id={`${meta.id}-${option.value}`} className="mt-1" />
              <span>
                <span className="block text-sm font-semibold text-gray-900">{option.label}</span>
                {option.hint && <span className="block text-xs text-gray-600">{option.hint}</span>}
              </span>
            </label>
          );
        })}
      </div>
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </fieldset>
  );
}

/** One checkbox with its label beside it (the label may hold links); errors under it. */
export function CheckboxField({ label, meta }: { label: ReactNode; meta: FieldMeta }) {
  const { key, ...props } = getInputProps(meta, { type: "checkbox" });
  return (
    <div>
      <div className="flex items-start gap-2">
        <input key={key} {...props} className="mt-1 h-4 w-4" />
        <label htmlFor={meta.id} className="text-sm text-gray-800">
          {label}
        </label>
      </div>
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}
