import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { get } from "node:http";
import { createServer } from "node:net";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

const fixture = path.resolve(__dirname, "fixtures/cluster-server.mjs");
const running: ChildProcess[] = [];

async function freePort(): Promise<number> {
  const server = createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

function start(env: Record<string, string>) {
  const primary = spawn(process.execPath, [fixture], { env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "pipe"] });
  running.push(primary);
  return primary;
}

/**
 * One request on a new connection (the primary hands connections to the workers in turn): the worker's pid. A
 * connection handed to a worker just killed is never answered, hence the time limit.
 */
function askPid(port: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = get({ host: "127.0.0.1", port, path: "/", agent: false }, (response) => {
      let body = "";
      response.on("data", (chunk) => (body += chunk));
      response.on("end", () => resolve(body));
    });
    request.setTimeout(1000, () => request.destroy(new Error("no answer")));
    request.on("error", reject);
  });
}

/** The pids that answer on the port, asked until `count` distinct ones (not in `exclude`) did. */
async function answeringPids(port: number, count: number, exclude = new Set<string>()): Promise<Set<string>> {
  const pids = new Set<string>();
  for (let attempt = 0; attempt < 300 && pids.size < count; attempt += 1) {
    try {
      const pid = await askPid(port);
      if (!exclude.has(pid)) pids.add(pid);
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return pids;
}

afterEach(() => {
  for (const child of running.splice(0)) child.kill("SIGKILL");
});

// Starting node processes takes seconds on a busy machine (CI runs the suites side by side).
describe("superviseWorkers", { timeout: 30_000 }, () => {
  it("keeps the workers serving on one port, replaces one that dies, and stops them all on SIGTERM", async () => {
    const port = await freePort();
    const primary = start({ PORT: String(port) });
    const first = await answeringPids(port, 2);
    expect(first.size).toBe(2);

    const [victim] = first;
    process.kill(Number(victim), "SIGKILL");
    const replacement = await answeringPids(port, 1, first);
    expect(replacement.size).toBe(1);

    primary.kill("SIGTERM");
    const [code] = await once(primary, "exit");
    expect(code).toBe(0);
    for (const pid of [...first, ...replacement].filter((pid) => pid !== victim)) {
      expect(() => process.kill(Number(pid), 0)).toThrow();
    }
  });

  it("stops with the worker's failure when a worker dies before it ever listened, instead of restarting it forever", async () => {
    const primary = start({ PORT: String(await freePort()), FAIL_BEFORE_LISTEN: "1" });
    const [code] = await once(primary, "exit");
    expect(code).toBe(3);
  });
});
