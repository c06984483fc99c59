import type { FastifyInstance } from "fastify";
import { resetPassword, sendResetCode, verifyResetCode } from "@contract/api/identity/operations";
import { requestLocale } from "../../lib/locale";
import { text } from "../../lib/messages";
import { route } from "../../lib/route";
import * as service from "./service";
import type { IdentityDeps } from "./settings";

const config = { rateLimit: { max: 10, timeWindow: "1 minute" } };

/** Password reset in three steps; every answer is the same whether or not the e-mail has an account. */
export function resetRoutes(app: FastifyInstance, deps: IdentityDeps) {
  route(
    app,
    sendResetCode,
    async (request) => {
      const locale = requestLocale(request);
      return {
        success: true,
        message: text("identity.resetCodeSent", locale),
        data: await service.sendResetCode(deps, request.body.email, locale),
      };
    },
    { config },
  );

  route(
    app,
    verifyResetCode,
    async (request) => ({ success: true, data: await service.verifyResetCode(deps, request.body, requestLocale(request)) }),
    { config },
  );

  route(
    app,
    resetPassword,
    async (request) => {
      const locale = requestLocale(request);
      await service.resetPassword(deps, request.body, locale);
      return { success: true, message: text("identity.passwordChanged", locale), data: null };
    },
    { config },
  );
}
