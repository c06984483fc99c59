import { execFileSync, spawn, type ChildProcess } from "node:child_process";

/** A server child in its own process group, so stopping it stops its children too. */
export function startServer(name: string, args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "pipe"], detached: true });
  child.stderr?.on("data", (chunk: Buffer) => process.stderr.write(`[${name}] ${chunk}`));
  return child;
}

export function stopServer(child: ChildProcess) {
  if (child.exitCode !== null || child.pid === undefined) return;
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    // already gone
  }
}

export async function waitForUrl(url: string, child: ChildProcess, seconds = 120, status?: number) {
  for (let attempt = 0; attempt < seconds * 4; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited (${child.exitCode})`);
    try {
      const response = await fetch(url);
      if (status === undefined ? response.status < 500 : response.status === status) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

/** Every process of a server's process group (startServer detaches each into its own): its primary and its workers. */
export function processGroup(child: ChildProcess): Array<{ pid: number; rssKilobytes: number; args: string }> {
  const table = execFileSync("ps", ["-o", "pid=,pgid=,rss=,args=", "-e"], { encoding: "utf8" });
  return table
    .split("\n")
    .map((line) => /^\s*(\d+)\s+(\d+)\s+(\d+)\s+(.*)$/.exec(line))
    .filter((match): match is RegExpExecArray => match !== null && Number(match[2]) === child.pid)
    .map(([, pid, , rss, args]) => ({ pid: Number(pid), rssKilobytes: Number(rss), args }));
}
