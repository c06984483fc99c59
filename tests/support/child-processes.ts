import type { ChildProcess } from "node:child_process";
import net from "node:net";

// What the suites that start the store as processes of its own (tests/faults, tests/scale) share.

/** A loopback port nothing listens on just now. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Whether the child has exited, or exits within `withinMs`. */
export function stopped(child: ChildProcess, withinMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), withinMs);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

// What the test process has that the store must not inherit: its own test mode, databases and secrets.
const NOT_INHERITED =
  /^(NODE_ENV|NODE_OPTIONS|VITEST.*|TEST|DATABASE_URL|REDIS_URL|SESSION_SECRET|JWT_SECRET|PORT|API_PORT|API_URL|E2E_.*)$/;

/** The test process's environment without what is its own. */
export function inheritedEnv(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(process.env).filter(([name, value]) => value !== undefined && !NOT_INHERITED.test(name)),
  ) as Record<string, string>;
}
