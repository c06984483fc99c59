import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, RouteShorthandOptions } from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorEnvelopeSchema, successOf } from "@contract/envelope";
import type { Operation } from "@contract/operation";
import { requireStaff } from "../modules/back-office/staff-identity";
import { requirePermission, requireUserType, SIGNED_IN_SCOPE } from "../plugins/auth";
import { AppError } from "./errors";
import { requestLocale } from "./locale";
import { message } from "./messages";

declare module "fastify" {
  interface FastifySchema {
    /** OpenAPI extensions of an operation (@fastify/swagger copies `x-` keys into the document). */
    "x-access"?: Operation["access"];
    "x-permission"?: string;
    "x-staff-permission"?: string;
  }
}

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

/** The request a handler of an operation receives: params, query and body as the contract's schemas parsed them. */
export type OperationRequest<O extends Operation> = FastifyRequest<{
  Params: Output<O["params"]>;
  Querystring: Output<O["query"]>;
  Body: O["files"] extends object ? unknown : Output<O["body"]>;
}>;

/** What a handler returns: the success envelope with `data` as the contract describes it; a file operation's bytes. */
export type HandlerAnswer<O extends Operation> = [O] extends [{ produces: readonly string[] }]
  ? Buffer
  : { success: true; message?: string; data: z.input<O["data"]> };

export type OperationHandler<O extends Operation> = (request: OperationRequest<O>, reply: FastifyReply) => Promise<HandlerAnswer<O>>;

interface RouteOptions {
  /** Per-route settings for plugins, e.g. `{ rateLimit: { max, timeWindow } }`. */
  config?: RouteShorthandOptions["config"];
  /**
   * The largest body the route takes, in bytes (else the server's BODY_LIMIT_BYTES); for a multipart operation the
   * whole body: its files, its text fields and the parts' headers.
   */
  bodyLimit?: number;
}

/** Methods whose request body Fastify reads (and may refuse: too large, or of a content type it has no parser for). */
const BODY_METHODS = new Set<Operation["method"]>(["POST", "PUT", "PATCH", "DELETE"]);

/** The failure statuses an operation answers (docs/errors.md), declared in its OpenAPI entry. */
const errorStatusesOf = (operation: Operation, options: RouteOptions): number[] => {
  const statuses = new Set<number>([400, 500, ...(operation.errors ?? [])]);
  if (operation.access !== "public") statuses.add(401);
  if (operation.access === "b2b" || operation.access === "b2c" || operation.access === "staff" || operation.permission) statuses.add(403);
  if (BODY_METHODS.has(operation.method)) statuses.add(413).add(415);
  if (options.config?.rateLimit) statuses.add(429);
  return [...statuses].sort((a, b) => a - b);
};

/**
 * The operation's `operationId`, derived from its method and path, which are unique together:
 * `GET /products/categories/:key/breadcrumb` → `getProductsCategoriesByKeyBreadcrumb`. Two ids could only meet for
 * paths differing in a `-` against a `/`; `redocly lint` (npm test) fails on a duplicate.
 */
function operationIdOf(operation: Pick<Operation, "method" | "path">): string {
  const words = operation.path
    .split(/[/.-]/)
    .filter(Boolean)
    .flatMap((word) => (word.startsWith(":") ? ["by", word.slice(1)] : [word]));
  return [operation.method.toLowerCase(), ...words.map((word) => word[0].toUpperCase() + word.slice(1))].join("");
}

/** Beyond this many times the limit a declared body is not worth receiving even to discard it. */
const DISCARD_FACTOR = 4;

/**
 * Fastify compares a declared Content-Length with the body limit only for the bodies it reads itself; a multipart
 * body streams to its handler, so its declared length is checked here, before a byte of it is parsed. The answer
 * goes at once. A body a little over the limit (a document too large by a few MB, which the storefront forwards)
 * is received and discarded by Node so that the caller, still sending, reads the 413 instead of a broken pipe; a
 * body declared far larger gets the connection closed.
 */
async function refuseDeclaredOversize(request: FastifyRequest, reply: FastifyReply) {
  const declared = Number(request.headers["content-length"]);
  const limit = request.routeOptions.bodyLimit;
  if (declared > limit) {
    if (declared > DISCARD_FACTOR * limit) reply.header("connection", "close");
    throw new AppError(413, message("tooLarge", requestLocale(request)));
  }
}

/** The OpenAPI form of a multipart body: its text fields, and each file part as binary. */
function multipartBody(operation: Operation): z.ZodType {
  const shape = operation.body instanceof z.ZodObject ? operation.body.shape : {};
  const files = Object.fromEntries(
    Object.entries(operation.files ?? {}).map(([name, file]) => [
      name,
      z.string().meta({ format: "binary", description: `${file.description} (${file.contentTypes.join(", ")})` }),
    ]),
  );
  return z.object({ ...shape, ...files });
}

function schemaOf(operation: Operation, options: RouteOptions): FastifySchema {
  const success = operation.produces
    ? { content: Object.fromEntries(operation.produces.map((type) => [type, { schema: operation.data }])) }
    : successOf(operation.data);
  const response: Record<number, z.ZodType | typeof success> = { [operation.status ?? 200]: success };
  for (const status of errorStatusesOf(operation, options)) response[status] = errorEnvelopeSchema;
  return {
    operationId: operationIdOf(operation),
    summary: operation.summary,
    tags: [...operation.tags],
    // Who may call it, for readers and for the generated adversarial suite (tests/api/adversarial.test.ts).
    "x-access": operation.access,
    ...(operation.permission ? { "x-permission": operation.permission } : {}),
    ...(operation.staffPermission ? { "x-staff-permission": operation.staffPermission } : {}),
    // A public operation says so with an empty list: no token needed (one sent still identifies the caller).
    security: operation.access === "public" ? [] : [{ bearer: [] }],
    ...(operation.params ? { params: operation.params } : {}),
    ...(operation.query ? { querystring: operation.query } : {}),
    ...(operation.files
      ? { consumes: ["multipart/form-data"], body: multipartBody(operation) }
      : operation.body
        ? { body: operation.body }
        : {}),
    response,
  };
}

/**
 * Registers the route of a contract operation on a domain plugin (mounted under /v1): path, schemas and OpenAPI
 * come from the contract. A signed-in operation must be registered inside the signed-in scope (plugins/auth.ts),
 * which refuses anonymous calls for all its routes; its user type and permission are checked here, once.
 */
export function route<O extends Operation>(app: FastifyInstance, operation: O, handler: OperationHandler<O>, options: RouteOptions = {}) {
  // A staff operation is checked by its own hook below, not by the customers' signed-in scope.
  if ((operation.access === "staff") !== Boolean(operation.staffPermission)) {
    throw new Error(`${operation.method} ${operation.path}: a staffPermission is required with access "staff", and only there`);
  }
  if (operation.access !== "public" && operation.access !== "staff" && !app.hasDecorator(SIGNED_IN_SCOPE)) {
    throw new Error(`${operation.method} ${operation.path} needs a signed-in caller: register it inside the signed-in scope`);
  }
  // Checked when the request arrives, like the signed-in guard: a caller of the wrong kind learns nothing of the body's rules.
  const onRequest = operation.files ? [refuseDeclaredOversize] : [];
  if (operation.staffPermission) onRequest.push(requireStaff(operation.staffPermission));
  else if (operation.permission) onRequest.push(requirePermission(operation.permission, operation.access === "b2b"));
  else if (operation.access === "b2b" || operation.access === "b2c") onRequest.push(requireUserType(operation.access));
  const status = operation.status ?? 200;

  app.route({
    method: operation.method,
    url: operation.path,
    schema: schemaOf(operation, options),
    // A multipart body is read and validated by its handler (the file parts stream); the schema only documents it. A
    // JSON body such an operation also takes (one without a file) reaches the handler as parsed, for it to validate.
    ...(operation.files
      ? {
          validatorCompiler: (part) =>
            part.httpPart === "body" ? (body) => ({ value: body }) : validatorCompiler(part as Parameters<typeof validatorCompiler>[0]),
        }
      : {}),
    ...(onRequest.length ? { onRequest } : {}),
    ...(options.config ? { config: options.config } : {}),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    handler: async (request, reply) => {
      reply.status(status);
      return handler(request as OperationRequest<O>, reply);
    },
  });
}
