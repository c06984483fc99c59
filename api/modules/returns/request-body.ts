import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import { createReturnBody } from "@contract/api/returns/schemas";
import { RETURN_MAX_LINES, RETURN_PHOTO_MAX_BYTES } from "@contract/api/returns/values";
import { AppError } from "../../lib/errors";
import type { ApiLocale } from "../../lib/locale";
import { text } from "../../lib/messages";
import { readMultipart } from "../../lib/multipart";
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

/** The text parts and the one `photo` file of a multipart request; each `lines` part is one line as JSON. */
async function readMultipartReturn(request: FastifyRequest, locale: ApiLocale) {
  const { fields, file } = await readMultipart(request, locale, {
    field: "photo",
    typeOf: photoTypeOf,
    wrongType: () => {
      const wrongType = text("returns.photoType", locale);
      return new AppError(400, wrongType, [{ field: "photo", message: wrongType }]);
    },
  });
  const { lines, ...rest } = fields;
  const input = parseOrThrow(createReturnBody, { ...rest, ...(lines === undefined ? {} : { lines: [lines].flat().map(lineOf) }) }, locale);
  return { input, photo: file ? { contentType: file.contentType as ReturnPhoto["contentType"], content: file.content } : null };
}

/** A return request's fields and photo: multipart (with or without the photo) or JSON (without). */
export async function readReturnRequest(
  request: FastifyRequest,
  locale: ApiLocale,
): Promise<{ input: ReturnInput; photo: ReturnPhoto | null }> {
  if (request.isMultipart()) return readMultipartReturn(request, locale);
  return { input: parseOrThrow(createReturnBody, request.body ?? {}, locale), photo: null };
}
