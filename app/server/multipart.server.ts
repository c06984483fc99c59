import { unstable_parseMultipartFormData, type UploadHandler } from "@remix-run/node";

const TEXT_PART_LIMIT = 64 * 1024;

/** What a form that takes a file keeps of it: at most `maxBytes`; a larger file becomes `tooLargeMarker`. */
export interface FileLimits {
  maxBytes: number;
  tooLargeMarker: string;
}

/**
 * Reads a multipart form. Nothing is held beyond the limits: a larger file is read to its end and dropped, its
 * field set to `tooLargeMarker`, so the other fields still come back to the form. Without `files` (a form that
 * takes none) every file part is read and dropped.
 */
export function readMultipartForm(request: Request, files?: FileLimits): Promise<FormData> {
  const handler: UploadHandler = async ({ filename, contentType, data }) => {
    const limit = filename === undefined ? TEXT_PART_LIMIT : (files?.maxBytes ?? 0);
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of data) {
      size += chunk.byteLength;
      if (size <= limit) chunks.push(chunk);
    }
    if (filename === undefined) return size <= limit ? new TextDecoder().decode(Buffer.concat(chunks)) : "";
    if (!filename || !files) return null;
    if (size > limit) return files.tooLargeMarker;
    return new File([Buffer.concat(chunks)], filename, { type: contentType });
  };
  return unstable_parseMultipartFormData(request, handler);
}
