// The storefront's HTTP server: @remix-run/express (what remix-serve wraps) plus what must run before
// every route: the cross-site POST refusal (403), security headers with a CSP nonce, the client's address
// and a correlation id for the API, and cookies a loader decided on mid-request (a refreshed session).
import cluster from "node:cluster";
import { createHash, randomBytes, randomUUID } from "node:crypto";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import compression from "compression";
import express from "express";
import onHeaders from "on-headers";
import { superviseWorkers } from "./scripts/cluster.mjs";

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";
const production = (process.env.NODE_ENV ?? "production") === "production";
const trustProxy = (process.env.STOREFRONT_TRUST_PROXY ?? "loopback").split(",").map((item) => item.trim());
const SAFE_ID = /^[A-Za-z0-9._:-]{1,100}$/;

// Worker processes sharing the port (node:cluster), as API_WORKERS for the API: one renders on one core.
const workerCount = Number(process.env.STOREFRONT_WORKERS ?? 1);
if (!Number.isInteger(workerCount) || workerCount < 1 || workerCount > 64) {
  console.error("Invalid environment variable STOREFRONT_WORKERS: a whole number from 1 to 64");
  process.exit(1);
}

function contentSecurityPolicy(nonce) {
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

function securityHeaders(req, res, next) {
  res.locals.cspNonce = randomBytes(16).toString("base64");
  res.setHeader("Content-Security-Policy", contentSecurityPolicy(res.locals.cspNonce));
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader("X-Frame-Options", "DENY");
  res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
  if (production) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  next();
}

/** A state-changing request that says it comes from another site is refused before any action runs. */
function refuseCrossSiteWrites(req, res, next) {
  if (["GET", "HEAD", "OPTIONS"].includes(req.method)) return next();
  const fetchSite = req.get("sec-fetch-site");
  const origin = req.get("origin");
  let foreignOrigin = false;
  if (origin) {
    try {
      foreignOrigin = origin === "null" || new URL(origin).host !== req.get("host");
    } catch {
      foreignOrigin = true;
    }
  }
  if (fetchSite === "cross-site" || foreignOrigin) {
    const english = req.path === "/en" || req.path.startsWith("/en/");
    res.status(403).type("html").send(
      english
        ? '<!doctype html><html lang="en"><title>Forbidden</title><h1>Request refused</h1><p>This form was sent from another site. <a href="/en">Go to the home page</a>.</p></html>'
        : '<!doctype html><html lang="tr"><title>Erişim reddedildi</title><h1>İstek reddedildi</h1><p>Bu form başka bir siteden gönderildi. <a href="/">Ana sayfaya dönün</a>.</p></html>',
    );
    return;
  }
  next();
}

/** Whether the response sets a cookie: one the route set, or one a loader decided on (appended with the headers). */
function setsCookie(res) {
  return Boolean(res.getHeader("Set-Cookie")) || res.locals.pendingCookies?.size > 0;
}

/**
 * Pages a shared cache may keep get a weak ETag over their HTML (the per-response CSP nonce left out), and a
 * matching If-None-Match gets 304. The 304 carries no CSP header, so the cached page keeps the nonce it was
 * rendered with.
 */
function conditionalGet(req, res, next) {
  if (req.method !== "GET") return next();
  const write = res.write.bind(res);
  const end = res.end.bind(res);
  let chunks = null;
  // A response that sets a cookie turns private when its headers go out (loadContext): no ETag to compute.
  const cacheable = () => /\bpublic\b/.test(String(res.getHeader("Cache-Control") ?? "")) && res.statusCode === 200 && !setsCookie(res);
  res.write = (chunk, ...rest) => {
    if (chunks === null && !cacheable()) return write(chunk, ...rest);
    (chunks ??= []).push(Buffer.from(chunk));
    return true;
  };
  res.end = (chunk, ...rest) => {
    if (chunks === null && !cacheable()) return end(chunk, ...rest);
    const body = Buffer.concat([...(chunks ?? []), ...(chunk && typeof chunk !== "function" ? [Buffer.from(chunk)] : [])]);
    const hashed = body.toString("utf8").replaceAll(res.locals.cspNonce, "");
    const etag = `W/"${createHash("sha1").update(hashed).digest("base64url")}"`;
    res.setHeader("ETag", etag);
    if (req.get("if-none-match")?.split(/\s*,\s*/).includes(etag)) {
      res.statusCode = 304;
      for (const header of ["Content-Security-Policy", "Content-Type", "Content-Length"]) res.removeHeader(header);
      return end();
    }
    res.setHeader("Content-Length", body.length);
    return end(body);
  };
  next();
}

function loadContext(req, res) {
  const header = req.get("x-correlation-id");
  const context = {
    clientIp: req.ip ?? "",
    cspNonce: res.locals.cspNonce,
    correlationId: header && SAFE_ID.test(header) ? header : randomUUID(),
    pendingCookies: new Map(),
  };
  res.locals.pendingCookies = context.pendingCookies;
  res.setHeader("X-Correlation-Id", context.correlationId);
  onHeaders(res, function applyPendingCookies() {
    for (const cookie of context.pendingCookies.values()) this.appendHeader("Set-Cookie", cookie);
    // A response that sets a cookie belongs to one visitor: no shared cache may keep it.
    if (setsCookie(this)) this.setHeader("Cache-Control", "private, no-store");
    else if (!this.getHeader("Cache-Control")) this.setHeader("Cache-Control", "private, no-cache");
  });
  return context;
}

/** One process serving the built app on the port. */
async function serve() {
  let build;
  try {
    build = await import(pathToFileURL(path.resolve("build/index.js")).href);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", trustProxy);
  app.use(compression());
  app.use(securityHeaders);
  app.use("/build", express.static("public/build", { immutable: true, maxAge: "1y" }));
  const publicFiles = express.static("public", { maxAge: "1h" });
  // Pages have no file extension: only a path that names a file is looked for on disk.
  app.use((req, res, next) => (path.extname(req.path) ? publicFiles(req, res, next) : next()));
  app.use(refuseCrossSiteWrites);
  app.use(conditionalGet);
  app.all("*", createRequestHandler({ build, mode: production ? "production" : "development", getLoadContext: loadContext }));

  const server = app.listen(port, host, () => {
    console.log(`Storefront ready on http://localhost:${port}`);
  });

  function shutdown() {
    server.close(() => process.exit(0));
    // Idle keep-alive sockets must not hold the process open.
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5000).unref();
  }
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
}

if (cluster.isPrimary && workerCount > 1) superviseWorkers({ count: workerCount, name: "Storefront" });
else await serve();
