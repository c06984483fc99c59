import { z } from "zod";
import { businessSignUpBody, verifyCodeBody } from "@contract/api/identity/schemas";

/** Marks a company document the storefront did not read to the end (over its own size cap). */
export const DOCUMENT_TOO_LARGE = "document-too-large";

const companyDocument = z.any().superRefine((value, context) => {
  if (value === DOCUMENT_TOO_LARGE) context.addIssue({ code: "custom", message: "errors.tooLarge" });
  else if (!(value instanceof File) || value.size === 0) context.addIssue({ code: "custom", message: "validation.required" });
});

/** The business sign-up form: the API's text fields and the company document, sent as one multipart body. */
export const businessSignupSchema = businessSignUpBody.extend({ companyDocument });

/** The code step of a sign-up or a password reset: the e-mail comes from the flow cookie. */
export const otpSchema = verifyCodeBody.pick({ code: true });
