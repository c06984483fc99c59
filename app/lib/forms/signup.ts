import { z } from "zod";
import { agreementFields, otpCode, personFields } from "./account";
import { emailText, optionalText, requiredText } from "./fields";

export const consumerSignupSchema = z.object({ ...personFields, ...agreementFields });

/** Marks a company document the storefront did not read to the end (over its own size cap). */
export const DOCUMENT_TOO_LARGE = "document-too-large";

const companyDocument = z.any().superRefine((value, context) => {
  if (value === DOCUMENT_TOO_LARGE) context.addIssue({ code: "custom", message: "errors.tooLarge" });
  else if (!(value instanceof File) || value.size === 0) context.addIssue({ code: "custom", message: "validation.required" });
});

export const addressFields = {
  countryCode: requiredText(2),
  cityId: optionalText(10),
  cityName: optionalText(80),
  townId: optionalText(80),
  districtId: optionalText(120),
  zipCode: optionalText(10),
  addressLine: requiredText(500),
};

export const businessSignupSchema = z.object({
  ...personFields,
  companyTitle: requiredText(200),
  taxOffice: requiredText(120),
  taxNumber: z.string({ error: "validation.required" }).trim().regex(/^\d{10,11}$/, "validation.taxNumber"),
  companyTypeCode: requiredText(40),
  sectorCode: requiredText(40),
  activityAreaCode: requiredText(40),
  ...addressFields,
  ...agreementFields,
  companyDocument,
});

export const otpSchema = z.object({ code: otpCode });

export const emailSchema = z.object({ email: emailText });
