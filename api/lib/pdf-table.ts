import type PDFDocument from "pdfkit";

export interface PdfColumn {
  width: number;
  align: "left" | "right";
}

/**
 * A table written row by row from the document's current place, its header first: each row as tall as its tallest
 * wrapped cell and ruled under; a row that does not fit starts a page, under the header again.
 */
export function pdfTable(
  doc: InstanceType<typeof PDFDocument>,
  {
    columns,
    header,
    fontSize,
    padding,
    margin,
  }: { columns: readonly PdfColumn[]; header: string[]; fontSize: number; padding: number; margin: number },
) {
  const bottom = doc.page.height - margin;
  const row = (cells: string[], font: "regular" | "bold") => {
    doc.font(font).fontSize(fontSize);
    const height =
      Math.max(...cells.map((cell, index) => doc.heightOfString(cell, { width: columns[index].width - 2 * padding }))) + 2 * padding;
    if (doc.y + height > bottom) {
      doc.addPage();
      if (font === "regular") row(header, "bold");
      doc.font(font).fontSize(fontSize);
    }
    const top = doc.y;
    let x = margin;
    cells.forEach((cell, index) => {
      const { width, align } = columns[index];
      doc.text(cell, x + padding, top + padding, { width: width - 2 * padding, align });
      x += width;
    });
    doc
      .moveTo(margin, top + height)
      .lineTo(x, top + height)
      .lineWidth(font === "bold" ? 1 : 0.3)
      .stroke();
    doc.x = margin;
    doc.y = top + height;
  };
  row(header, "bold");
  return { row: (cells: string[]) => row(cells, "regular") };
}
