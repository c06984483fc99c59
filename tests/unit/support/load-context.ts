import type { AppLoadContext } from "@remix-run/node";

/** What server.ts gives every loader and action, for calling storefront server helpers directly. */
export const testLoadContext = (): AppLoadContext => ({
  clientIp: "127.0.0.1",
  socketAddress: "127.0.0.1",
  cspNonce: "n",
  correlationId: "c",
  pendingCookies: new Map(),
});
