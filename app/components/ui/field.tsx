import { getInputProps, getTextareaProps } from "@conform-to/react";
import type { FieldMeta } from "./field-meta";
import type { InputHTMLAttributes, TextareaHTMLAttributes } from "react";
import { FieldErrors } from "./field-errors";

const controlClass =
  "mt-1 block w-full rounded border border-gray-400 bg-white px-3 py-2 text-gray-900 shadow-sm focus:border-primary-600 aria-[invalid=true]:border-danger-700";

interface FrameProps {
  label: string;
  hint?: string;
  optionalLabel?: string;
  meta: FieldMeta;
}

function Label({ htmlFor, label, optionalLabel }: { htmlFor: string; label: string; optionalLabel?: string }) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-medium text-gray-800">
      {label}
      {optionalLabel && <span className="ml-1 font-normal text-gray-600">({optionalLabel})</span>}
    </label>
  );
}

/** Hint and errors under the control; the control points at both with aria-describedby. */
function Below({ meta, hint }: { meta: FieldMeta; hint?: string }) {
  return (
    <>
      {hint && (
        <p id={meta.descriptionId} className="mt-1 text-sm text-gray-600">
          {hint}
        </p>
      )}
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </>
  );
}

/** One column, label above, hint and errors under the control; conform supplies name, value and ARIA. */
export function TextField({
  label,
  hint,
  optionalLabel,
  meta,
  type = "text",
  ...input
}: FrameProps & InputHTMLAttributes<HTMLInputElement> & { type?: "text" | "email" | "tel" | "number" | "password" | "search" | "url" }) {
  const { key, ...props } = getInputProps(meta, { type, ariaDescribedBy: hint ? meta.descriptionId : undefined });
  return (
    <div>
      <Label htmlFor={meta.id} label={label} optionalLabel={optionalLabel} />
      <input key={key} {...input} {...props} className={controlClass} />
      <Below meta={meta} hint={hint} />
    </div>
  );
}

export function TextAreaField({ label, hint, optionalLabel, meta, ...textarea }: FrameProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const { key, ...props } = getTextareaProps(meta, { ariaDescribedBy: hint ? meta.descriptionId : undefined });
  return (
    <div>
      <Label htmlFor={meta.id} label={label} optionalLabel={optionalLabel} />
      <textarea key={key} {...textarea} {...props} className={controlClass} />
      <Below meta={meta} hint={hint} />
    </div>
  );
}
