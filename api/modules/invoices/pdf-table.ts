import type { startPdf } from "../../lib/pdf";

/** The document pdfkit draws on. */
export type Pdf = ReturnType<typeof startPdf>["doc"];

export interface Column {
  width: number;
  align: "left" | "right";
}

const PADDING = 3;

/**
 * One row of a table at the document's left margin: each cell wraps within its column, the row as tall as its
 * tallest cell, on a new page when it would not fit.
 */
export function drawRow(doc: Pdf, columns: readonly Column[], cells: string[], font: "regular" | "bold") {
  doc.font(font);
  const left = doc.page.margins.left;
  const height = Math.max(...cells.map((cell, index) => doc.heightOfString(cell, { width: columns[index].width - PADDING })));
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
  const y = doc.y;
  let x = left;
  cells.forEach((cell, index) => {
    doc.text(cell, x, y, { width: columns[index].width - PADDING, align: columns[index].align });
    x += columns[index].width;
  });
  doc.x = left;
  doc.y = y + height;
  doc.moveDown(0.3);
}
