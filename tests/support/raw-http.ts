import net from "node:net";

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Whether the server ended the connection within the wait (a refused body must not keep it open). */
  closed: boolean;
}

/**
 * Writes `request` as it is to a fresh connection, for what an HTTP client will not send (a Content-Length the body
 * never reaches, a head over Node's header limit), and reads what comes back until the server closes it or `waitMs`
 * pass (then the socket is ended here and `closed` is false).
 */
export function rawRequest(port: number, request: string, waitMs = 2000, host = "127.0.0.1"): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = net.connect(port, host);
    const chunks: Buffer[] = [];
    let settled = false;
    const settle = (closed: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const text = Buffer.concat(chunks).toString("utf8");
      const [head = "", ...body] = text.split("\r\n\r\n");
      const [statusLine = "", ...lines] = head.split("\r\n");
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]),
      );
      resolve({ status: Number(statusLine.split(" ")[1]), headers, body: body.join("\r\n\r\n"), closed });
    };
    const timer = setTimeout(() => settle(false), waitMs);
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("close", () => settle(true));
    // The server may close while the request is still being written: what it answered is what counts.
    socket.on("error", () => settle(true));
    socket.write(request);
  });
}
