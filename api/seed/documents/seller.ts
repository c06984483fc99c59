/**
 * The seller's data written into the document templates (the store's name is the `{{seller.name}}` placeholder,
 * filled from STORE_NAME). The legal team keeps the templates in the database and replaces these with the
 * company's registered details.
 */
export const SELLER = {
  address: "Örnek Mahallesi Teknoloji Caddesi No: 1, 34000 Kadıköy/İstanbul",
  mersisNumber: "0000000000000000",
  taxOffice: "Kadıköy",
  taxNumber: "0000000000",
  phone: "+90 216 000 00 00",
  email: "destek@devre.example",
  kep: "devreelektronik@hs01.kep.tr",
  website: "https://www.devre.example",
} as const;

/** A document template in one language: its title and its body (content-page format with placeholders). */
export interface TemplateText {
  title: string;
  body: string;
}

export type TemplateLocale = "tr" | "en";

/** Paragraphs joined as the body format wants them: a blank line between two. */
export const paragraphs = (...blocks: string[]) => blocks.join("\n\n");
