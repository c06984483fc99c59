// A list page's filter fields, for the GET forms that keep the filters in the address (they work without JavaScript):
// the back office's desks and the customer's statements use the same ones.

const INPUT_CLASS = "mt-1 block w-full rounded border border-gray-400 bg-white px-3 py-2 text-gray-900 shadow-sm focus:border-primary-600";

/** A labelled text or date filter, with an optional hint under it. */
export function FilterInput({
  id,
  name,
  label,
  defaultValue,
  type = "text",
  hint,
}: {
  id: string;
  name: string;
  label: string;
  defaultValue: string;
  type?: "text" | "date" | "search";
  hint?: string;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-gray-800">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={defaultValue}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className={INPUT_CLASS}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-gray-700">
          {hint}
        </p>
      )}
    </div>
  );
}

/** A labelled choice among `options`, the first one "any" (the filter left out) when `anyLabel` is given. */
export function FilterSelect({
  id,
  name,
  label,
  anyLabel,
  defaultValue,
  options,
}: {
  id: string;
  name: string;
  label: string;
  anyLabel?: string;
  defaultValue: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-gray-800">
        {label}
      </label>
      <select id={id} name={name} defaultValue={defaultValue} className={INPUT_CLASS}>
        {anyLabel !== undefined && <option value="">{anyLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
