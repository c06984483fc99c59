import * as z from "zod";

/** One problem of a failed request: `field` names the input it is about (dotted path), when there is one. */
export const fieldErrorSchema = z.object({ field: z.string().optional(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** The failure envelope (docs/errors.md), the only shape an error leaves the API in. */
export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  errorCode: z.number().int(),
  error: z.object({ message: z.string(), errors: z.array(fieldErrorSchema) }),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** A success answer: `{ success: true, message?, data }` (docs/spec.md §7). */
export function successOf<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), message: z.string().optional(), data });
}

/** One page of a list: its rows, where it is, and how many rows the whole list has. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), page: z.number(), pageSize: z.number(), totalCount: z.number() });
}
