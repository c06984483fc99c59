import type { ReturnPhotoType } from "@contract/api/returns/values";

/** A photo as the request carried it, its type read from its bytes. */
export interface ReturnPhoto {
  contentType: ReturnPhotoType;
  content: Buffer;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The type of a photo by its first bytes (the declared content type and the file name are the sender's word, not
 * the file's); null for anything but JPEG, PNG, WebP ("RIFF" size "WEBP") and PDF.
 */
export function photoTypeOf(content: Buffer): ReturnPhotoType | null {
  if (content[0] === 0xff && content[1] === 0xd8 && content[2] === 0xff) return "image/jpeg";
  if (content.subarray(0, 8).equals(PNG_SIGNATURE)) return "image/png";
  if (content.subarray(0, 4).toString("latin1") === "RIFF" && content.subarray(8, 12).toString("latin1") === "WEBP") return "image/webp";
  if (content.subarray(0, 5).toString("latin1") === "%PDF-") return "application/pdf";
  return null;
}
