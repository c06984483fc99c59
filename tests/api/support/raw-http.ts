import type net from "node:net";
import type { App } from "../../../api/server";

export { rawRequest } from "../../support/raw-http";

/** Listens on a free loopback port: what only a real socket shows (parser errors, declared lengths, closing). */
export async function listenOnLoopback(app: App): Promise<number> {
  await app.listen({ host: "127.0.0.1", port: 0 });
  return (app.server.address() as net.AddressInfo).port;
}
