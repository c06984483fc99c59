import { z } from "zod";
import { businessSignUpBody, verifyCodeBody } from "@contract/api/identity/schemas";

/**
 * What the storefront reads of a company document at most; the API applies its own, smaller limit (413). The
 * storefront's upload body limit (STOREFRONT_UPLOAD_LIMIT_BYTES) leaves room above it for the other fields.
 */
export const DOCUMENT_READ_LIMIT = 10 * 1024 * 1024;

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
