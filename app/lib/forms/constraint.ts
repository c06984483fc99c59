import { getZodConstraint } from "@conform-to/zod/v4";

/** conform's field constraints of a form (`required`, `minLength`, `pattern`…), as a loader returns them. */
export type FormConstraint = Record<string, ReturnType<typeof getZodConstraint>[string]>;

/**
 * conform's field constraints of a form's schema, computed on the server: a loader returns them and the form passes
 * them to `useForm`, so the page's JavaScript needs no zod to render the fields' attributes (use-lazy-validation.ts).
 * Its optional yes/no boxes are not required: conform reads the shared `flagField` (a union of a boolean and its form
 * spellings, contract/rules.ts) as required even when it has a default, and a box marked required is announced so to
 * screen readers.
 */
export function formConstraint(schema: Parameters<typeof getZodConstraint>[0], optionalBoxes: readonly string[] = []): FormConstraint {
  return Object.fromEntries(
    Object.entries(getZodConstraint(schema)).map(([name, field]) => [
      name,
      optionalBoxes.includes(name) ? { ...field, required: false } : field,
    ]),
  );
}
