import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, RouteShorthandOptions } from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorEnvelopeSchema, successOf } from "@contract/envelope";
import type { Operation } from "@contract/operation";
import { requirePermission, requireUserType, SIGNED_IN_SCOPE } from "../plugins/auth";

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

/** The request a handler of an operation receives: params, query and body as the contract's schemas parsed them. */
export type OperationRequest<O extends Operation> = FastifyRequest<{
  Params: Output<O["params"]>;
  Querystring: Output<O["query"]>;
  Body: O["files"] extends object ? unknown : Output<O["body"]>;
}>;

/** What a handler returns: the success envelope with `data` as the contract describes it. */
export interface HandlerAnswer<O extends Operation> {
  success: true;
  message?: string;
  data: z.input<O["data"]>;
}

export type OperationHandler<O extends Operation> = (request: OperationRequest<O>, reply: FastifyReply) => Promise<HandlerAnswer<O>>;

interface RouteOptions {
  /** Per-route settings for plugins, e.g. `{ rateLimit: { max, timeWindow } }`. */
  config?: RouteShorthandOptions["config"];
}

const errorStatusesOf = (operation: Operation): number[] => {
  const statuses = new Set<number>([400, 500, ...(operation.errors ?? [])]);
  if (operation.access !== "public") statuses.add(401);
  if (operation.access === "b2b" || operation.permission) statuses.add(403);
  if (operation.files) statuses.add(413);
  return [...statuses].sort((a, b) => a - b);
};

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

function schemaOf(operation: Operation): FastifySchema {
  const response: Record<number, z.ZodType> = { [operation.status ?? 200]: successOf(operation.data) };
  for (const status of errorStatusesOf(operation)) response[status] = errorEnvelopeSchema;
  return {
    summary: operation.summary,
    tags: [...operation.tags],
    ...(operation.access === "public" ? {} : { security: [{ bearer: [] }] }),
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
  if (operation.access !== "public" && !app.hasDecorator(SIGNED_IN_SCOPE)) {
    throw new Error(`${operation.method} ${operation.path} needs a signed-in caller: register it inside the signed-in scope`);
  }
  const preHandler = [];
  if (operation.permission) preHandler.push(requirePermission(operation.permission));
  else if (operation.access === "b2b") preHandler.push(requireUserType("b2b"));
  const status = operation.status ?? 200;

  app.route({
    method: operation.method,
    url: operation.path,
    schema: schemaOf(operation),
    // A multipart body is read and validated by its handler (the file parts stream); the schema only documents it.
    ...(operation.files
      ? {
          validatorCompiler: (part) =>
            part.httpPart === "body" ? () => ({ value: undefined }) : validatorCompiler(part as Parameters<typeof validatorCompiler>[0]),
        }
      : {}),
    ...(preHandler.length ? { preHandler } : {}),
    ...(options.config ? { config: options.config } : {}),
    handler: async (request, reply) => {
      reply.status(status);
      return handler(request as OperationRequest<O>, reply);
    },
  });
}
