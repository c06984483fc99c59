import type { TokenRecord, UserInfoResponse } from "../account-types";

/** The session's token record (spec section 3), built from the sign-in answer and the user info. */
export interface TokenSessionRecord {
  accessToken: string;
  refreshToken: string;
  /** Absolute expiry times in ms (expiresIn × 1000 after issue). */
  accessTokenExpiresIn: number;
  refreshTokenExpiresIn: number;
  name: string;
  email: string;
  roles: string[];
  userType: "b2b" | "b2c";
}

/** Role names are collected from every roles list of the token info's resource access (spec section 6). */
export function rolesOf(resourceAccess: UserInfoResponse["tokenInfo"]["resourceAccess"]): string[] {
  const roles = Object.values(resourceAccess).flatMap((access) => access?.roles ?? []);
  return [...new Set(roles)];
}

type TokenPair = Pick<TokenRecord, "accessToken" | "refreshToken" | "expiresIn" | "refreshExpiresIn">;

/** The session's token fields of a sign-in or refresh answer: expiries become absolute times, now + seconds × 1000. */
export function sessionTokenFields(token: TokenPair, now: number) {
  return {
    accessToken: token.accessToken,
    refreshToken: token.refreshToken,
    accessTokenExpiresIn: now + token.expiresIn * 1000,
    refreshTokenExpiresIn: now + token.refreshExpiresIn * 1000,
  };
}

export function tokenSessionRecord(token: TokenRecord, info: UserInfoResponse, now: number): TokenSessionRecord {
  return {
    ...sessionTokenFields(token, now),
    name: info.userInfo.name,
    email: info.userInfo.email,
    roles: rolesOf(info.tokenInfo.resourceAccess),
    userType: info.userInfo.userType,
  };
}
