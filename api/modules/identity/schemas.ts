import { z } from "zod";
import { cleanNameField, emailField, phoneField } from "../../lib/rules";
import { LOOKUP_CODES } from "../lookups/enumerations";
import { addressPlaceFields, refineTurkishPlace } from "../lookups/places";

export const passwordField = z
  .string()
  .min(8, "must be at least 8 characters")
  .max(128)
  .refine((value) => /\p{L}/u.test(value) && /\d/.test(value), "must contain a letter and a digit");

export const loginBody = z.object({ email: emailField, password: z.string().min(1).max(128) });
export const refreshTokenBody = z.object({ refreshToken: z.string().min(20).max(200) });
export const emailBody = z.object({ email: emailField });
export const verifyOtpBody = z.object({ email: emailField, code: z.string().trim().regex(/^\d{6}$/, "must be 6 digits") });
export const resetPasswordBody = z.object({ resetToken: z.string().min(20).max(200), password: passwordField });
export const activationBody = z.object({ token: z.string().min(20).max(200) });

/** Multipart sends booleans as text; JSON as booleans. */
const flag = z.union([z.boolean(), z.enum(["true", "false", "on"]).transform((value) => value !== "false")]);
const mustAccept = flag.refine((value) => value === true, "must be accepted");

const personFields = {
  firstName: cleanNameField(80),
  lastName: cleanNameField(80),
  email: emailField,
  password: passwordField,
  phoneCountryCode: z.string().trim().regex(/^\+\d{1,4}$/, "must look like +90").optional().or(z.literal("").transform(() => undefined)),
  phone: phoneField,
};

const agreementFields = {
  isMembershipAgreementAccepted: mustAccept,
  isKvkkAccepted: mustAccept,
  isCommercialMessagesAccepted: flag.optional().default(false),
  languageCode: z.enum(["tr", "en"]).optional(),
};

const codeOf = (list: readonly string[]) => z.string().refine((value) => list.includes(value), "must be one of the listed values");

export const signupInfoBody = z.object({
  ...personFields,
  titleCode: codeOf(LOOKUP_CODES.titles).optional().or(z.literal("").transform(() => undefined)),
  companyTitle: z.string().trim().min(2).max(200),
  taxOffice: cleanNameField(80),
  taxNumber: z.string().trim().regex(/^(\d{10}|\d{11})$/, "must be 10 or 11 digits"),
  companyTypeCode: codeOf(LOOKUP_CODES["company-types"]),
  sectorCode: codeOf(LOOKUP_CODES.sectors),
  activityAreaCode: codeOf(LOOKUP_CODES["activity-areas"]),
});

export const signupAddressBody = z.object({ ...addressPlaceFields, addressLine: z.string().trim().min(5).max(300) }).superRefine(refineTurkishPlace);

export const consumerSignupBody = z.object({ ...personFields, ...agreementFields });

export const businessSignupFields = z
  .object({ ...signupInfoBody.shape, ...addressPlaceFields, addressLine: z.string().trim().min(5).max(300), ...agreementFields })
  .superRefine(refineTurkishPlace);

export type ConsumerSignupInput = z.infer<typeof consumerSignupBody>;
export type BusinessSignupInput = z.infer<typeof businessSignupFields>;

export const tokenRecordSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  expiresIn: z.number(),
  refreshExpiresIn: z.number(),
  tokenType: z.literal("Bearer"),
  userType: z.enum(["b2b", "b2c"]),
});

export const otpSentSchema = z.object({ email: z.string(), otpExpiresIn: z.number(), resendAvailableIn: z.number() });
export const signupStartedSchema = otpSentSchema.extend({ userType: z.enum(["b2b", "b2c"]) });
export const signupVerifiedSchema = z.object({ userType: z.enum(["b2b", "b2c"]), email: z.string(), token: tokenRecordSchema.optional() });
