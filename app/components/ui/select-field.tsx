import { getSelectProps } from "@conform-to/react";
import type { FieldMeta } from "./field-meta";
import type { SelectHTMLAttributes } from "react";
import { HydrateInTurn } from "~/lib/hydration-turns";
import { FieldErrors } from "./field-errors";

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  hint?: string;
  meta: FieldMeta;
  options: Array<{ id: string; name: string }>;
  placeholder?: string;
};

/**
 * A labelled select; with a placeholder, the first option is the empty "choose" entry; a hint goes under it. It is
 * rendered and hydrated in a turn of its own: a list of countries or cities is hundreds of options
 * (docs/decisions/067-hydration-in-turns.md).
 */
export function SelectField(props: SelectFieldProps) {
  return (
    <HydrateInTurn>
      <LabelledSelect {...props} />
    </HydrateInTurn>
  );
}

function LabelledSelect({ label, hint, meta, options, placeholder, ...select }: SelectFieldProps) {
  const { key, ...props } = getSelectProps(meta, { ariaDescribedBy: hint ? meta.descriptionId : undefined });
  return (
    <div>
      <label htmlFor={meta.id} className="block text-sm font-medium text-gray-800">
        {label}
      </label>
      <select
        key={key}
        {...props}
        {...select}
        // Without an empty first option the select always has a value: `required` would be invalid HTML there.
        required={placeholder !== undefined && (select.required ?? props.required)}
        className="mt-1 block w-full rounded border border-gray-400 bg-white px-3 py-2 text-gray-900 shadow-sm focus:border-primary-600 aria-[invalid=true]:border-danger-700"
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
      {hint && (
        <p id={meta.descriptionId} className="mt-1 text-sm text-gray-600">
          {hint}
        </p>
      )}
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}
