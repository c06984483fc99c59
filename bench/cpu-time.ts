import type { ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { processGroup } from "./processes";

// Where a page's CPU goes, read from Linux's /proc: each server's process group (its primary and its workers) and the
// machine's busy time, whose remainder is PostgreSQL, Redis and the load tool. Elsewhere the readings are null.

const TICKS_PER_SECOND = 100;

function readText(path: string): string | null {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return null;
  }
}

/** User and system time of one process, in ms; 0 when it is gone. */
function processCpuMs(pid: number): number {
  const stat = readText(`/proc/${pid}/stat`);
  if (stat === null) return 0;
  // The command name may hold spaces: the fields are counted after its closing parenthesis (utime is field 14).
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

/** CPU time used so far by every process of a server's process group. */
function groupCpuMs(child: ChildProcess): number | null {
  if (readText("/proc/self/stat") === null) return null;
  return processGroup(child).reduce((sum, { pid }) => sum + processCpuMs(pid), 0);
}

/** The machine's busy time so far, every core summed (user, nice, system, irq, softirq), in ms. */
function machineBusyMs(): number | null {
  const line = readText("/proc/stat")?.split("\n")[0];
  if (!line?.startsWith("cpu ")) return null;
  const [user, nice, system, , , irq, softirq] = line.split(/\s+/).slice(1).map(Number);
  return ((user + nice + system + irq + softirq) * 1000) / TICKS_PER_SECOND;
}

export interface CpuSplit {
  storefront: number;
  api: number;
  rest: number;
}

/** Runs `work` and returns the CPU ms it took per request in each part, or null where /proc is not there. */
export async function cpuPerRequest<T extends { requests: number }>(
  servers: { storefront: ChildProcess; api: ChildProcess },
  work: () => Promise<T>,
): Promise<{ result: T; split: CpuSplit | null }> {
  const read = () => [groupCpuMs(servers.storefront), groupCpuMs(servers.api), machineBusyMs()];
  const before = read();
  const result = await work();
  const after = read();
  if (result.requests === 0) return { result, split: null };
  const [storefront, api, busy] = before.map((value, index) =>
    value === null || after[index] === null ? null : (after[index] - value) / result.requests,
  );
  if (storefront === null || api === null || busy === null) return { result, split: null };
  return { result, split: { storefront, api, rest: Math.max(0, busy - storefront - api) } };
}
