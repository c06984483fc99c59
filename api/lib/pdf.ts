import { createRequire } from "node:module";
import PDFDocument from "pdfkit";

// DejaVu Sans from its npm package (never a system path): the PDF's standard fonts have no ş, ğ, ı or İ. pdfkit
// embeds only the glyphs used, so the file stays small.
const resolve = createRequire(import.meta.url).resolve;
const REGULAR = resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf");
const BOLD = resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf");

/** An A4 document with the fonts "regular" and "bold" registered, and the whole file once `end()` is called. */
export function startPdf(options: { layout?: "portrait" | "landscape"; margin: number; title: string; author: string; date?: Date }) {
  const doc = new PDFDocument({
    size: "A4",
    layout: options.layout ?? "portrait",
    margin: options.margin,
    font: REGULAR,
    info: { Title: options.title, Author: options.author, ...(options.date ? { CreationDate: options.date } : {}) },
  });
  doc.registerFont("regular", REGULAR).registerFont("bold", BOLD);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const file = new Promise<Buffer>((done, fail) => {
    doc.on("end", () => done(Buffer.concat(chunks)));
    doc.on("error", fail);
  });
  return { doc, file };
}
