import type { FastifyError, FastifyRequest } from "fastify";
import type { z } from "zod";
import { createReturnBody } from "@contract/api/returns/schemas";
import { RETURN_MAX_LINES, RETURN_PHOTO_MAX_BYTES } from "@contract/api/returns/values";
import { AppError } from "../../lib/errors";
import type { ApiLocale } from "../../lib/locale";
import { message, text } from "../../lib/messages";
import { parseOrThrow } from "../../lib/validate";
import { photoTypeOf, type ReturnPhoto } from "./photo";

export type ReturnInput = z.output<typeof createReturnBody>;

/** A description of 2,000 characters is at most 8,000 bytes of UTF-8; no other text part comes near. */
const FIELD_MAX_BYTES = 8192;
/** One part per line, and the order number, the reason and the description. */
const FIELDS_MAX = RETURN_MAX_LINES + 3;
/** Room for each part's boundary and headers. */
const PART_OVERHEAD_BYTES = 1024;

/** The multipart limits of a return request (the photo's size is refused with a 413 by the parser). */
export const RETURN_MULTIPART_LIMITS = { fileSize: RETURN_PHOTO_MAX_BYTES, files: 1, fields: FIELDS_MAX, fieldSize: FIELD_MAX_BYTES };

/** The largest body a return request can be: the photo, every text part at its largest, and their headers. */
export const RETURN_BODY_LIMIT = RETURN_PHOTO_MAX_BYTES + FIELDS_MAX * (FIELD_MAX_BYTES + PART_OVERHEAD_BYTES) + PART_OVERHEAD_BYTES;

/** A `lines` part is one line as JSON; one that is not JSON is kept as text, which the schema then refuses by name. */
function lineOf(part: string): unknown {
  try {
    return JSON.parse(part);
  } catch {
    return part;
  }
}

/** The text parts and the one `photo` file of a multipart request; a part the parser cannot read is a 400, not a crash. */
async function readMultipart(request: FastifyRequest, locale: ApiLocale) {
  const fields: Record<string, unknown> = {};
  const lines: unknown[] = [];
  let photo: ReturnPhoto | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        const content = await part.toBuffer();
        if (part.fieldname !== "photo" || content.length === 0) continue;
        const contentType = photoTypeOf(content);
        if (!contentType) {
          const wrongType = text("returns.photoType", locale);
          throw new AppError(400, wrongType, [{ field: "photo", message: wrongType }]);
        }
        photo = { contentType, content };
      } else if (typeof part.value === "string") {
        if (part.fieldname === "lines") lines.push(lineOf(part.value));
        else {
          // A field sent twice keeps both values, which its rule then refuses: no silent choice of one.
          const earlier = fields[part.fieldname];
          fields[part.fieldname] = earlier === undefined ? part.value : [earlier, part.value].flat();
        }
      }
    }
  } catch (error) {
    if (error instanceof AppError || (error as FastifyError).statusCode) throw error;
    throw new AppError(400, message("malformedBody", locale));
  }
  if (lines.length) fields.lines = lines;
  return { input: parseOrThrow(createReturnBody, fields, locale), photo };
}

/** A return request's fields and photo: multipart (with or without the photo) or JSON (without). */
export async function readReturnRequest(
  request: FastifyRequest,
  locale: ApiLocale,
): Promise<{ input: ReturnInput; photo: ReturnPhoto | null }> {
  if (request.isMultipart()) return readMultipart(request, locale);
  return { input: parseOrThrow(createReturnBody, request.body ?? {}, locale), photo: null };
}
