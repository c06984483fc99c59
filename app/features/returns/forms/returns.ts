import * as z from "zod";
import { createReturnBody, type ReturnableOrder, type ReturnReason } from "@contract/api/returns/schemas";
import { RETURN_PHOTO_MAX_BYTES } from "@contract/api/returns/values";

// The return request form (dashboard): a quantity per order line (0 leaves the line out), the reason, a description
// and a photo. Checked in the browser and on the server with what the API said of the order and the reasons; the
// API checks it all again under the order's lock and answers field errors.

/** Marks a photo the storefront did not read to its end (over the API's limit: refused without sending it). */
export const RETURN_PHOTO_TOO_LARGE = "photo-too-large";

const photo = z
  .any()
  .optional()
  .transform((value: unknown, context) => {
    if (value === RETURN_PHOTO_TOO_LARGE || (value instanceof File && value.size > RETURN_PHOTO_MAX_BYTES)) {
      context.addIssue({ code: "custom", message: "errors.tooLarge" });
      return z.NEVER;
    }
    // An empty file field (nothing chosen) sends a nameless file of no bytes.
    return value instanceof File && value.size > 0 ? value : null;
  });

const formLine = z.object({
  lineNumber: z.coerce.number<number>().int(),
  quantity: z.coerce.number<number>().int("validation.quantity").min(0, "validation.quantity").default(0),
});

/** The form's rules for this order and these reasons: each quantity within what is left, and what the reason needs. */
export function returnFormSchema(reasons: ReturnReason[], order: Pick<ReturnableOrder, "lines">) {
  return z
    .object({
      lines: z.array(formLine),
      // Checked with the other rules below, so that a form without a reason still hears about its lines.
      reasonCode: z.string().default(""),
      description: createReturnBody.shape.description,
      photo,
    })
    .superRefine((value, context) => {
      const issue = (path: Array<string | number>, message: string) => context.addIssue({ code: "custom", path, message });
      value.lines.forEach((line, index) => {
        const left = order.lines.find((candidate) => candidate.lineNumber === line.lineNumber)?.left ?? 0;
        if (line.quantity > left) issue(["lines", index, "quantity"], "validation.quantityTooLarge");
      });
      if (!value.lines.some((line) => line.quantity > 0)) issue(["lines"], "validation.returnLines");
      const reason = reasons.find((candidate) => candidate.code === value.reasonCode);
      if (!reason) issue(["reasonCode"], "validation.required");
      if (reason?.requiresDescription && !value.description) issue(["description"], "validation.returnDescription");
      if (reason?.requiresPhoto && !value.photo) issue(["photo"], "validation.returnPhoto");
    });
}

export type ReturnFormValue = z.output<ReturnType<typeof returnFormSchema>>;

/**
 * The API's multipart body of a valid form: the lines with a quantity (each a JSON part), and how to name the API's
 * field errors on the form (the API counts only the lines it was sent: its `lines.1.quantity` may be the form's third).
 */
export function returnRequestBody(orderNumber: string, value: ReturnFormValue) {
  const sent = value.lines.flatMap((line, index) => (line.quantity > 0 ? [{ ...line, index }] : []));
  const body = new FormData();
  body.set("orderNumber", orderNumber);
  for (const line of sent) body.append("lines", JSON.stringify({ lineNumber: line.lineNumber, quantity: line.quantity }));
  body.set("reasonCode", value.reasonCode);
  if (value.description) body.set("description", value.description);
  if (value.photo) body.set("photo", value.photo);
  const fieldOf = (field: string) =>
    field.replace(/^lines\.(\d+)\.(\w+)$/, (whole, index: string, name: string) => {
      const line = sent[Number(index)];
      return line ? `lines[${line.index}].${name}` : whole;
    });
  return { body, fieldOf };
}
