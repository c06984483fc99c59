import type { FastifyInstance } from "fastify";
import * as accounts from "@contract/api/accounts/operations";
import { requestLocale } from "../../lib/locale";
import { text } from "../../lib/messages";
import { route } from "../../lib/route";
import { currentUser } from "./current-user";
import { changePassword, profileOf, updateProfile } from "./profile-service";

/** The caller's profile and password (registered inside the signed-in scope). */
export function profileRoutes(signedIn: FastifyInstance) {
  const { db, revocations } = signedIn;

  route(signedIn, accounts.userProfile, async (request) => ({ success: true, data: await profileOf(db, await currentUser(db, request)) }));

  route(signedIn, accounts.updateProfile, async (request) => ({
    success: true,
    data: await updateProfile(db, await currentUser(db, request), request.body),
  }));

  route(
    signedIn,
    accounts.changePassword,
    async (request) => {
      const locale = requestLocale(request);
      await changePassword({ db, revocations }, await currentUser(db, request), request.body, locale);
      return { success: true, message: text("identity.passwordChanged", locale), data: null };
    },
    { config: { rateLimit: { max: 10, timeWindow: "1 minute" } } },
  );
}
