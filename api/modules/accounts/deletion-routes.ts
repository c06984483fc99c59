import type { FastifyInstance } from "fastify";
import * as accounts from "@contract/api/accounts/operations";
import { requestLocale } from "../../lib/locale";
import { text } from "../../lib/messages";
import { route } from "../../lib/route";
import { currentUser } from "./current-user";
import { deletionCheck, requestDeletion, withdrawDeletion } from "./deletion-service";

/** The account deletion request (registered inside the signed-in scope). */
export function deletionRoutes(signedIn: FastifyInstance) {
  const { db } = signedIn;

  route(signedIn, accounts.accountDeletionCheck, async (request) => ({
    success: true,
    data: await deletionCheck(db, await currentUser(db, request), requestLocale(request)),
  }));

  route(
    signedIn,
    accounts.requestAccountDeletion,
    async (request) => {
      const locale = requestLocale(request);
      const data = await requestDeletion(db, await currentUser(db, request), request.body, locale);
      return { success: true, message: text("accounts.deletionRequested", locale), data };
    },
    { config: { rateLimit: { max: 10, timeWindow: "1 minute" } } },
  );

  route(signedIn, accounts.withdrawAccountDeletion, async (request) => {
    const locale = requestLocale(request);
    await withdrawDeletion(db, (await currentUser(db, request)).id, locale);
    return { success: true, message: text("accounts.deletionWithdrawn", locale), data: null };
  });
}
