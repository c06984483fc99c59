import type { AppLoadContext } from "@remix-run/node";
import { errorEnvelopeSchema, successOf, type FieldError } from "@contract/envelope";
import { operationPath, type Operation, type OperationAnswer, type OperationInput } from "@contract/operation";
import { refreshToken } from "@contract/api/identity/operations";
import { UNSAFE_METHODS } from "@contract/idempotency";
import type { TokenRecord } from "@contract/api/identity/schemas";
import { sessionTokenFields } from "~/lib/auth/token-record";
import { buildQuery, type QueryParams } from "@contract/query";
import { isTokenRefreshSkipped, readGuestId } from "./cookies.server";
import { env } from "./env.server";
import { nextCallKey } from "./idempotency.server";
import { languageOf } from "./language.server";
import { commitSession, destroySession, getSession, sessionTokens, type SessionData } from "./session.server";
import { refreshOnce, type RefreshOutcome } from "./token-refresh.server";
import { readUserSettings } from "./user-settings.server";

/**
 * A failure answered by the API (its envelope, docs/errors.md) or a failure to reach it (503); a 429 carries the
 * API's Retry-After in seconds, so the user can be told when to try again.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: number,
    message: string,
    readonly errors: FieldError[] = [],
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** Retry-After in seconds: a number of seconds, or an HTTP date (RFC 9110 §10.2.3); anything else is unknown. */
function retryAfterOf(response: Response): number | undefined {
  const value = response.headers.get("Retry-After")?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

interface CallOptions {
  query?: QueryParams;
  body?: unknown;
  /** Sign-in and refresh calls must not trigger a refresh themselves. */
  noRefresh?: boolean;
  /** The call's Idempotency-Key (an unsafe call of a post whose form carried a key), the same for its replay. */
  idempotencyKey?: string;
  /** The operation changes nothing (`changesNothing`): it takes none of the form's keys. */
  keyless?: boolean;
}

/** What every loader and action receives and the client needs: the request and the load context. */
export interface RouteArgs {
  request: Request;
  context: AppLoadContext;
}

async function buildHeaders(args: RouteArgs, accessToken: string | undefined, options: CallOptions): Promise<Headers> {
  const { body, idempotencyKey } = options;
  const { request, context } = args;
  const language = languageOf(request);
  const settings = await readUserSettings(request, language);
  const headers = new Headers({
    Accept: "application/json",
    "Accept-Language": language,
    "X-Correlation-Id": context.correlationId,
    "X-Forwarded-For": context.clientIp,
    "X-Currency-Code": settings.currencyCode,
    "X-Country-Code": settings.countryCode,
  });
  for (const name of ["origin", "referer", "user-agent"]) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  const guestId = await readGuestId(request);
  if (guestId) headers.set("X-Anonymous-Customer-Id", guestId);
  if (accessToken) headers.set("Authorization", `Bearer ${accessToken}`);
  if (body !== undefined && !(body instanceof FormData)) headers.set("Content-Type", "application/json");
  if (idempotencyKey) headers.set("Idempotency-Key", idempotencyKey);
  return headers;
}

async function readError(response: Response): Promise<ApiError> {
  const parsed = errorEnvelopeSchema.safeParse(await response.json().catch(() => null));
  const retryAfter = retryAfterOf(response);
  if (!parsed.success) return new ApiError(response.status, response.status, response.statusText, [], retryAfter);
  const { errorCode, error } = parsed.data;
  return new ApiError(response.status, errorCode, error.message, error.errors, retryAfter);
}

async function send(args: RouteArgs, method: string, path: string, options: CallOptions, accessToken?: string): Promise<Response> {
  const { API_URL, API_TIMEOUT_MS } = env();
  const search = options.query ? buildQuery(options.query) : "";
  const url = `${API_URL}/v1/${path.replace(/^\//, "")}${search ? `?${search}` : ""}`;
  const body = options.body instanceof FormData ? options.body : options.body === undefined ? undefined : JSON.stringify(options.body);
  try {
    return await fetch(url, {
      method,
      headers: await buildHeaders(args, accessToken, options),
      body,
      signal: AbortSignal.any([args.request.signal, AbortSignal.timeout(API_TIMEOUT_MS)]),
    });
  } catch {
    throw new ApiError(503, 503, "The API did not answer");
  }
}

/** Only these answers to a refresh end a sign-in; an outage, a 5xx or a 429 leaves it as it is. */
const REFRESH_REFUSALS = new Set([401, 403]);

/** A new token pair for the session's refresh token, the API's refusal of it, or no answer (token-refresh.server.ts). */
async function refreshTokens(args: RouteArgs, spent: string): Promise<RefreshOutcome> {
  return refreshOnce<TokenRecord>(spent, async (token) => {
    try {
      const answer = await callOperation(args, customerCredentials, refreshToken, { body: { refreshToken: token } }, { noRefresh: true });
      return { tokens: answer.data };
    } catch (error) {
      return error instanceof ApiError && REFRESH_REFUSALS.has(error.status) ? { refused: true } : { unavailable: error };
    }
  });
}

/** Stores the refreshed tokens in the session cookie of this request's response (server.ts appends it). */
async function keepTokens(args: RouteArgs, tokens: TokenRecord) {
  const session = await getSession(args.request);
  for (const [key, value] of Object.entries(sessionTokenFields(tokens, Date.now()))) session.set(key as keyof SessionData, value);
  args.context.refreshedTokens = { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken };
  args.context.pendingCookies.set("__session", await commitSession(session));
}

async function signOutLocally(args: RouteArgs) {
  args.context.pendingCookies.set("__session", await destroySession(await getSession(args.request)));
}

/**
 * Whose tokens a call carries and how they are refreshed: the customer's session (this file's), or the back office's
 * staff session, kept in a cookie of its own (app/features/back-office/staff-session.server.ts).
 */
export interface Credentials {
  tokens(args: RouteArgs): Promise<{ accessToken: string; refreshToken: string } | null>;
  /** New tokens for a spent refresh token, kept for the rest of the request and in the response's cookie. */
  refresh(args: RouteArgs, spent: string): Promise<{ refreshed: string } | { refused: true } | { unavailable: unknown }>;
  signOut(args: RouteArgs): Promise<void>;
}

const customerCredentials: Credentials = {
  tokens: async (args) => args.context.refreshedTokens ?? sessionTokens(await getSession(args.request)),
  refresh: async (args, spent) => {
    const outcome = await refreshTokens(args, spent);
    if (!("tokens" in outcome)) return outcome;
    await keepTokens(args, outcome.tokens);
    return { refreshed: outcome.tokens.accessToken };
  },
  signOut: signOutLocally,
};

/**
 * One call to the API: on a 401 the tokens are refreshed once (single-flight) and the call replayed
 * (docs/spec.md §4); a refused refresh signs the user out and the original error is passed on; a refresh that got no
 * answer keeps the sign-in and is a 503.
 */
async function call<T>(args: RouteArgs, method: string, path: string, options: CallOptions, credentials: Credentials): Promise<T> {
  const response = await respond(args, method, path, options, credentials);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** The API's success answer as it came (the body not read yet), after the refresh and replay of `call`. */
async function respond(
  args: RouteArgs,
  method: string,
  path: string,
  callOptions: CallOptions,
  credentials: Credentials = customerCredentials,
): Promise<Response> {
  const idempotencyKey = UNSAFE_METHODS.has(method) && !callOptions.keyless ? nextCallKey(args.request) : undefined;
  const options = { ...callOptions, idempotencyKey };
  const stored = await credentials.tokens(args);
  let response = await send(args, method, path, options, stored?.accessToken);

  if (response.status === 401 && stored && !options.noRefresh && !(await isTokenRefreshSkipped(args.request))) {
    const outcome = await credentials.refresh(args, stored.refreshToken);
    if ("refreshed" in outcome) {
      response = await send(args, method, path, options, outcome.refreshed);
    } else if ("refused" in outcome) {
      await credentials.signOut(args);
    } else {
      // The API could not say whether the sign-in stands: keep it, and answer that the store is unavailable.
      throw new ApiError(503, 503, "The API could not refresh the sign-in");
    }
  }
  if (!response.ok) throw await readError(response);
  return response;
}

const answerSchemas = new WeakMap<Operation, ReturnType<typeof successOf>>();

/** A success answer checked against the operation's schema (unless it opts out): a drifted API is a loud 502, not a broken page. */
function checkedAnswer<O extends Operation>(operation: O, body: unknown): OperationAnswer<O> {
  if (operation.checkAnswer === false) return body as OperationAnswer<O>;
  let schema = answerSchemas.get(operation);
  if (!schema) answerSchemas.set(operation, (schema = successOf(operation.data)));
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    console.error(`API answer of ${operation.method} ${operation.path} does not match the contract`, parsed.error.issues.slice(0, 3));
    throw new ApiError(502, 502, "The API answered in an unexpected shape");
  }
  return parsed.data as OperationAnswer<O>;
}

/** A contract operation's arguments: optional when it needs no parameters, query or body. */
type CallArgs<O extends Operation> =
  object extends OperationInput<O>
    ? [input?: OperationInput<O>, options?: { noRefresh?: boolean }]
    : [input: OperationInput<O>, options?: { noRefresh?: boolean }];

/** Calls one operation of the contract: path, parameters, body and answer are checked by the compiler. */
async function callOperation<O extends Operation>(
  args: RouteArgs,
  credentials: Credentials,
  operation: O,
  ...[input, options]: CallArgs<O>
): Promise<OperationAnswer<O>> {
  const { params, query, body } = (input ?? {}) as { params?: Record<string, string | number>; query?: QueryParams; body?: unknown };
  const path = operationPath(operation.path, params);
  const callOptions = { query, body, noRefresh: options?.noRefresh, keyless: operation.changesNothing };
  const answer = await call<unknown>(args, operation.method, path, callOptions, credentials);
  return checkedAnswer(operation, answer);
}

/**
 * Calls an operation that answers a file (`produces`): the API's response itself, so that a resource route can
 * stream its body and pass on its Content-Type and Content-Disposition. A failure is an ApiError as for `call`.
 */
async function fileOperation<O extends Operation>(
  args: RouteArgs,
  credentials: Credentials,
  operation: O,
  ...[input]: CallArgs<O>
): Promise<Response> {
  const { params, query, body } = (input ?? {}) as { params?: Record<string, string | number>; query?: QueryParams; body?: unknown };
  const path = operationPath(operation.path, params);
  const response = await respond(args, operation.method, path, { query, body, keyless: operation.changesNothing }, credentials);
  if (!operation.produces?.some((type) => response.headers.get("Content-Type")?.startsWith(type))) {
    throw new ApiError(502, 502, "The API answered in an unexpected shape");
  }
  return response;
}

/**
 * The server-only API client every loader and action uses: `const { data } = await api(args).call(catalog.categoryMenu)`.
 * It carries the customer's session; the back office passes the staff session's credentials (staffApi).
 */
export function api(args: RouteArgs, credentials: Credentials = customerCredentials) {
  return {
    call: <O extends Operation>(operation: O, ...rest: CallArgs<O>) => callOperation(args, credentials, operation, ...rest),
    file: <O extends Operation & { produces: readonly string[] }>(operation: O, ...rest: CallArgs<O>) =>
      fileOperation(args, credentials, operation, ...rest),
  };
}
