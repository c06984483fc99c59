/** A heading or a paragraph of a text kept in the API (content pages, document templates). */
export type TextBlock = { type: "heading"; text: string } | { type: "paragraph"; text: string };

/**
 * The API's text format: paragraphs between blank lines, a paragraph starting "## " a heading. A single line break
 * inside a paragraph is kept (a party's details, one a line).
 */
export function textBlocks(body: string): TextBlock[] {
  return body
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => (block.startsWith("## ") ? { type: "heading", text: block.slice(3) } : { type: "paragraph", text: block }));
}
