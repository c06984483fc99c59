import * as z from "zod";
import { BOM_FILE_MAX_BYTES } from "@contract/api/bom/values";
import { CUSTOMER_REFERENCE_MAX } from "@contract/api/carts/values";
import { BOM_COLUMNS, type BomColumn, type ColumnChoice } from "@contract/bom/read";

// The BOM page's forms (issue 36): the BOM to read (pasted or a file, boards, spares, the columns as the user set
// them) and the lines to put into the cart. Plain posts that work without JavaScript.

export const BOM_INTENTS = {
  /** Read and match the BOM with the columns recognised from its header. */
  read: "read",
  /** Read it again with the columns the user chose in the mapping's selects. */
  columns: "columns",
  /** The cart's action type (docs/spec.md §3): every bought line into the active cart. */
  add: "add",
  /** Keep the BOM's lines, boards and spares under a name in the user's saved BOMs (bom-save-forms.ts). */
  save: "save",
  /** Replace the saved BOM the page opened (`?saved=<id>`) with what the form holds. */
  saveChanges: "save-changes",
} as const;

/** Marks a file the storefront did not read to its end (over the limit: refused without sending it on). */
export const BOM_FILE_TOO_LARGE = "bom-file-too-large";
/** The files the form takes; an .xlsx goes to the API's workbook reader, the others are read as text. */
export const BOM_FILE_ACCEPT =
  ".csv,.txt,.tsv,.xlsx,text/csv,text/plain,text/tab-separated-values,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
/** A multipart form keeps a text part up to 64 KiB (app/server/multipart.server.ts): the textarea stays under it. */
export const BOM_TEXT_MAX = 60_000;
export const BOM_MAX_BOARDS = 100_000;

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

/** The mapping select of a field: `column-mpn` holds the column's number from 0, or "" for "not in the file". */
export const columnField = (column: BomColumn) => `column-${column}`;

/** The mapping the selects showed when the page was rendered (JSON), to tell which select the user changed. */
export const COLUMNS_SHOWN_FIELD = "columns-shown";

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

/** Each bought line is one `line` field holding its JSON, so a suggested line's tick box carries its own values. */
export const BOM_CART_LINE_FIELD = "line";

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

/** Why the cart took none of the BOM, when the page came back with it (the action data's union types it loosely). */
export function cartRefusalOf(actionData: unknown): string | undefined {
  return actionData && typeof actionData === "object" && "cartRefusal" in actionData && typeof actionData.cartRefusal === "string"
    ? actionData.cartRefusal
    : undefined;
}
