import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { successSchema } from "../../lib/envelope";
import { requestLocale } from "../../lib/locale";
import { identityMessage } from "./messages";
import { emailBody, otpSentSchema, resetPasswordBody, verifyOtpBody } from "./schemas";
import { resetPassword, sendResetCode, verifyResetCode } from "./service";
import type { IdentitySettings } from "./settings";

const resetLimit = { rateLimit: { max: 10, timeWindow: "1 minute" } };

/** Password reset in three steps; every answer is the same whether or not the e-mail has an account. */
const resetRoutes: FastifyPluginAsyncZod<{ settings: IdentitySettings }> = async (app, { settings }) => {
  app.post(
    "/v1/identity/auth/send-reset-password-otp",
    { schema: { tags: ["identity"], summary: "Mail a password reset code", body: emailBody, response: { 200: successSchema(otpSentSchema) } }, config: resetLimit },
    async (request) => {
      const locale = requestLocale(request);
      return { success: true as const, message: identityMessage("resetCodeSent", locale), data: await sendResetCode(app, settings, request.body.email, locale) };
    },
  );

  app.post(
    "/v1/identity/auth/verify-reset-password-otp",
    {
      schema: { tags: ["identity"], summary: "Verify the reset code", body: verifyOtpBody, response: { 200: successSchema(z.object({ resetToken: z.string() })) } },
      config: resetLimit,
    },
    async (request) => ({ success: true as const, data: await verifyResetCode(app, settings, request.body, requestLocale(request)) }),
  );

  app.post(
    "/v1/identity/auth/reset-password",
    { schema: { tags: ["identity"], summary: "Set a new password", body: resetPasswordBody, response: { 200: successSchema(z.null()) } }, config: resetLimit },
    async (request) => {
      const locale = requestLocale(request);
      await resetPassword(app, settings, request.body, locale);
      return { success: true as const, message: identityMessage("passwordChanged", locale), data: null };
    },
  );
};

export default resetRoutes;
