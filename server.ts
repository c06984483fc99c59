// The storefront's HTTP server (docs/decisions/003-one-express-server.md): @remix-run/express (what remix-serve
// wraps) plus what must run before every route: the refusals of app/server/request-gate.server.ts (methods no
// page takes, cross-site POSTs, bodies that are not forms or are too large, requests Node could not parse),
// security headers with a CSP nonce, the client's address and a correlation id for the API, conditional GETs, and
// headers a loader or action decided on mid-request (a refreshed session's cookie, an API 429's Retry-After).
// TypeScript run by tsx: `node --import tsx server.ts`.
import cluster from "node:cluster";
import { createHash, randomBytes, randomUUID } from "node:crypto";
import path from "node:path";
import type { Duplex } from "node:stream";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import type { AppLoadContext, ServerBuild } from "@remix-run/node";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import onHeaders from "on-headers";
import { outgoingCacheControl, takesEtag } from "./app/server/cache.server";
import { env, type StorefrontEnv } from "./app/server/env.server";
import { answerClientError, formBodiesOnly, pageMethodsOnly, refuseCrossSiteWrites, resolvePath } from "./app/server/request-gate.server";
import { superviseWorkers } from "./scripts/cluster.mjs";
import { CLIENT_ASSETS, CLIENT_BUILD, SERVER_BUILD } from "./scripts/storefront-build.mjs";

const SAFE_ID = /^[A-Za-z0-9._:-]{1,100}$/;

/** What the middlewares leave on `res.locals` for those after them. */
interface Locals {
  cspNonce: string;
  pendingCookies?: Map<string, string>;
}
const localsOf = (res: Response) => res.locals as Locals;

const headerText = (value: ReturnType<Response["getHeader"]>) => (value === undefined ? undefined : String(value));

function contentSecurityPolicy(nonce: string) {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; ");
}

function securityHeaders(production: boolean) {
  return (_req: Request, res: Response, next: NextFunction) => {
    const nonce = randomBytes(16).toString("base64");
    localsOf(res).cspNonce = nonce;
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce));
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
    if (production) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    next();
  };
}

/** Whether the response sets a cookie: one the route set, or one a loader decided on (appended with the headers). */
function setsCookie(res: Response) {
  return Boolean(res.getHeader("Set-Cookie")) || (localsOf(res).pendingCookies?.size ?? 0) > 0;
}

const toBuffer = (chunk: string | Uint8Array) => (typeof chunk === "string" ? Buffer.from(chunk) : Buffer.from(chunk));

/** SHA-1 of the body's bytes with every occurrence of `left` skipped, without decoding the body (pages are large). */
function hashWithout(body: Buffer, left: string) {
  const hash = createHash("sha1");
  let from = 0;
  for (let at = left ? body.indexOf(left, from) : -1; at !== -1; at = body.indexOf(left, from)) {
    hash.update(body.subarray(from, at));
    from = at + Buffer.byteLength(left);
  }
  return hash.update(body.subarray(from)).digest("base64url");
}

/**
 * Responses that take an ETag (app/server/cache.server.ts) get a weak one over their HTML (the per-response CSP
 * nonce left out), and a matching If-None-Match gets 304. The 304 carries no CSP header, so the cached page keeps
 * the nonce it was rendered with. Whether it takes one is decided at the first write, when status and headers are
 * known and before loadContext's hook makes a response that sets a cookie private.
 */
function conditionalGet(req: Request, res: Response, next: NextFunction) {
  const write = res.write.bind(res) as (chunk: string | Uint8Array, ...rest: unknown[]) => boolean;
  const end = res.end.bind(res) as (chunk?: unknown, ...rest: unknown[]) => Response;
  let chunks: Buffer[] | null = null;
  const cacheable = () =>
    takesEtag({
      method: req.method,
      status: res.statusCode,
      cacheControl: headerText(res.getHeader("Cache-Control")),
      setsCookie: setsCookie(res),
    });
  res.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
    if (chunks === null && !cacheable()) return write(chunk, ...rest);
    (chunks ??= []).push(toBuffer(chunk));
    return true;
  }) as Response["write"];
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (chunks === null && !cacheable()) return end(chunk, ...rest);
    const last = typeof chunk === "string" || chunk instanceof Uint8Array ? [toBuffer(chunk)] : [];
    const body = Buffer.concat([...(chunks ?? []), ...last]);
    const etag = `W/"${hashWithout(body, localsOf(res).cspNonce)}"`;
    res.setHeader("ETag", etag);
    const known = req.get("if-none-match")?.split(/\s*,\s*/) ?? [];
    if (known.includes(etag)) {
      res.statusCode = 304;
      for (const header of ["Content-Security-Policy", "Content-Type", "Content-Length"]) res.removeHeader(header);
      return end();
    }
    res.setHeader("Content-Length", body.length);
    return end(body);
  }) as Response["end"];
  next();
}

function loadContext(req: Request, res: Response): AppLoadContext {
  const header = req.get("x-correlation-id");
  const context: AppLoadContext = {
    clientIp: req.ip ?? "",
    socketAddress: req.socket.remoteAddress ?? "",
    cspNonce: localsOf(res).cspNonce,
    correlationId: header && SAFE_ID.test(header) ? header : randomUUID(),
    pendingCookies: new Map(),
  };
  localsOf(res).pendingCookies = context.pendingCookies;
  res.setHeader("X-Correlation-Id", context.correlationId);
  onHeaders(res, () => {
    for (const cookie of context.pendingCookies.values()) res.appendHeader("Set-Cookie", cookie);
    if (context.retryAfterSeconds !== undefined) res.setHeader("Retry-After", String(context.retryAfterSeconds));
    const cacheControl = headerText(res.getHeader("Cache-Control"));
    const outgoing = outgoingCacheControl(cacheControl, { setsCookie: setsCookie(res), degraded: context.degraded });
    if (outgoing !== cacheControl) res.setHeader("Cache-Control", outgoing);
  });
  return context;
}

/** One process serving the built app on the port. */
async function serve(config: StorefrontEnv) {
  let build: ServerBuild;
  try {
    build = await import(pathToFileURL(path.resolve(SERVER_BUILD)).href);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  const production = config.NODE_ENV === "production";

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.STOREFRONT_TRUST_PROXY);
  app.use(resolvePath);
  app.use(compression());
  app.use(securityHeaders(production));
  app.use(pageMethodsOnly);
  app.use(refuseCrossSiteWrites);
  app.use(formBodiesOnly({ form: config.STOREFRONT_FORM_LIMIT_BYTES, upload: config.STOREFRONT_UPLOAD_LIMIT_BYTES }));
  // Liveness for an orchestrator: the process answers, whatever the API is doing (pages answer 503 without it).
  app.get("/healthz", (_req, res) => {
    res.set("Cache-Control", "no-store").type("text/plain").send("ok");
  });
  app.use("/assets", express.static(CLIENT_ASSETS, { immutable: true, maxAge: "1y" }));
  const publicFiles = express.static(CLIENT_BUILD, { maxAge: "1h" });
  // Pages have no file extension: only a path that names a file is looked for on disk.
  app.use((req, res, next) => (path.extname(req.path) ? publicFiles(req, res, next) : next()));
  app.use(conditionalGet);
  app.all("*", createRequestHandler({ build, mode: production ? "production" : "development", getLoadContext: loadContext }));

  const server = app.listen(config.PORT, config.HOST, () => {
    console.log(`Storefront ready on http://localhost:${config.PORT}`);
  });
  // Node closes an idle keep-alive socket after 5 s; a client or a proxy sending on it at that moment gets a reset
  // (nginx keeps upstream sockets 60 s). Outlasting them leaves the closing to the client.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  // A client announcing a body (Expect: 100-continue) is told to send it only once formBodiesOnly has let it through.
  server.on("checkContinue", app);
  server.on("clientError", (error: Error, socket: Duplex) => void answerClientError(error, socket).catch(() => socket.destroy()));

  function shutdown() {
    server.close(() => process.exit(0));
    // Idle keep-alive sockets must not hold the process open.
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5000).unref();
  }
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
}

// The environment is checked once, before anything serves (or any worker starts): a bad value stops it in one line.
let config: StorefrontEnv;
try {
  config = env();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

if (cluster.isPrimary && config.STOREFRONT_WORKERS > 1) superviseWorkers({ count: config.STOREFRONT_WORKERS, name: "Storefront" });
else await serve(config);
