import * as z from "zod";
import { businessSignUpBody, verifyCodeBody } from "@contract/api/identity/schemas";

/**
 * What the storefront keeps of a company document at most; the API applies its own, smaller limit (413). A larger
 * file is read to its end and dropped (up to the body limit, STOREFRONT_UPLOAD_LIMIT_BYTES) and refused next to its field.
 */
export const DOCUMENT_READ_LIMIT = 10 * 1024 * 1024;

/** Sent by a sign-up form whose scripts keep its fields on a refusal (FieldsKeptMarker): nothing is asked again. */
export const FIELDS_KEPT_BY_BROWSER = "fieldsKept";

/** Marks a company document the storefront did not read to the end (over DOCUMENT_READ_LIMIT). */
export const DOCUMENT_TOO_LARGE = "document-too-large";

// In the browser a file over the read limit is refused before it is sent (the server would refuse the whole body).
const companyDocument = z.any().superRefine((value, context) => {
  if (value === DOCUMENT_TOO_LARGE) context.addIssue({ code: "custom", message: "errors.tooLarge" });
  else if (!(value instanceof File) || value.size === 0) context.addIssue({ code: "custom", message: "validation.required" });
  else if (value.size > DOCUMENT_READ_LIMIT) context.addIssue({ code: "custom", message: "errors.tooLarge" });
});

/** The business sign-up form: the API's text fields and the company document, sent as one multipart body. */
export const businessSignupSchema = businessSignUpBody.safeExtend({ companyDocument });

/** The code step of a sign-up or a password reset: the e-mail comes from the flow cookie. */
export const otpSchema = verifyCodeBody.pick({ code: true });
