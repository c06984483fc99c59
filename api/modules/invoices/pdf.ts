import { startPdf } from "../../lib/pdf";
import type { InvoiceContent } from "./content";
import { drawBuyer, drawHeading, drawSeller } from "./pdf-identity";
import { drawLines } from "./pdf-lines";
import { drawTotals } from "./pdf-totals";
import { drawVatSummary } from "./pdf-vat";

/** The invoice (or the proforma of an unpaid order) as a PDF in the order's language. */
export function invoicePdf(content: InvoiceContent): Promise<Buffer> {
  const { doc, file } = startPdf({
    margin: 40,
    title: content.number ?? content.orderNumber,
    author: content.seller.title,
    date: content.issuedAt,
  });
  drawHeading(doc, content);
  drawSeller(doc, content);
  drawBuyer(doc, content);
  drawLines(doc, content);
  drawVatSummary(doc, content);
  drawTotals(doc, content);
  doc.end();
  return file;
}
