import { FieldErrors } from "./field-errors";

/** Errors of the whole form (the API unreachable, too many requests), above the submit button. */
export function FormErrors({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <div role="alert" className="rounded border border-danger-700 bg-danger-50 px-3 py-2">
      <FieldErrors id={id} errors={errors} />
    </div>
  );
}
