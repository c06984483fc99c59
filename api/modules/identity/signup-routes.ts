import multipart from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/errors";
import { successSchema } from "../../lib/envelope";
import { requestLocale, type ApiLocale } from "../../lib/locale";
import { parseOrThrow } from "../../lib/validate";
import { identityMessage } from "./messages";
import {
  activationBody,
  businessSignupFields,
  consumerSignupBody,
  emailBody,
  signupAddressBody,
  signupInfoBody,
  signupStartedSchema,
  signupVerifiedSchema,
  verifyOtpBody,
} from "./schemas";
import { confirmActivation, resendSignupCode, verifySignupCode } from "./service";
import type { IdentitySettings } from "./settings";
import { assertSignupInfoFree, signUpBusiness, signUpConsumer, type UploadedDocument } from "./signup";

const otpLimit = { rateLimit: { max: 20, timeWindow: "1 minute" } };
const signupLimit = { rateLimit: { max: 10, timeWindow: "1 minute" } };
const valid = successSchema(z.object({ valid: z.literal(true) }));

/** The first bytes of the accepted document types: the declared content type is not trusted. */
function documentTypeOf(content: Buffer): string | null {
  if (content.subarray(0, 5).toString("latin1") === "%PDF-") return "application/pdf";
  if (content.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "image/png";
  if (content[0] === 0xff && content[1] === 0xd8 && content[2] === 0xff) return "image/jpeg";
  return null;
}

/** Reads the text parts and the one `companyDocument` file; a file over the limit makes multipart throw 413. */
async function readBusinessSignup(request: FastifyRequest, locale: ApiLocale) {
  const fields: Record<string, string> = {};
  let document: UploadedDocument | null = null;
  for await (const part of request.parts()) {
    if (part.type === "file") {
      const content = await part.toBuffer();
      if (part.fieldname !== "companyDocument" || content.length === 0) continue;
      const contentType = documentTypeOf(content);
      if (!contentType) {
        const text = identityMessage("documentType", locale);
        throw new AppError(415, text, [{ field: "companyDocument", message: text }]);
      }
      document = { fileName: part.filename.slice(0, 200) || "document", contentType, content };
    } else if (typeof part.value === "string") {
      fields[part.fieldname] = part.value;
    }
  }
  const input = parseOrThrow(businessSignupFields, fields, locale);
  if (!document) {
    const text = identityMessage("documentRequired", locale);
    throw new AppError(400, text, [{ field: "companyDocument", message: text }]);
  }
  return { input, document };
}

/** Sign-up of consumers and businesses, with the e-mail verified by a one-time code or the activation link. */
const signupRoutes: FastifyPluginAsyncZod<{ settings: IdentitySettings }> = async (app, { settings }) => {
  await app.register(multipart, {
    limits: { fileSize: settings.COMPANY_DOCUMENT_MAX_BYTES, files: 1, fields: 40, fieldSize: 4096, parts: 45 },
  });

  app.post(
    "/v1/identity/auth/validate-signup-info",
    { schema: { tags: ["identity"], summary: "Check the person and company of a business sign-up", body: signupInfoBody, response: { 200: valid } }, config: signupLimit },
    async (request) => {
      await assertSignupInfoFree(app.db, request.body, requestLocale(request));
      return { success: true as const, data: { valid: true as const } };
    },
  );

  app.post(
    "/v1/identity/auth/validate-signup-address",
    { schema: { tags: ["identity"], summary: "Check the company address of a business sign-up", body: signupAddressBody, response: { 200: valid } } },
    async () => ({ success: true as const, data: { valid: true as const } }),
  );

  app.post(
    "/v1/identity/auth/sign-up",
    { schema: { tags: ["identity"], summary: "Consumer sign-up", body: consumerSignupBody, response: { 201: successSchema(signupStartedSchema) } }, config: signupLimit },
    async (request, reply) => {
      const locale = requestLocale(request);
      const data = await signUpConsumer(app, settings, request.body, locale);
      return reply.status(201).send({ success: true as const, message: identityMessage("codeSent", locale), data });
    },
  );

  app.post(
    "/v1/identity/auth/signup",
    {
      schema: { tags: ["identity"], summary: "Business sign-up (multipart with the company document)", consumes: ["multipart/form-data"], response: { 201: successSchema(signupStartedSchema) } },
      config: signupLimit,
    },
    async (request, reply) => {
      const locale = requestLocale(request);
      if (!request.isMultipart()) throw new AppError(415, identityMessage("documentRequired", locale));
      const { input, document } = await readBusinessSignup(request, locale);
      const data = await signUpBusiness(app, settings, input, document, locale);
      return reply.status(201).send({ success: true as const, message: identityMessage("codeSent", locale), data });
    },
  );

  app.post(
    "/v1/identity/auth/resend-signup-otp",
    { schema: { tags: ["identity"], summary: "Send a new sign-up code", body: emailBody, response: { 200: successSchema(signupStartedSchema) } }, config: otpLimit },
    async (request) => {
      const locale = requestLocale(request);
      return { success: true as const, message: identityMessage("codeSent", locale), data: await resendSignupCode(app, settings, request.body.email, locale) };
    },
  );

  app.post(
    "/v1/identity/auth/verify-signup-otp",
    { schema: { tags: ["identity"], summary: "Verify the sign-up code (signs the user in)", body: verifyOtpBody, response: { 200: successSchema(signupVerifiedSchema) } }, config: otpLimit },
    async (request) => {
      const locale = requestLocale(request);
      return { success: true as const, message: identityMessage("verified", locale), data: await verifySignupCode(app, settings, request.body, locale) };
    },
  );

  app.post(
    "/v1/identity/users/confirm-activations",
    { schema: { tags: ["identity"], summary: "Activate an account from the mailed link", body: activationBody, response: { 200: successSchema(signupVerifiedSchema) } }, config: otpLimit },
    async (request) => {
      const locale = requestLocale(request);
      return { success: true as const, message: identityMessage("verified", locale), data: await confirmActivation(app, settings, request.body.token, locale) };
    },
  );
};

export default signupRoutes;
