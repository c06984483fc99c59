import * as z from "zod";
import { operation } from "../../operation";
import {
  activationBody,
  businessSignUpBody,
  codeSentSchema,
  consumerSignUpBody,
  emailBody,
  refreshTokenBody,
  resetPasswordBody,
  resetTokenSchema,
  signInBody,
  signupAddressBody,
  signupCheckedSchema,
  signupInfoBody,
  signupStartedSchema,
  signupVerifiedSchema,
  tokenRecordSchema,
  userInfoSchema,
  verifyCodeBody,
  verifySignupCodeBody,
  resendSignupCodeBody,
} from "./schemas";

const tags = ["identity"];

// ── Sign-in and tokens ───────────────────────────────────────────────────────────────────────────────
// A wrong e-mail or password answers 401 (the same for an unknown e-mail), a locked account 423, an e-mail not
// verified yet 403 with the field `emailVerification` (a new code is mailed when the resend limits allow; the
// message says whether it was).

export const businessSignIn = operation({
  method: "POST",
  path: "/identity/auth/login",
  summary: "Business sign-in",
  tags,
  access: "public",
  body: signInBody,
  data: tokenRecordSchema,
  errors: [401, 403, 423, 429],
});

export const consumerSignIn = operation({
  method: "POST",
  path: "/identity/auth/login-email",
  summary: "Consumer sign-in",
  tags,
  access: "public",
  body: signInBody,
  data: tokenRecordSchema,
  errors: [401, 403, 423, 429],
});

/** Spends the refresh token for a new pair; a spent one presented again ends the whole sign-in (401). */
export const refreshToken = operation({
  method: "POST",
  path: "/identity/auth/refresh-token",
  summary: "Rotate the refresh token",
  tags,
  access: "public",
  body: refreshTokenBody,
  data: tokenRecordSchema,
  errors: [401, 429],
});

export const signOut = operation({
  method: "POST",
  path: "/identity/auth/sign-out",
  summary: "Revoke the sign-in of a refresh token",
  tags,
  access: "public",
  body: refreshTokenBody,
  data: z.null(),
});

export const userInfo = operation({
  method: "GET",
  path: "/identity/users/me/info",
  summary: "The signed-in user and their token info",
  tags,
  access: "user",
  data: userInfoSchema,
});

// ── Sign-up ──────────────────────────────────────────────────────────────────────────────────────────

export const validateSignupInfo = operation({
  method: "POST",
  changesNothing: true,
  path: "/identity/auth/validate-signup-info",
  summary: "Check the person and company of a business sign-up",
  tags,
  access: "public",
  body: signupInfoBody,
  data: signupCheckedSchema,
  errors: [409, 429],
});

export const validateSignupAddress = operation({
  method: "POST",
  changesNothing: true,
  path: "/identity/auth/validate-signup-address",
  summary: "Check the company address of a business sign-up",
  tags,
  access: "public",
  body: signupAddressBody,
  data: signupCheckedSchema,
});

export const consumerSignUp = operation({
  method: "POST",
  path: "/identity/auth/sign-up",
  summary: "Consumer sign-up",
  tags,
  access: "public",
  body: consumerSignUpBody,
  status: 201,
  data: signupStartedSchema,
  errors: [429],
});

/** Multipart: the text fields of the body and the company document, checked by its first bytes (else 415). */
export const businessSignUp = operation({
  method: "POST",
  path: "/identity/auth/signup",
  summary: "Business sign-up (multipart with the company document)",
  tags,
  access: "public",
  body: businessSignUpBody,
  files: { companyDocument: { contentTypes: ["application/pdf", "image/jpeg", "image/png"], description: "The company document" } },
  status: 201,
  data: signupStartedSchema,
  errors: [409, 415, 429],
});

/**
 * The same answer for an unknown, a verified and a pending e-mail; only a pending attempt still current gets a code.
 * 429 before `resendAvailableIn` has passed.
 */
export const resendSignupCode = operation({
  method: "POST",
  path: "/identity/auth/resend-signup-otp",
  summary: "Send a new sign-up code",
  tags,
  access: "public",
  body: resendSignupCodeBody,
  data: signupStartedSchema,
  errors: [429],
});

/**
 * Signs the user in. A wrong code answers 400 (tries left), an expired one 410 (so does any code once a newer sign-up
 * replaced the attempt), the sixth try 429.
 */
export const verifySignupCode = operation({
  method: "POST",
  path: "/identity/auth/verify-signup-otp",
  summary: "Verify the sign-up code (signs the user in)",
  tags,
  access: "public",
  body: verifySignupCodeBody,
  data: signupVerifiedSchema,
  errors: [410, 429],
});

/**
 * Activates the pending account the link was mailed for, with the password typed in that sign-up: a wrong one answers
 * 400 on `password`, leaves the link unspent and counts toward the account's lock (423) as a failed sign-in does.
 */
export const confirmActivation = operation({
  method: "POST",
  path: "/identity/users/confirm-activations",
  summary: "Activate an account from the mailed link, with the password chosen at sign-up",
  tags,
  access: "public",
  body: activationBody,
  data: signupVerifiedSchema,
  errors: [423, 429],
});

// ── Password reset: the same answers for a known and an unknown e-mail ───────────────────────────────

export const sendResetCode = operation({
  method: "POST",
  path: "/identity/auth/send-reset-password-otp",
  summary: "Mail a password reset code",
  tags,
  access: "public",
  body: emailBody,
  data: codeSentSchema,
  errors: [429],
});

export const verifyResetCode = operation({
  method: "POST",
  path: "/identity/auth/verify-reset-password-otp",
  summary: "Verify the reset code",
  tags,
  access: "public",
  body: verifyCodeBody,
  data: resetTokenSchema,
  errors: [410, 429],
});

/** Every sign-in of the user ends. */
export const resetPassword = operation({
  method: "POST",
  path: "/identity/auth/reset-password",
  summary: "Set a new password",
  tags,
  access: "public",
  body: resetPasswordBody,
  data: z.null(),
  errors: [429],
});
