import { HONEYPOT_FIELD } from "~/lib/forms/fields";
import { refusal } from "./api-errors.server";
import { i18n } from "./i18n.server";
import { rememberFormKey } from "./idempotency.server";
import { readMultipartForm, type FileLimits } from "./multipart.server";

/** A bot filled the hidden field: answer as if all went well and keep nothing. */
export function isBotSubmission(formData: FormData): boolean {
  const value = formData.get(HONEYPOT_FIELD);
  return typeof value === "string" && value.length > 0;
}

/** A form field naming a record by a whole positive id (a hidden `cartId`, `lineId`…); null for anything else. */
export function formId(value: FormDataEntryValue | null): number | null {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
}

const isMultipart = (request: Request) => /^multipart\/form-data\b/i.test(request.headers.get("Content-Type") ?? "");

/**
 * The posted form, read the one way every action reads it (urlencoded, or multipart with `files` for the form that
 * takes a file). server.ts has already refused other content types and bodies over the limits; a body that still
 * cannot be read as a form (malformed multipart) is thrown as a 400 refusal, the route's error page, never a 500
 * (docs/errors.md).
 */
export async function readForm(request: Request, files?: FileLimits): Promise<FormData> {
  try {
    const formData = isMultipart(request) ? await readMultipartForm(request, files) : await request.formData();
    rememberFormKey(request, formData);
    return formData;
  } catch {
    throw refusal(400, (await i18n.getFixedT(request, "common"))("errors.status.400.text"));
  }
}
