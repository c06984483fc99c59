import { STATUS_CODES, type ServerResponse } from "node:http";
import type { Socket } from "node:net";
import type { Duplex } from "node:stream";
import type { NextFunction, Request, Response } from "express";
import { localeFromPath } from "@contract/locale";
import { matchPage } from "@contract/paths";
import { refusalPage } from "./refusal-page.server";

// What server.ts refuses before any route runs (docs/decisions/003-one-express-server.md), judged on the path the
// router will match: methods no page takes, cross-site forms, bodies that are not forms or are over the limits, and
// requests Node's parser could not read. Each answer is a small page in the path's language; a refused body is
// never read into anything: the connection closes after the answer.

/**
 * The request's path as the router will see it (Remix matches `new URL(url).pathname`: `..`, `%2e%2e` and `.`
 * resolved), set before anything else reads it, so every check here judges the page that will answer.
 */
export function resolvePath(req: Request, _res: Response, next: NextFunction) {
  if (req.url.startsWith("/")) {
    const resolved = new URL(`http://store${req.url}`);
    req.url = req.originalUrl = `${resolved.pathname}${resolved.search}`;
  }
  next();
}

/** The methods a page takes (OPTIONS is answered here with this list). */
const PAGE_METHODS = "GET, HEAD, POST";

const FORM = "application/x-www-form-urlencoded";
const MULTIPART = "multipart/form-data";

/** How long a refused request's connection stays open, discarding what the client still sends, after the answer. */
const LINGER_MS = 5000;

/**
 * After the answer Node ends a `Connection: close` socket with destroySoon: its FIN, then at once a close that,
 * with the client still sending the refused body, resets the connection under the answer (a browser then shows a
 * network error instead of the page). Here the FIN goes out as the answer ends, and what still arrives is discarded
 * (never parsed into a form) until the client stops or LINGER_MS pass: nginx's lingering close.
 */
function lingerOnClose(socket: Socket) {
  socket.destroySoon = () => {
    socket.end();
    const timer = setTimeout(() => socket.destroy(), LINGER_MS).unref();
    socket.once("close", () => clearTimeout(timer));
  };
}

async function refuse(req: Request, res: Response, reason: number | "crossSite", headers: Record<string, string> = {}) {
  const page = refusalPage(localeFromPath(req.path), reason);
  lingerOnClose(req.socket);
  res
    .status(reason === "crossSite" ? 403 : reason)
    .set({ ...headers, Connection: "close" })
    .type("html")
    .send(page);
}

/** TRACE, PUT, DELETE and the like answer 405; OPTIONS says what a page takes. */
export function pageMethodsOnly(req: Request, res: Response, next: NextFunction) {
  if (req.method === "GET" || req.method === "HEAD" || req.method === "POST") return next();
  if (req.method === "OPTIONS") {
    res.status(204).set("Allow", PAGE_METHODS).end();
    return;
  }
  refuse(req, res, 405, { Allow: PAGE_METHODS }).catch(next);
}

/** Whether a URL-valued header names another host than the request's (one that is not a URL counts as another). */
function namesAnotherHost(value: string, host: string | undefined) {
  try {
    return new URL(value).host !== host;
  } catch {
    return true;
  }
}

/**
 * A state-changing request from another site is refused before any action runs: by `Sec-Fetch-Site`, by `Origin`,
 * or, when a browser sends no Origin, by a `Referer` of another host. A request with neither (curl, some privacy
 * settings) is let through: SameSite=Lax cookies keep a cross-site form signed out.
 */
export function refuseCrossSiteWrites(req: Request, res: Response, next: NextFunction) {
  if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
  // A card provider's page returns the buyer with a cross-site post by design; it is trusted for its signature only.
  if (matchPage(req.path)?.key === "paymentReturn") return next();
  const from = req.get("origin") || req.get("referer");
  const foreign = req.get("sec-fetch-site") === "cross-site" || (from ? namesAnotherHost(from, req.get("host")) : false);
  if (!foreign) return next();
  refuse(req, res, "crossSite").catch(next);
}

/**
 * A POST must be a form (415 otherwise: no route takes JSON or text), with a declared length (411 for a chunked
 * body: browsers always declare one, and a body counted while an action reads it could only be cut mid-read) not
 * over its type's limit (413). Decided from the headers alone, so a client waiting to send its body
 * (`Expect: 100-continue`) is told to go on only when nothing here refused it.
 */
export function formBodiesOnly(limits: { form: number; upload: number }) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "POST") {
      const type = (req.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
      const limit = type === FORM ? limits.form : type === MULTIPART ? limits.upload : undefined;
      if (limit === undefined) return void refuse(req, res, 415).catch(next);
      if (req.get("transfer-encoding")) return void refuse(req, res, 411).catch(next);
      if (Number(req.get("content-length") ?? 0) > limit) return void refuse(req, res, 413).catch(next);
    }
    if (req.get("expect")?.toLowerCase() === "100-continue") res.writeContinue();
    next();
  };
}

/** What Node's parser refusals answer (its own default: a bare status line). */
const PARSER_REFUSALS: Record<string, number> = {
  HPE_HEADER_OVERFLOW: 431,
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 413,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};

/** The path's language, when the start of the request line is in what the parser had read. */
const localeOfRawRequest = (raw: Buffer | undefined) =>
  localeFromPath(/^[A-Z]+ ([^\s?#]+)/.exec(raw?.toString("latin1", 0, 256) ?? "")?.[1] ?? "/");

/**
 * The server's 'clientError' (a request Node could not parse: headers over the size limit, a malformed request
 * line, a timeout): a small page instead of Node's bare status line, written on the socket, which then closes.
 * Like Node's default, nothing is written while another response is going out on the same connection.
 */
export async function answerClientError(error: Error & { code?: string; rawPacket?: Buffer }, socket: Duplex) {
  const inFlight = (socket as Duplex & { _httpMessage?: ServerResponse | null })._httpMessage?.headersSent === true;
  if (error.code === "ECONNRESET" || !socket.writable || inFlight) return void socket.destroy();
  const status = PARSER_REFUSALS[error.code ?? ""] ?? 400;
  const body = Buffer.from(refusalPage(localeOfRawRequest(error.rawPacket), status));
  const head = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
    "Content-Type: text/html; charset=utf-8",
    `Content-Length: ${body.length}`,
    "X-Content-Type-Options: nosniff",
    "Connection: close",
  ];
  socket.end(Buffer.concat([Buffer.from(`${head.join("\r\n")}\r\n\r\n`), body]), () => socket.destroy());
}
