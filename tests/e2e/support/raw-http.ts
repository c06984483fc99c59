import { rawRequest as rawSocketRequest, type RawAnswer } from "../../support/raw-http";

/** A raw request to the store under test: the request head's lines (Host added) and the first bytes of a body. */
export function rawRequest(baseURL: string, head: string[], bodyStart = "", timeoutMs = 5000): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseURL);
  return rawSocketRequest(Number(port), `${[...head, `Host: ${hostname}:${port}`].join("\r\n")}\r\n\r\n${bodyStart}`, timeoutMs, hostname);
}
