import * as z from "zod";
import { BOM_FILE_MAX_BYTES } from "@contract/api/bom/values";
import { CUSTOMER_REFERENCE_MAX } from "@contract/api/carts/values";
import { BOM_COLUMNS, type BomColumn, type ColumnChoice } from "@contract/bom/read";
import { BOM_CART_LINE_FIELD, BOM_FILE_TOO_LARGE, BOM_MAX_BOARDS, BOM_TEXT_MAX, COLUMNS_SHOWN_FIELD, columnField } from "./bom-form-values";

// The BOM page's forms (issue 36): the BOM to read (pasted or a file, boards, spares, the columns as the user set
// them) and the lines to put into the cart. Plain posts that work without JavaScript.

/** "5", "2,5" or "2.5" as a percentage from 0 to 100. */
const percentText = z
  .string()
  .trim()
  .transform((text, context) => {
    const percent = Number(text.replace(",", "."));
    if (!/^\d+([.,]\d+)?$/.test(text) || percent > 100) {
      context.addIssue({ code: "custom", message: "validation.percent" });
      return z.NEVER;
    }
    return percent;
  });

export const bomReadForm = z.object({
  text: z.string().max(BOM_TEXT_MAX, "validation.tooLong").optional(),
  file: z
    .any()
    .optional()
    .transform((value: unknown, context) => {
      if (value === BOM_FILE_TOO_LARGE || (value instanceof File && value.size > BOM_FILE_MAX_BYTES)) {
        context.addIssue({ code: "custom", message: "errors.tooLarge" });
        return z.NEVER;
      }
      // An empty file field (nothing chosen) sends a nameless file of no bytes.
      return value instanceof File && value.size > 0 ? value : undefined;
    }),
  boards: z
    .number({ error: "validation.quantity" })
    .int("validation.quantity")
    .min(1, "validation.quantity")
    .max(BOM_MAX_BOARDS, "validation.quantityTooLarge")
    .default(1),
  sparePercent: percentText.optional().transform((percent) => percent ?? 0),
});
export type BomReadInput = z.input<typeof bomReadForm>;

const shownMapping = z.record(z.string(), z.number().int().min(0));

/**
 * The columns the user chose (every select of the mapping is posted), or none when the form had no mapping. Two
 * selects may name one column when the user moved a field onto another's: the selects they changed come last, so
 * that theirs wins (contract/bom/read.ts takes a column from the field that had it).
 */
export function columnChoiceOf(formData: FormData): ColumnChoice {
  let shown: Record<string, number> = {};
  try {
    shown = shownMapping.parse(JSON.parse(String(formData.get(COLUMNS_SHOWN_FIELD) ?? "{}")));
  } catch {
    // A hand-made post without the mapping shown: every choice counts alike.
  }
  const chosen: Array<[BomColumn, number | null]> = [];
  for (const column of BOM_COLUMNS) {
    const value = formData.get(columnField(column));
    if (typeof value !== "string") continue;
    const at = Number(value);
    chosen.push([column, value === "" || !Number.isInteger(at) || at < 0 ? null : at]);
  }
  const changed = ([column, at]: [BomColumn, number | null]) => (shown[column] ?? null) !== at;
  return Object.fromEntries([...chosen.filter((entry) => !changed(entry)), ...chosen.filter(changed)]);
}

/** One line the cart form posts: a packaging and its quantity, and the line's designators as its customer reference. */
export const bomCartLine = z.object({
  variantId: z.number().int().min(1),
  quantity: z.number().int().min(1),
  reference: z.string().max(CUSTOMER_REFERENCE_MAX),
});
export type BomCartLine = z.output<typeof bomCartLine>;

/** The posted lines; null when one is not a line (a hand-made post). */
export function cartLinesOf(formData: FormData): BomCartLine[] | null {
  const lines: BomCartLine[] = [];
  for (const value of formData.getAll(BOM_CART_LINE_FIELD)) {
    try {
      const line = bomCartLine.safeParse(JSON.parse(String(value)));
      if (!line.success) return null;
      lines.push(line.data);
    } catch {
      return null;
    }
  }
  return lines;
}
