import type { UserInfo } from "@contract/api/identity/schemas";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/errors";
import type { ApiLocale } from "../../lib/locale";
import { message } from "../../lib/messages";
import type { Identity } from "../../plugins/auth";
import { resourceAccessOf } from "./permissions";
import { permissionsOf } from "./tokens";

/** The exp claim of an access token the auth plugin has already verified. */
export function accessTokenExpiry(authorization: string | undefined): number {
  const payload = authorization?.split(".")[1];
  if (!payload) return 0;
  return (JSON.parse(Buffer.from(payload, "base64url").toString()) as { exp?: number }).exp ?? 0;
}

/** Who the caller is and what their role may do; a token of a user deleted since answers 401. */
export async function userInfoOf(db: Database, identity: Identity, expiresAt: number, locale: ApiLocale): Promise<UserInfo> {
  const user = await db.query.users.findFirst({
    where: (users, { eq }) => eq(users.id, identity.userId),
    with: { company: true, role: true },
  });
  if (!user) throw new AppError(401, message("unauthorized", locale));
  return {
    userInfo: {
      id: user.id,
      name: `${user.firstName} ${user.lastName}`,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      userType: user.userType,
      languageCode: user.languageCode,
      companyId: user.companyId,
      companyName: user.company?.title ?? null,
      roleName: user.role?.name ?? null,
      isCompanyAdmin: user.role?.isAdmin ?? false,
    },
    tokenInfo: { resourceAccess: resourceAccessOf(await permissionsOf(db, user)), expiresAt },
  };
}
