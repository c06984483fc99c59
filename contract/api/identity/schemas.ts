import * as z from "zod";
import { USER_TYPES } from "../../limits";
import { LOCALES } from "../../locale";
import {
  detailText,
  emailText,
  flagField,
  mustAccept,
  nameText,
  newPasswordText,
  optionalPhoneCountryCodeText,
  optionalPhoneText,
  otpCodeText,
  taxNumberText,
} from "../../rules";
import { codeOf } from "../lookups/codes";
import { addressFields } from "../lookups/places";
import { requireTaxOffice, taxOfficeFields } from "../lookups/tax-offices";
import { ALL_PERMISSIONS, SCOPES } from "./permissions";

// Identity (docs/spec.md §3, §4, §7): sign-in and tokens, sign-up with a one-time code or the mailed activation
// link, password reset, and who the signed-in user is.

const userType = z.enum(USER_TYPES);

/** A password as typed at sign-in: never trimmed, whatever rule it was chosen under. */
export const currentPasswordText = z.string({ error: "validation.required" }).min(1, "validation.required").max(128, "validation.tooLong");

/** An opaque token the API handed out (refresh token, activation link, reset step). */
const issuedToken = z.string().min(20).max(200);

// ── Request bodies ───────────────────────────────────────────────────────────────────────────────────

export const signInBody = z.object({ email: emailText, password: currentPasswordText });
export const refreshTokenBody = z.object({ refreshToken: issuedToken });
export const emailBody = z.object({ email: emailText });
export const verifyCodeBody = z.object({ email: emailText, code: otpCodeText });
/**
 * The sign-up attempt a code belongs to, as the sign-up answered it: a code verifies its own attempt only
 * (docs/decisions/028-pending-sign-ups.md).
 */
const signupAttempt = z.uuid();
export const verifySignupCodeBody = verifyCodeBody.extend({ attempt: signupAttempt });
export const resendSignupCodeBody = emailBody.extend({ attempt: signupAttempt });
export const resetPasswordBody = z.object({ resetToken: issuedToken, password: newPasswordText });
/** The activation link's token and the password typed in its sign-up attempt (docs/decisions/028-pending-sign-ups.md). */
export const activationBody = z.object({ token: issuedToken, password: currentPasswordText });

/** The person signing up (consumer, or a company's first user). */
export const personFields = {
  firstName: nameText(80),
  lastName: nameText(80),
  email: emailText,
  password: newPasswordText,
  phoneCountryCode: optionalPhoneCountryCodeText,
  phone: optionalPhoneText,
};

/** Membership agreement and KVKK notice must be accepted; commercial messages are optional. */
const agreementFields = {
  isMembershipAgreementAccepted: mustAccept,
  isKvkkAccepted: mustAccept,
  isCommercialMessagesAccepted: flagField.default(false),
  languageCode: z.enum(LOCALES).optional(),
};

/** Business sign-up, step 1: the person and the company (the e-mail and the tax number must be free). */
const companyInfoFields = {
  ...personFields,
  titleCode: z.preprocess((value) => (value === "" ? undefined : value), codeOf("titles").optional()),
  companyTitle: detailText(2, 200),
  ...taxOfficeFields,
  taxNumber: taxNumberText,
  companyTypeCode: codeOf("company-types"),
  sectorCode: codeOf("sectors"),
  activityAreaCode: codeOf("activity-areas"),
};
// The company's country comes with its address (step 2): until then the office is a Turkish one.
export const signupInfoBody = z.object(companyInfoFields).superRefine((value, context) => requireTaxOffice(value, null, context));

/** Business sign-up, step 2: the company address. */
export const signupAddressBody = z.object(addressFields);

export const consumerSignUpBody = z.object({ ...personFields, ...agreementFields });

/** The text parts of the business sign-up (multipart; the company document is its file part). */
export const businessSignUpBody = z
  .object({ ...companyInfoFields, ...signupAddressBody.shape, ...agreementFields })
  .superRefine((value, context) => requireTaxOffice(value, value.countryCode, context));

export type ConsumerSignUpInput = z.output<typeof consumerSignUpBody>;
export type BusinessSignUpInput = z.output<typeof businessSignUpBody>;

// ── Answers ──────────────────────────────────────────────────────────────────────────────────────────

/** The token record of a sign-in or refresh (docs/spec.md §3): expiries in seconds from now. */
export const tokenRecordSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  expiresIn: z.number(),
  refreshExpiresIn: z.number(),
  tokenType: z.literal("Bearer"),
  userType,
});
export type TokenRecord = z.output<typeof tokenRecordSchema>;

/** A one-time code went out (or, for an e-mail without an account, seemingly did). */
export const codeSentSchema = z.object({ email: z.string(), otpExpiresIn: z.number(), resendAvailableIn: z.number() });
/** `attempt` names this sign-up attempt: its code is verified and resent with it. */
export const signupStartedSchema = codeSentSchema.extend({ userType, attempt: z.string() });
export type SignupStarted = z.output<typeof signupStartedSchema>;

/** A verified sign-up: with tokens after the code (the user is signed in), without after the activation link. */
export const signupVerifiedSchema = z.object({ userType, email: z.string(), token: tokenRecordSchema.optional() });
export type SignupVerified = z.output<typeof signupVerifiedSchema>;

export const signupCheckedSchema = z.object({ valid: z.literal(true) });
export const resetTokenSchema = z.object({ resetToken: z.string() });

/** The signed-in user, and their token's resource access: each scope with the permissions held in it. */
export const userInfoSchema = z.object({
  userInfo: z.object({
    id: z.string(),
    /** Full name for display. */
    name: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    userType,
    languageCode: z.enum(LOCALES),
    companyId: z.string().nullable(),
    companyName: z.string().nullable(),
    roleName: z.string().nullable(),
    isCompanyAdmin: z.boolean(),
  }),
  tokenInfo: z.object({
    // Keycloak's shape (docs/spec.md §3): the lists are named roles; what they hold are permissions.
    resourceAccess: z.partialRecord(z.enum(SCOPES), z.object({ roles: z.array(z.enum(ALL_PERMISSIONS)) })),
    /** Access token expiry, seconds since the epoch. */
    expiresAt: z.number(),
  }),
});
export type UserInfo = z.output<typeof userInfoSchema>;
