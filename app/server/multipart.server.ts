import { unstable_parseMultipartFormData, type UploadHandler } from "@remix-run/node";

const TEXT_PART_LIMIT = 64 * 1024;

/**
 * Reads a form that may carry files. Nothing is held beyond `maxFileBytes`: a larger file is read to its end
 * and dropped, its field set to `tooLargeMarker`, so the other fields still come back to the form.
 */
export function readMultipartForm(request: Request, maxFileBytes: number, tooLargeMarker: string): Promise<FormData> {
  const handler: UploadHandler = async ({ filename, contentType, data }) => {
    const limit = filename === undefined ? TEXT_PART_LIMIT : maxFileBytes;
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of data) {
      size += chunk.byteLength;
      if (size <= limit) chunks.push(chunk);
    }
    if (filename === undefined) return size <= limit ? new TextDecoder().decode(Buffer.concat(chunks)) : "";
    if (!filename) return null;
    if (size > limit) return tooLargeMarker;
    return new File([Buffer.concat(chunks)], filename, { type: contentType });
  };
  return unstable_parseMultipartFormData(request, handler);
}
