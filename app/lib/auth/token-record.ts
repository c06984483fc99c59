import * as z from "zod";
import { ALL_PERMISSIONS, type Permission } from "@contract/api/identity/permissions";
import { tokenRecordSchema, type TokenRecord, type UserInfo } from "@contract/api/identity/schemas";

/**
 * The session's record (docs/spec.md §3), kept in the session cookie: the tokens of the sign-in or refresh answer
 * with their expiries as absolute times in ms (now + seconds × 1000), and who the user is from the user info.
 */
export const sessionRecordSchema = tokenRecordSchema.pick({ accessToken: true, refreshToken: true, userType: true }).extend({
  accessTokenExpiresAt: z.number(),
  refreshTokenExpiresAt: z.number(),
  name: z.string(),
  email: z.string(),
  permissions: z.array(z.enum(ALL_PERMISSIONS)),
});
export type SessionRecord = z.output<typeof sessionRecordSchema>;

/** The permissions of every roles list of the token info's resource access (docs/spec.md §6), each once. */
export function permissionsOf(resourceAccess: UserInfo["tokenInfo"]["resourceAccess"]): Permission[] {
  const permissions = Object.values(resourceAccess).flatMap((access) => access?.roles ?? []);
  return [...new Set(permissions)];
}

/** The session's token fields of a sign-in or refresh answer. */
export function sessionTokenFields(token: TokenRecord, now: number) {
  return {
    accessToken: token.accessToken,
    refreshToken: token.refreshToken,
    accessTokenExpiresAt: now + token.expiresIn * 1000,
    refreshTokenExpiresAt: now + token.refreshExpiresIn * 1000,
  };
}

export function sessionRecordOf(token: TokenRecord, info: UserInfo, now: number): SessionRecord {
  return {
    ...sessionTokenFields(token, now),
    name: info.userInfo.name,
    email: info.userInfo.email,
    permissions: permissionsOf(info.tokenInfo.resourceAccess),
    userType: info.userInfo.userType,
  };
}
