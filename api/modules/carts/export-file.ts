import type { CartExportFormat } from "@contract/api/carts/operations";
import type { ApiLocale } from "../../lib/locale";
import { text } from "../../lib/messages";
import { isoDay, type CartExport } from "./export-content";
import { cartPdf } from "./export-pdf";
import { cartXlsx } from "./export-xlsx";

/** `sepet-42-2026-11-23.pdf` (en: `cart-…`); without an id (a guest's cart) `sepet-guest-2026-11-23.pdf`. */
export function exportFileName(cartId: number | null, format: CartExportFormat, locale: ApiLocale, date: Date): string {
  return `${text("cartExport.fileName", locale)}-${cartId ?? "guest"}-${isoDay(date)}.${format}`;
}

export function buildCartExport(format: CartExportFormat, content: CartExport): Promise<Buffer> {
  return format === "pdf" ? cartPdf(content) : cartXlsx(content);
}
