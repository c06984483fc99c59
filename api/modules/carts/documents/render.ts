import type { CartDocumentBlock } from "@contract/api/carts/documents";
import { textBlocks } from "@contract/text-blocks";

/** Every placeholder a document template may use (values.ts fills them); `{{lines}}` is the table's marker. */
export const PLACEHOLDERS = [
  "seller.name",
  "seller.title",
  "seller.address",
  "seller.mersisNumber",
  "seller.taxOffice",
  "seller.taxNumber",
  "seller.phone",
  "seller.email",
  "seller.kep",
  "seller.website",
  "buyer.name",
  "buyer.email",
  "buyer.phone",
  "buyer.address",
  "cart.total",
  "cart.tax",
  "cart.currency",
  "date",
] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];
export type PlaceholderValues = Readonly<Record<Placeholder, string>>;

/** Where the cart's lines go: a paragraph of its own. */
const LINES_MARKER = "{{lines}}";
const PLACEHOLDER = /\{\{([^{}]*)\}\}/g;

/** A template that names a placeholder nobody fills: a mistake in its text, never shown to a buyer half filled in. */
export class TemplateError extends Error {}

const isPlaceholder = (name: string): name is Placeholder => (PLACEHOLDERS as readonly string[]).includes(name);

/**
 * A template's body as blocks, each placeholder replaced by its value in one pass: a value is text and is never read
 * for placeholders again (a buyer named "{{cart.total}}" stays so). An unknown placeholder, or the lines' marker
 * inside other text, throws.
 */
export function renderTemplate(body: string, values: PlaceholderValues): CartDocumentBlock[] {
  return textBlocks(body).map((block) => {
    if (block.type === "paragraph" && block.text === LINES_MARKER) return { type: "lines" };
    const text = block.text.replace(PLACEHOLDER, (whole, name: string) => {
      if (whole === LINES_MARKER) throw new TemplateError(`${LINES_MARKER} must be a paragraph of its own in a document template`);
      if (!isPlaceholder(name)) throw new TemplateError(`Unknown placeholder ${whole} in a document template`);
      return values[name];
    });
    return { ...block, text };
  });
}
