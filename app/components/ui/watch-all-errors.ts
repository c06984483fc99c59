/**
 * Makes a form's component re-render when any of its fields' errors change. conform re-renders the component that
 * called useForm only for the state it read during its own last render; our fields read their errors in child
 * components (TextField, CheckboxField…), and a render of the form that did not reach them (hydration, a namespace's strings
 * arriving) left the form listening to form-level errors only, so client validation found errors and
 * showed none. Reading them all here subscribes the form itself.
 */
export function watchAllErrors(form: { allErrors: Record<string, string[]> }): void {
  Object.keys(form.allErrors);
}
