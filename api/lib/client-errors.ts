import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { ConnectionError, FastifyInstance } from "fastify";
import { SECURITY_HEADERS } from "../plugins/security-headers";
import { errorEnvelope } from "./errors";
import { localeOf } from "./locale";
import { message, type MessageKey } from "./messages";

const answers: Record<string, { status: number; key: MessageKey }> = {
  HPE_HEADER_OVERFLOW: { status: 431, key: "headersTooLarge" },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, key: "timeout" },
};

/**
 * The Accept-Language of the refused request, when the bytes Node kept of it (`rawPacket`: the chunk it was parsing,
 * a Buffer despite Fastify's type; none after a timeout) reach that far.
 */
function acceptLanguageOf(rawPacket: unknown): string | undefined {
  if (!Buffer.isBuffer(rawPacket)) return undefined;
  return /\r\naccept-language:[ \t]*([^\r\n]*)/i.exec(rawPacket.toString("latin1"))?.[1];
}

/**
 * Fastify's `clientErrorHandler`: a request Node's parser refuses never reaches a route or the error handler (a
 * head longer than the maximum header size, a malformed request line or header, a method Node does not know, a
 * request that took too long). It still gets the envelope of docs/errors.md, written straight to the socket,
 * which is then closed: after a parse error nothing more can be read from it.
 */
export function answerClientError(this: FastifyInstance, error: ConnectionError, socket: Socket) {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const { status, key } = answers[error.code] ?? { status: 400, key: "validation" };
  this.log.debug({ err: error }, "request refused by the HTTP parser");
  // As Node itself does: no answer while one to an earlier request on this connection is half written.
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent: boolean } })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) {
    const body = JSON.stringify(errorEnvelope(status, message(key, localeOf(acceptLanguageOf(error.rawPacket)))));
    const headers = {
      ...SECURITY_HEADERS,
      "content-type": "application/json; charset=utf-8",
      "content-length": Buffer.byteLength(body),
      connection: "close",
    };
    const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head.join("")}\r\n${body}`);
  }
  socket.destroy();
}
