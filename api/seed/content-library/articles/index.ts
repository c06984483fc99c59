import { decouplingPlacement } from "./decoupling-placement";
import { esdHandling } from "./esd-handling";
import { mlccDielectrics } from "./mlcc-dielectrics";
import { mosfetSoa } from "./mosfet-soa";

interface ArticleText {
  title: string;
  summary: string;
  tags: string[];
  /** Plain text: blank-line paragraphs, "## " headings, a line break inside a paragraph kept. */
  body: string;
}

/** A magazine article in both languages; the slug is the same in both (the path keeps it when the language changes). */
export interface ArticleSeed {
  slug: string;
  publishedAt: string;
  author: string;
  tr: ArticleText;
  en: ArticleText;
}

export const ARTICLES: ArticleSeed[] = [mlccDielectrics, mosfetSoa, esdHandling, decouplingPlacement];
