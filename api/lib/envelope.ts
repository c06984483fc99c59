import { z } from "zod";

/** Success answers carry `success: true` and `data` (spec section 7: success, message, data). */
export function successSchema<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), message: z.string().optional(), data });
}

export const errorSchema = z.object({
  success: z.literal(false),
  errorCode: z.number().int(),
  error: z.object({ message: z.string(), errors: z.array(z.object({ message: z.string(), field: z.string().optional() })) }),
});
