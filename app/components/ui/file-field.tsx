import { getInputProps } from "@conform-to/react";
import type { FieldMeta } from "./field-meta";
import { FieldErrors } from "./field-errors";

/** A file input with its label, a hint (types and size) and errors under it. */
export function FileField({ label, hint, meta, accept }: { label: string; hint: string; meta: FieldMeta; accept: string }) {
  const { key, ...props } = getInputProps(meta, { type: "file", ariaDescribedBy: meta.descriptionId });
  return (
    <div>
      <label htmlFor={meta.id} className="block text-sm font-medium text-gray-800">
        {label}
      </label>
      <input
        key={key}
        {...props}
        accept={accept}
        className="mt-1 block w-full text-sm text-gray-900 file:mr-3 file:rounded file:border-0 file:bg-primary-700 file:px-3 file:py-2 file:text-white"
      />
      <p id={meta.descriptionId} className="mt-1 text-sm text-gray-600">
        {hint}
      </p>
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}
