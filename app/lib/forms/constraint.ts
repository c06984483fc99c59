import { getZodConstraint } from "@conform-to/zod/v4";

/**
 * conform's field constraints of a form's schema, with its optional yes/no boxes not required: conform reads the
 * shared `flagField` (a union of a boolean and its form spellings, contract/rules.ts) as required even when it has a
 * default, and a box marked required is announced so to screen readers.
 */
export function formConstraint(schema: Parameters<typeof getZodConstraint>[0], optionalBoxes: readonly string[]) {
  return Object.fromEntries(
    Object.entries(getZodConstraint(schema)).map(([name, field]) => [
      name,
      optionalBoxes.includes(name) ? { ...field, required: false } : field,
    ]),
  );
}
