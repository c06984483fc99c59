import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import Busboy from "@fastify/busboy";

const TEXT_PART_LIMIT = 64 * 1024;

/** What a form that takes a file keeps of it: at most `maxBytes`; a larger file becomes `tooLargeMarker`. */
export interface FileLimits {
  maxBytes: number;
  tooLargeMarker: string;
}

/**
 * Reads a multipart form. Nothing is held beyond the limits: a larger file is read to its end and dropped, its
 * field set to `tooLargeMarker`, so the other fields still come back to the form; a text part over 64 KiB is kept
 * empty. Without `files` (a form that takes none) every file part is read and dropped. Busboy reads the part headers
 * as RFC 7578 writes them: a file named `rev=2.zip` or `a;b.zip` is that name (Remix's own parser refused it).
 */
export function readMultipartForm(request: Request, files?: FileLimits): Promise<FormData> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    const parser = Busboy({
      headers: { "content-type": request.headers.get("Content-Type") ?? "" },
      limits: { fieldSize: TEXT_PART_LIMIT },
    });
    parser.on("field", (name, value, _nameTruncated, valueTruncated) => form.append(name, valueTruncated ? "" : value));
    parser.on("file", (name, stream, filename, _encoding, contentType) => {
      const limit = files?.maxBytes ?? 0;
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on("data", (chunk: Buffer) => {
        size += chunk.byteLength;
        if (size <= limit) chunks.push(chunk);
      });
      stream.on("end", () => {
        if (!filename || !files) return;
        form.append(name, size > limit ? files.tooLargeMarker : new File([Buffer.concat(chunks)], filename, { type: contentType }));
      });
    });
    parser.on("finish", () => resolve(form));
    parser.on("error", reject);
    if (!request.body) return reject(new Error("A multipart form without a body"));
    Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>)
      .on("error", reject)
      .pipe(parser);
  });
}
