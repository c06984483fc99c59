/**
 * Enter in a text field submits with the form's first submit button. Forms that also hold a secondary submit
 * (the "update the lists" button of the address fields without JavaScript) put this copy of their main
 * action first, so Enter saves instead.
 */
export function ImplicitSubmit({ name, value }: { name?: string; value?: string }) {
  return (
    <button
      type="submit"
      name={name}
      value={value}
      tabIndex={-1}
      aria-hidden="true"
      className="absolute -left-[9999px] h-px w-px overflow-hidden"
    />
  );
}
