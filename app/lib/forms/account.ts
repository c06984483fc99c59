import { z } from "zod";
import { emailText, nameText, requiredText } from "./fields";

// Account forms (issue 4). Messages are translation keys of common:validation.*.

export const userTypeField = z.enum(["b2c", "b2b"], { error: "validation.required" }).default("b2c");

export const loginSchema = z.object({
  userType: userTypeField,
  email: emailText,
  password: requiredText(128),
  redirectTo: z.string().optional(),
});

/** At least 8 characters with a letter and a digit, at most 128 (the API's rule). */
export const newPassword = z
  .string({ error: "validation.required" })
  .min(8, "validation.passwordRule")
  .max(128, "validation.tooLong")
  .refine((value) => /\p{L}/u.test(value) && /\d/.test(value), "validation.passwordRule");

export const otpCode = z
  .string({ error: "validation.required" })
  .trim()
  .regex(/^\d{6}$/, "validation.otpCode");

export const personFields = {
  firstName: nameText(80),
  lastName: nameText(80),
  email: emailText,
  password: newPassword,
  phoneCountryCode: z.string().trim().regex(/^\+\d{1,4}$/, "validation.phone").optional(),
  phone: z.string().trim().regex(/^[0-9 ()-]{7,20}$/, "validation.phone").optional(),
};

function mustAccept() {
  return z.boolean({ error: "validation.mustAccept" }).refine((value) => value, "validation.mustAccept");
}

/** Membership agreement and KVKK notice must be accepted; commercial messages are optional. */
export const agreementFields = {
  isMembershipAgreementAccepted: mustAccept(),
  isKvkkAccepted: mustAccept(),
  isCommercialMessagesAccepted: z.boolean().default(false),
};
