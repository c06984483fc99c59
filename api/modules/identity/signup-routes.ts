import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  businessSignUp,
  confirmActivation,
  consumerSignUp,
  resendSignupCode,
  validateSignupAddress,
  validateSignupInfo,
  verifySignupCode,
} from "@contract/api/identity/operations";
import { AppError } from "../../lib/errors";
import { requestLocale, type ApiLocale } from "../../lib/locale";
import { text } from "../../lib/messages";
import { readMultipart } from "../../lib/multipart";
import { route } from "../../lib/route";
import { parseOrThrow } from "../../lib/validate";
import { officeCheckedSignupInfoBody, placeCheckedAddressBody, placeCheckedBusinessSignUpBody } from "./schemas";
import * as service from "./service";
import type { IdentityDeps } from "./settings";
import { assertSignupInfoFree, signUpBusiness, signUpConsumer } from "./signup";

const otpLimit = { config: { rateLimit: { max: 20, timeWindow: "1 minute" } } };
const signupLimit = { config: { rateLimit: { max: 10, timeWindow: "1 minute" } } };

/** The text parts a business sign-up may carry: 40 fields of up to 4 KiB (it has about 25, none that long). */
const TEXT_PART_LIMITS = { fields: 40, fieldSize: 4096 };
/** Room for each part's boundary and headers (a part's name and file name are a few hundred bytes at most). */
const PART_OVERHEAD_BYTES = 1024;

/** The largest body a business sign-up can be: the document, every text part at its largest, and their headers. */
const businessSignupBodyLimit = (documentMaxBytes: number) =>
  documentMaxBytes + TEXT_PART_LIMITS.fields * (TEXT_PART_LIMITS.fieldSize + PART_OVERHEAD_BYTES) + PART_OVERHEAD_BYTES;

/** The first bytes of the accepted document types: the declared content type is not trusted. */
function documentTypeOf(content: Buffer): string | null {
  if (content.subarray(0, 5).toString("latin1") === "%PDF-") return "application/pdf";
  if (content.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "image/png";
  if (content[0] === 0xff && content[1] === 0xd8 && content[2] === 0xff) return "image/jpeg";
  return null;
}

/** Reads the text parts and the one `companyDocument` file; a file over the limit makes multipart throw 413. */
async function readBusinessSignup(request: FastifyRequest, locale: ApiLocale) {
  const { fields, file } = await readMultipart(request, locale, {
    field: "companyDocument",
    typeOf: documentTypeOf,
    wrongType: () => {
      const wrongType = text("identity.documentType", locale);
      return new AppError(415, wrongType, [{ field: "companyDocument", message: wrongType }]);
    },
  });
  const input = parseOrThrow(placeCheckedBusinessSignUpBody, fields, locale);
  if (!file) {
    const required = text("identity.documentRequired", locale);
    throw new AppError(400, required, [{ field: "companyDocument", message: required }]);
  }
  return { input, document: file };
}

/** Sign-up of consumers and businesses, with the e-mail verified by a one-time code or the activation link. */
export async function signupRoutes(app: FastifyInstance, deps: IdentityDeps) {
  await app.register(multipart, {
    limits: { fileSize: deps.settings.COMPANY_DOCUMENT_MAX_BYTES, files: 1, ...TEXT_PART_LIMITS, parts: 45 },
  });

  route(
    app,
    { ...validateSignupInfo, body: officeCheckedSignupInfoBody },
    async (request) => {
      await assertSignupInfoFree(deps.db, request.body, requestLocale(request));
      return { success: true, data: { valid: true as const } };
    },
    signupLimit,
  );

  // The contract holds the address's plain rules; the places are checked here, where their data is.
  route(app, { ...validateSignupAddress, body: placeCheckedAddressBody }, async () => ({ success: true, data: { valid: true as const } }));

  route(
    app,
    consumerSignUp,
    async (request) => {
      const locale = requestLocale(request);
      return { success: true, message: text("identity.codeSent", locale), data: await signUpConsumer(deps, request.body, locale) };
    },
    signupLimit,
  );

  route(
    app,
    businessSignUp,
    async (request) => {
      const locale = requestLocale(request);
      if (!request.isMultipart()) throw new AppError(415, text("identity.documentRequired", locale));
      const { input, document } = await readBusinessSignup(request, locale);
      return { success: true, message: text("identity.codeSent", locale), data: await signUpBusiness(deps, input, document, locale) };
    },
    // A declared length over it is refused before the body is read (lib/route.ts).
    { ...signupLimit, bodyLimit: businessSignupBodyLimit(deps.settings.COMPANY_DOCUMENT_MAX_BYTES) },
  );

  route(
    app,
    resendSignupCode,
    async (request) => {
      const locale = requestLocale(request);
      return {
        success: true,
        message: text("identity.codeSent", locale),
        data: await service.resendSignupCode(deps, request.body, locale),
      };
    },
    otpLimit,
  );

  route(
    app,
    verifySignupCode,
    async (request) => {
      const locale = requestLocale(request);
      return {
        success: true,
        message: text("identity.verified", locale),
        data: await service.verifySignupCode(deps, request.body, locale),
      };
    },
    otpLimit,
  );

  route(
    app,
    confirmActivation,
    async (request) => {
      const locale = requestLocale(request);
      return {
        success: true,
        message: text("identity.verified", locale),
        data: await service.confirmActivation(deps, request.body, locale),
      };
    },
    otpLimit,
  );
}
