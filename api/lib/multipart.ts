import type { FastifyError, FastifyRequest } from "fastify";
import { AppError } from "./errors";
import type { ApiLocale } from "./locale";
import { message } from "./messages";

/** A file as the request carried it, its type read from its bytes (the name and declared type are the sender's word). */
export interface UploadedFile {
  fileName: string;
  contentType: string;
  content: Buffer;
}

interface FilePart {
  /** The one file part read; any other file part is skipped. */
  field: string;
  /** The file's type by its first bytes, or null when it is not one the operation takes. */
  typeOf: (content: Buffer) => string | null;
  /** The refusal of a file of another type (a 400 or 415 naming the field). */
  wrongType: () => AppError;
}

/**
 * The text parts and the one file of a multipart body (the route registered @fastify/multipart with its limits: a
 * file over its size makes the parser answer 413). A field sent twice keeps both values, which its rule then refuses
 * (no silent choice of one); a part the parser cannot read (a broken boundary, a cut-off part) is a 400, not a crash.
 */
export async function readMultipart(
  request: FastifyRequest,
  locale: ApiLocale,
  file: FilePart,
): Promise<{ fields: Record<string, string | string[]>; file: UploadedFile | null }> {
  const fields: Record<string, string | string[]> = {};
  let uploaded: UploadedFile | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        const content = await part.toBuffer();
        if (part.fieldname !== file.field || content.length === 0) continue;
        const contentType = file.typeOf(content);
        if (!contentType) throw file.wrongType();
        uploaded = { fileName: part.filename.slice(0, 200) || file.field, contentType, content };
      } else if (typeof part.value === "string") {
        const earlier = fields[part.fieldname];
        fields[part.fieldname] = earlier === undefined ? part.value : [earlier, part.value].flat();
      }
    }
  } catch (error) {
    if (error instanceof AppError || (error as FastifyError).statusCode) throw error;
    throw new AppError(400, message("malformedBody", locale));
  }
  return { fields, file: uploaded };
}
