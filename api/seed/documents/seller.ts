/** A document template in one language: its title and its body (content-page format with placeholders). */
export interface TemplateText {
  title: string;
  body: string;
}

export type TemplateLocale = "tr" | "en";

/** Paragraphs joined as the body format wants them: a blank line between two. */
export const paragraphs = (...blocks: string[]) => blocks.join("\n\n");
