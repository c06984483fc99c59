import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { isDatabaseUnavailable } from "../lib/database-errors";
import { AppError, errorEnvelope, TooManyRequests } from "../lib/errors";
import { requestLocale } from "../lib/locale";
import { issueText, message, type MessageKey } from "../lib/messages";
import { noteError, noteFailure } from "./request-log";

const statusMessages: Record<number, MessageKey> = {
  401: "unauthorized",
  403: "forbidden",
  404: "notFound",
  413: "tooLarge",
  414: "badAddress",
  415: "unsupportedMediaType",
  429: "rateLimited",
  503: "unavailable",
};

function fieldOf(instancePath: string, context: string | undefined): string {
  const path = instancePath.replace(/^\//, "").replaceAll("/", ".");
  return path || context || "body";
}

/**
 * Fastify's `frameworkErrors`: a URL it cannot decode or a path parameter over the router's length limit is answered
 * before any route or hook, with the envelope too.
 */
export function frameworkErrorAnswer(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.code === "FST_ERR_MAX_PARAM_LENGTH" ? 414 : 400;
  const text = message("badAddress", requestLocale(request));
  return reply.status(status).send(errorEnvelope(status, text));
}

/** Every failure answers with the envelope of docs/errors.md; a 500 never carries a stack trace. */
async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const locale = requestLocale(request);

    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => {
        const field = fieldOf(issue.instancePath, error.validationContext);
        return { field, message: issueText(issue.message ?? "", locale) };
      });
      const summary = `${message("validation", locale)}: ${errors.map((item) => `${item.field}: ${item.message}`).join("; ")}`;
      return reply.status(400).send(errorEnvelope(400, summary, errors));
    }
    if (error instanceof AppError) {
      if (error instanceof TooManyRequests) reply.header("retry-after", String(Math.max(0, Math.ceil(error.retryAfterSeconds))));
      return reply.status(error.statusCode).send(errorEnvelope(error.statusCode, error.message, error.errors));
    }
    if (isDatabaseUnavailable(error)) {
      noteFailure(request, `database unavailable: ${error.message}`);
      reply.header("retry-after", "5");
      return reply.status(503).send(errorEnvelope(503, message("unavailable", locale)));
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) {
      noteError(request, error);
      const key = status === 503 ? "unavailable" : "internal";
      return reply.status(status).send(errorEnvelope(status, message(key, locale)));
    }
    // Fastify's own 4xx: a body its parser could not read, a URL it could not decode, or a known status.
    const known = error.code?.startsWith("FST_ERR_CTP_") && status === 400 ? "malformedBody" : statusMessages[status];
    const text = known ? message(known, locale) : error.message;
    return reply.status(status).send(errorEnvelope(status, text));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(errorEnvelope(404, message("routeNotFound", requestLocale(request))));
  });
}

export default fp(errorsPlugin, { name: "errors" });
