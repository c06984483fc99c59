import os from "node:os";
import { expect, test } from "./support/fixtures";

// The development outbox holds everyone's codes: it is served only to a browser on the store's machine (README,
// SMTP_URL). HTTP-level checks: one run is enough (@http-only).

/** An address of this machine that is not loopback, for reaching the storefront (it listens on 0.0.0.0) as the network does. */
const networkAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((face) => face && face.family === "IPv4" && !face.internal)?.address;

test("the outbox answers a browser on this machine, and 404 to a client a trusted proxy names from elsewhere @http-only", async ({
  request,
}) => {
  // The fixture's requests say they come, through a proxy on this machine, from a 10.x client.
  expect((await request.get("/en/dev/outbox")).status()).toBe(404);
  expect((await request.get("/dev/giden-posta")).status()).toBe(404);
  const local = await request.get("/en/dev/outbox", { headers: { "X-Forwarded-For": "127.0.0.1" } });
  expect(local.status()).toBe(200);
  expect(await local.text()).toContain("Outbox");
});

test("the outbox answers 404 to a peer from the network, whatever address it claims @http-only", async ({ request, baseURL }) => {
  test.skip(!networkAddress, "this machine has no non-loopback IPv4 address to call from");
  const fromNetwork = `http://${networkAddress}:${new URL(baseURL!).port}`;
  const claimed = await request.get(`${fromNetwork}/en/dev/outbox`, { headers: { "X-Forwarded-For": "127.0.0.1" } });
  expect(claimed.status()).toBe(404);
  // The same peer reaches other pages: the 404 is the outbox's refusal, not an unreachable store.
  expect((await request.get(`${fromNetwork}/en/about`)).status()).toBe(200);
});
