import type { Locale } from "../../../contract/locale";

/** A figure as a page or the PDF writes it ("$2,222.80", "₺1.234,56", "₺76,8375", "2.500"): its exact decimal text. */
export function parseFigure(text: string, locale: Locale) {
  const raw = /\d[\d.,]*/.exec(text.replace(/\s/g, ""))?.[0];
  if (!raw) throw new Error(`no figure in "${text}"`);
  const [whole, fraction = ""] = raw.split(locale === "tr" ? "," : ".");
  return { decimal: `${whole.replace(/[.,]/g, "")}.${fraction || "0"}`, decimals: fraction.length };
}
