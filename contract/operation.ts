import type * as z from "zod";
import type { StaffPermission } from "./api/back-office/permissions";
import type { Permission } from "./api/identity/permissions";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * Who may call an operation. `public`: anyone (a token, when sent, still identifies the caller); `user`: a
 * signed-in user (no or a bad token answers 401); `b2b`: a business user (a consumer's token answers 403); `b2c`:
 * a consumer (a business user's token answers 403); `staff`: a member of the store's staff holding the operation's
 * `staffPermission` (a customer's token answers 403, none 401; a staff token answers 403 on every other signed-in
 * operation: docs/decisions/036-staff-accounts.md).
 */
export type Access = "public" | "user" | "b2b" | "b2c" | "staff";

/**
 * One API operation as both sides see it (docs/decisions/006-contract-package.md): the API registers its route from
 * it (path, schemas, OpenAPI), the storefront's client calls it (path, parameters, body and answer checked by the
 * compiler). `path` is below /v1, with `:name` parameters.
 */
export interface Operation {
  method: HttpMethod;
  path: `/${string}`;
  summary: string;
  tags: readonly string[];
  access: Access;
  /**
   * A permission a business caller's role must hold (else 403). With access `b2b` only business users may call; with
   * access `user` a consumer, who has no role, may too (the checkout). Typed, so a misspelt one does not compile.
   */
  permission?: Permission;
  /**
   * The back-office permission a staff caller's role must hold: required with access `staff`, and only there (the
   * API refuses to start otherwise: api/lib/route.ts).
   */
  staffPermission?: StaffPermission;
  params?: z.ZodObject;
  query?: z.ZodType;
  /** The JSON body; a multipart operation describes its text fields here and its files in `files`. */
  body?: z.ZodType;
  /** Multipart file parts by field name, with what each may hold (the body is then multipart/form-data). */
  files?: Readonly<Record<string, { contentTypes: readonly string[]; description: string }>>;
  /** The status of a success (200 unless said) and the schema of its `data`. */
  status?: 200 | 201;
  data: z.ZodType;
  /**
   * The media types of a success that is a file (a download) rather than the JSON envelope: the answer's body is the
   * file itself and `data` describes it for OpenAPI (a binary string). Failures are still the error envelope.
   */
  produces?: readonly string[];
  /** Failure statuses this operation answers besides 400 and 500 (401/403 follow from `access` and `permission`). */
  errors?: readonly number[];
  /**
   * The storefront checks a success answer against `data` at run time unless this is false: answers so large
   * that parsing costs more than a page render can afford (the product list) opt out; the compiler still checks them.
   */
  checkAnswer?: boolean;
  /**
   * A POST that only reads or computes (its input is too large or too structured for a query: a BOM to match, a
   * search): the storefront sends it no Idempotency-Key, so it takes none of its form's keys, which stay for the form's
   * writes (docs/decisions/016-idempotent-writes.md, "Posts that change nothing").
   */
  changesNothing?: true;
}

/** Declares an operation, keeping its literal path and exact schemas for the types on both sides. */
export function operation<const O extends Operation>(definition: O): O {
  return definition;
}

type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

type Schema<O, Key extends string> = O extends { [K in Key]: infer S extends z.ZodType } ? S : never;

/** What a caller gives: `params` when the path has parameters, `query` and `body` when the operation takes them. */
export type OperationInput<O extends Operation> = ([ParamNames<O["path"]>] extends [never]
  ? unknown
  : { params: O["params"] extends z.ZodType ? z.input<O["params"]> : Record<ParamNames<O["path"]>, string | number> }) &
  ([Schema<O, "query">] extends [never] ? unknown : { query?: z.input<Schema<O, "query">> }) &
  ([Schema<O, "body">] extends [never]
    ? unknown
    : O["files"] extends object
      ? { body: FormData }
      : undefined extends z.input<Schema<O, "body">>
        ? { body?: z.input<Schema<O, "body">> }
        : { body: z.input<Schema<O, "body">> });

/** The `data` of a success answer. */
export type OperationData<O extends Operation> = z.output<O["data"]>;

/** The whole success answer. */
export interface OperationAnswer<O extends Operation> {
  success: true;
  message?: string;
  data: OperationData<O>;
}

/** The path of an operation with its parameters filled in (each encoded). */
export function operationPath(path: string, params: Readonly<Record<string, string | number>> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
