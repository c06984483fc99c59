import * as z from "zod";
import { operation } from "../../operation";
import {
  auditLogQuery,
  auditLogSchema,
  staffChallengeSchema,
  staffHomeSchema,
  staffMemberSchema,
  staffRefreshBody,
  staffSignInBody,
  staffTokensSchema,
  staffVerifyBody,
} from "./schemas";

// The back office's staff sign-in, home and audit log (docs/decisions/036-staff-accounts.md). Staff sign in in
// two steps: the password earns a challenge, the TOTP code with the challenge earns the tokens. Both steps answer
// 401 for a wrong entry, 423 for a locked account, 429 beyond their rate limits.

const tags = ["back-office"];

export const staffSignIn = operation({
  method: "POST",
  path: "/back-office/auth/sign-in",
  summary: "Staff sign-in, first step: the password; answers a challenge for the TOTP code",
  tags,
  access: "public",
  body: staffSignInBody,
  data: staffChallengeSchema,
  errors: [401, 403, 423, 429],
});

export const staffVerify = operation({
  method: "POST",
  path: "/back-office/auth/verify",
  summary: "Staff sign-in, second step: the TOTP code of the authenticator app (each code is accepted once)",
  tags,
  access: "public",
  body: staffVerifyBody,
  data: staffTokensSchema,
  errors: [401, 423, 429],
});

export const staffRefresh = operation({
  method: "POST",
  path: "/back-office/auth/refresh",
  summary: "A new staff token pair for a refresh token (refused once idle too long or past the sign-in's length)",
  tags,
  access: "public",
  body: staffRefreshBody,
  data: staffTokensSchema,
  errors: [401, 429],
});

export const staffSignOut = operation({
  method: "POST",
  path: "/back-office/auth/sign-out",
  summary: "Ends the staff sign-in the refresh token belongs to",
  tags,
  access: "public",
  body: staffRefreshBody,
  data: z.null(),
});

export const staffMe = operation({
  method: "GET",
  path: "/back-office/me",
  summary: "The signed-in staff member: name, role and the permissions the role holds now",
  tags,
  access: "staff",
  staffPermission: "home.view",
  data: staffMemberSchema,
});

export const staffHome = operation({
  method: "GET",
  path: "/back-office/home",
  summary: "The staff home's counts: orders awaiting payment, to prepare, to ship, returns to decide, transfers to match, requests waiting",
  tags,
  access: "staff",
  staffPermission: "home.view",
  data: staffHomeSchema,
});

export const listAuditLog = operation({
  method: "GET",
  path: "/back-office/audit-log",
  summary: "The audit log of staff actions, newest first, searched by object, staff member, action and date",
  tags,
  access: "staff",
  staffPermission: "audit.view",
  query: auditLogQuery,
  data: auditLogSchema,
});
