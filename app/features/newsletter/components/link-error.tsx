/** Why a newsletter link's button did not work (not valid, expired), above the button: the form has no field for it. */
export function LinkError({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className="mb-4 rounded border border-danger-700 bg-danger-50 px-3 py-2 text-sm text-danger-700">
      <span aria-hidden="true">⚠ </span>
      {message}
    </p>
  );
}
